//! Causes of false findings seen on real code nobody here had checked before (issue 24), each
//! as the class it is: a snippet nvcc 13.5 compiles that the checker must accept, and beside it
//! one that still breaks the rule concerned.

#[path = "support/verdict.rs"]
mod verdict;
use verdict::*;

const XL: &[&str] = &["-std=c++17", "--extended-lambda"];

/// Restriction 9 of extended lambdas: an enumerator of a function-local enumeration passed to a
/// non-type parameter of a written type (`int N`) instantiates with its value, not its type;
/// only a placeholder parameter (`auto N`) takes the local type (nvcc 13.5 rejects that one).
#[test]
fn enumerator_template_argument_is_a_value() {
    let kern = "template <typename F> __global__ void kern(F f) { f(); }\n";
    obeys(
        "xlambda.restriction-9",
        XL,
        &format!("{kern}struct Cfg {{ enum Mode {{ Fast }}; }};\ntemplate <int M, bool B = true> void run() {{\n  auto l = [] __device__ () {{ }};\n  kern<<<1, 1>>>(l);\n}}\ntemplate <int M> struct Runner {{\n  void go() {{\n    auto l = [] __device__ () {{ }};\n    kern<<<1, 1>>>(l);\n  }}\n}};\nvoid host() {{\n  enum Local {{ L1, L2 }};\n  run<L1>();\n  run<Cfg::Fast, (L2 > L1)>();\n  Runner<L2> r;\n  r.go();\n}}\n"),
    );
    bad(
        "xlambda.restriction-9",
        XL,
        &format!("{kern}template <auto M> void run() {{\n  auto l = [] __device__ () {{ }}; //!\n  kern<<<1, 1>>>(l);\n}}\ntemplate <auto M> struct Runner {{\n  void go() {{\n    auto l = [] __device__ () {{ }}; //!\n    kern<<<1, 1>>>(l);\n  }}\n}};\nvoid host() {{\n  enum Local {{ L1, L2 }};\n  run<L1>();\n  Runner<L2> r;\n  r.go();\n}}\n"),
    );
}

/// The same for the template arguments of a `__global__` function template (I.4.11): an
/// enumerator of an unnamed or a host-local enumeration for `int N` is a value; for `auto K`
/// its local type is the argument (nvcc 13.5 rejects that one).
#[test]
fn enumerator_kernel_template_argument_is_a_value() {
    let src = "template <int W> __global__ void kern(int* o) { o[0] = W; }\ntemplate <int W> __device__ int dv = W;\nvoid launch(int* o) {\n  enum { WARP_COUNT = 4 };\n  enum Named { N2 = 2 };\n  kern<WARP_COUNT><<<1, 1>>>(o);\n  kern<N2><<<1, 1>>>(o);\n  void (*p)(int*) = kern<N2>;\n  (void)p;\n}\n";
    obeys("template.arg-unnamed", XL, src);
    obeys("template.arg-host-local", XL, src);
    bad(
        "template.arg-host-local",
        XL,
        "template <auto K> __global__ void kern(int* o) { o[0] = (int)K; }\nvoid launch(int* o) {\n  enum Named { N2 = 2 };\n  kern<N2><<<1, 1>>>(o); //!\n}\n",
    );
}

/// `override` against a base that is a class template specialization (`Matcher<int>`), named
/// directly, through an alias or alias template, or as a dependent base, with parameters
/// spelled through a typedef: the base's `const T&` is not compared by its spelling.
#[test]
fn override_through_template_base() {
    let rule = "features.cxx11.override-final-misuse";
    obeys(
        rule,
        XL,
        "template <class T> struct Matcher { virtual bool match(const T& x) const = 0; virtual ~Matcher() {} };\nstruct M : Matcher<int> { bool match(const int& x) const override { return x > 0; } };\nusing MI = Matcher<int>;\nstruct M2 : MI { bool match(const int& x) const override { return x > 1; } };\ntemplate <class T> struct M3 : Matcher<T> { bool match(const T& x) const override { return true; } };\ntypedef int Int;\nstruct M4 : Matcher<int> { bool match(const Int& x) const final { return x < 0; } };\ntemplate <class T> using Base = Matcher<T>;\nstruct M5 : Base<float> { bool match(const float& x) const override { return x < 0; } ~M5() override {} };\nstruct B { virtual void f(int); };\nstruct D : B { void f(Int) override; };\n",
    );
    // parameters spelled through the base template's own parameters; a base that is an
    // explicit specialization of a template (whose members the primary does not show)
    obeys(
        rule,
        XL,
        "template <typename T> struct Mat { T* d; };\ntemplate <typename T, typename P, typename C> struct Diff { virtual void infer(const Mat<T>& in, Mat<C>& out) {} virtual ~Diff() {} };\ntemplate <typename T> struct Enc : public Diff<float, T, T> { void infer(const Mat<float>& in, Mat<T>& out) override {} };\nstruct Entry { virtual void Set(void* head, int v) const = 0; virtual ~Entry() {} };\ntemplate <typename E, typename D> struct EntryBase : public Entry { void Set(void*, int) const override {} };\ntemplate <typename D> class FieldEntry;\ntemplate <> class FieldEntry<int> : public EntryBase<FieldEntry<int>, int> {};\nenum class Mode : int { kA, kB };\ntemplate <> class FieldEntry<Mode> : public FieldEntry<int> { public: void Set(void*, int) const override {} };\n",
    );
    // a name no base declares, and concrete parameter types that differ, still break it
    bad(
        rule,
        XL,
        "template <class T> struct Matcher { virtual bool match(const T& x) const = 0; };\nstruct B { virtual void g(float); };\nstruct D : B { void g(int) override; }; //!\nstruct E : Matcher<int> { bool match(const int& x) const override { return x; }\n  void k(int) override; }; //!\n",
    );
}

/// A parameter pack declarator (`Args&&... args`, `T*... ps`, unnamed `Ts&&...`) is C++11, not
/// a fold expression; the folds beside them are still C++17.
#[test]
fn pack_declarator_is_not_a_fold() {
    warns(
        "features.cxx17.requires-cxx17-mode",
        &["-std=c++11"],
        "template <typename... Args> void call(Args&&... args) { int d[] = {0, ((void)args, 0)...}; (void)d; }\ntemplate <typename... Ts> void f(Ts&&...) {}\ntemplate <typename... Ts> void g(Ts*... ps) {}\ntemplate <typename... Ts> void h(Ts&... rs) {}\ntemplate <typename... Ts> struct Tup { void set(const Ts&... vs); };\ntemplate <typename... Ts> int sum(Ts... xs) { return (xs + ...); } //!\ntemplate <typename... Ts> bool all(Ts... xs) { return (... && xs); } //!\ntemplate <typename... Ts> bool all2(Ts... xs) { return (xs && ...); } //!\n",
    );
}

/// A structured binding of a class whose fields the checker did not read (the toolkit's `dim3`
/// reaches it without members) or of a tuple-like class (`tuple_size` specialized) has no
/// known element count; a class of this unit still has one.
#[test]
fn structured_binding_of_unread_class() {
    let rule = "features.cxx17.structured-bindings-count";
    obeys(
        rule,
        &["-std=c++17"],
        "#include <cuda_runtime.h>\n__device__ int f() { dim3 d(1, 2, 3); auto [x, y, z] = d; return x + y + z; }\nint main() { dim3 d{1, 2, 3}; auto [x, y, z] = d; return x + y + z; }\n",
    );
    obeys(
        rule,
        &["-std=c++17"],
        "#include <utility>\nstruct T2 { int a; };\nnamespace std { template <> struct tuple_size<T2> { static constexpr int value = 2; }; template <size_t I> struct tuple_element<I, T2> { using type = int; }; }\ntemplate <std::size_t I> int get(const T2& t) { return t.a; }\nint h() { T2 t{1}; auto [x, y] = t; return x + y; }\n",
    );
    bad(
        rule,
        &["-std=c++17"],
        "struct R { int x, y, z; };\n__device__ int f(R r) {\n  auto [x, y] = r; //!\n  return x + y;\n}\n",
    );
}

/// Overloads of one operator template over different class templates (`operator*` of
/// `vec<T, N>`, `__host__ __device__`, and of `mat<M>`, `__device__`) are different functions:
/// their execution spaces are not merged, so the `__device__` one's body is device code only.
#[test]
fn operator_template_overloads_keep_their_spaces() {
    let src = "template <typename T, int N> struct vec { T v[N]; };\ntemplate <typename T, int N>\n__host__ __device__ vec<T, N> operator*(const vec<T, N>& a, const vec<T, N>& b) { return a; }\ntemplate <int M> struct mat { float v[M]; __device__ static auto zero() { mat r{}; return r; } };\ntemplate <int M>\n__device__ auto operator*(const mat<M>& a, const mat<M>& b) { auto r = mat<M>::zero(); return r; }\n";
    obeys("deduced-return.device-reference-outside-body", XL, src);
    obeys("extensions.host-device-calls-device", XL, src);
    bad(
        "deduced-return.device-reference-outside-body",
        XL,
        &format!("{src}void h() {{\n  auto r = mat<2>::zero(); //!\n}}\n"),
    );
}

/// An alias in a class template named like the template it reads
/// (`using MMA_Op = typename MMA_Op<Traits>::type;`) finds itself on lookup: the lookup through
/// the alias is bounded (on a 2 MiB thread, as `depth.rs` runs), and the code, which nvcc 13.5
/// compiles, gets no error.
#[test]
fn alias_named_like_its_template() {
    let src = "template <class T> struct MMA_Op { using type = T; };\ntemplate <class Traits> struct Atom {\n  using MMA_Op = typename MMA_Op<Traits>::type;\n  MMA_Op v;\n  __device__ void f() { MMA_Op a = v; (void)a; }\n};\n__global__ void k() { Atom<int> a; a.f(); }\n";
    let h = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || run(&["-std=c++17"], src))
        .unwrap();
    let got = h.join().expect("the checker overflowed or panicked");
    let errs: Vec<_> = got
        .iter()
        .filter(|f| f.severity == cuconform_check::Severity::Error)
        .collect();
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}");
}
