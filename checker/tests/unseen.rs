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

/// `override` and `final` are contextual keywords: virt-specifiers only after a function
/// declarator's parameter list (and `final` after a class name). A parameter, variable or
/// member named `override` (tvm-ffi's `void f(bool override = false)`) is an ordinary name.
#[test]
fn override_named_parameter_is_no_specifier() {
    let rule = "features.cxx11.override-final-misuse";
    obeys(
        rule,
        XL,
        "struct Registry {\n  static void Register(const char* name, bool override = false);\n  void set(int final, bool override) { int v = final; (void)v; (void)override; }\n  bool override = false;\n};\nvoid Registry::Register(const char* name, bool override) { bool final = override; (void)final; (void)name; }\nvoid use() { bool override = true; Registry::Register(\"x\", override); }\nstruct B { virtual void (*handler())(bool final); };\nstruct D : B { void (*handler())(bool override) override; };\nstruct E { void (*h())(bool override); };\n",
    );
    // the specifiers themselves, after the parameter list, are still read
    bad(
        rule,
        XL,
        "struct B { virtual void f(int); void g(); };\nstruct D : B {\n  void f(bool override = false) override; //!\n  void g() final; //!\n  void f(int final) final;\n};\n",
    );
}

/// A member function returning a reference (or pointer) to an array, `T (&as_array())[N]`, is
/// a function: the parameter list applied to the name inside the parentheses makes it one.
#[test]
fn function_returning_array_reference_is_a_function() {
    obeys(
        "memspace.no-member",
        &[],
        "template <typename T, int N> struct Storage {\n  __device__ T (&as_array())[N] { return *reinterpret_cast<T(*)[N]>(this); }\n  __host__ __device__ const T (&as_array() const)[N] { return *reinterpret_cast<const T(*)[N]>(this); }\n  __device__ T (*ptr_array())[N] { return nullptr; }\n  T data[N];\n};\n__device__ int (&global_arr())[4];\n",
    );
    // a real data member with a memory space specifier still breaks the rule
    bad(
        "memspace.no-member",
        &[],
        "template <typename T, int N> struct Storage {\n  __device__ T (&as_array())[N] { return *reinterpret_cast<T(*)[N]>(this); }\n  __device__ int (*table)[N]; //!\n  __shared__ int buf[N]; //!\n};\n",
    );
}

/// A call in a template whose arguments depend on a template parameter (`const T* data`) is
/// bound at an instantiation: RAFT's kernel template `symmetric_find_size` calling the kernel
/// template `detail::symmetric_find_size(data, ...)`, never instantiated, is accepted by
/// nvcc 13.5. A qualified name is looked up in the namespace it names, not the enclosing
/// function of that name.
#[test]
fn dependent_qualified_call_in_kernel_template() {
    let rule = "extensions.global-call-configured";
    obeys(
        rule,
        &[],
        "namespace detail {\ntemplate <typename T> __global__ void find_size(const T* data, int* out) { out[0] = (int)data[0]; }\ntemplate <typename T> __device__ void count(const T* data, int* out) { out[0] = (int)data[0]; }\n}\ntemplate <typename T = float>\n__global__ void find_size(const T* data, int* out) {\n  detail::find_size(data, out);\n}\ntemplate <typename T>\n__global__ void count(const T* data, int* out) {\n  detail::count(data, out);\n}\nvoid go(const float* d, int* o) { count<<<1, 1>>>(d, o); }\n",
    );
    // a call that depends on nothing is bound in the template, and still breaks the rule
    bad(
        rule,
        &[],
        "namespace detail {\n__global__ void plain(int* out) { out[0] = 1; }\ntemplate <typename T> __global__ void find_size(const T* data, int* out) { out[0] = (int)data[0]; }\n}\ntemplate <typename T>\n__global__ void find_size(const T* data, int* out) {\n  detail::plain(out); //!\n}\n__global__ void k(const float* d, int* out) {\n  detail::find_size(d, out); //!\n}\n",
    );
    // the qualified name finds the namespace's kernel, not the enclosing one of that name
    bad(
        rule,
        &[],
        "namespace detail {\n__global__ void find_size(const float* data, int* out) { out[0] = (int)data[0]; }\n__device__ int count(const float* d) { return (int)d[0]; }\n}\n__global__ void find_size(const float* d, int* out) {\n  detail::find_size(d, out); //!\n}\n__global__ void count(const float* d, int* out) {\n  out[0] = detail::count(d);\n}\n",
    );
}

/// Overloads of one name are distinct templates (cuvs's `weak_cc_batched`, one with a filter
/// argument, one without that holds an extended lambda): a call instantiates the overloads it
/// can call (by its arguments and explicit template arguments), and a function-local type
/// passed to another overload instantiates none of the holder's lambdas (restriction 9).
#[test]
fn overloads_instantiate_separately() {
    obeys(
        "xlambda.restriction-9",
        XL,
        "template <typename F> __global__ void kern(F f) { }\ntemplate <typename I, typename L> void run(I* p, int n, L op) { (void)op; }\ntemplate <typename I> void run(I* p, int n) {\n  auto l = [] __device__ (I t) { return true; };\n  kern<<<1, 1>>>(l);\n}\ntemplate <typename I> void run_all(I* p) {\n  run<I>(p, 1, [](I) { return true; });\n}\nvoid host(int* p) {\n  struct Local { int v; };\n  Local l{1};\n  run(p, 1, l);\n  run(p, 1, [](int) { return true; });\n  run(p, 2);\n  run_all(p);\n}\n",
    );
    // a local type that does reach the holder still breaks the restriction
    bad(
        "xlambda.restriction-9",
        XL,
        "template <typename F> __global__ void kern(F f) { }\ntemplate <typename I, typename L> void run(I* p, int n, L op) { (void)op; }\ntemplate <typename I> void run(I* p, int n) {\n  auto l = [] __device__ (I t) { return true; }; //!\n  kern<<<1, 1>>>(l);\n}\nvoid host(int* p) {\n  struct Local { int v; };\n  Local* q = nullptr;\n  run(p, 1, Local{2});\n  run(q, 2);\n}\n",
    );
}

/// A value-initialized temporary of a std class type, `std::index_sequence_for<InTs...>()`
/// (RAFT's `linalg/detail/map.cuh`), a tag type or a transparent function object, calls no
/// library function when the class's default constructor is implicit: nvcc 13.5 accepts it in
/// device code without --expt-relaxed-constexpr. A class with a constexpr constructor
/// (`std::pair`) and a function (`std::sort`) still break the rule.
#[test]
fn std_class_temporary_is_no_call() {
    obeys(
        "stdlib.host-only",
        &["-std=c++17"],
        r#"#include <utility>
#include <type_traits>
#include <functional>
#include <iterator>
template <typename... Ts, std::size_t... Is>
__device__ int take(std::index_sequence<Is...>) { return (int)sizeof...(Is); }
template <typename... InTs>
__device__ int map(InTs... in) {
  return take<InTs...>(std::index_sequence_for<InTs...>());
}
__device__ int use() {
  auto a = std::make_index_sequence<3>();
  auto b = std::integral_constant<int, 3>();
  auto c = std::true_type();
  auto d = std::in_place_t();
  auto e = std::random_access_iterator_tag();
  auto f = std::plus<int>();
  auto g = std::is_same<int, float>();
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g;
  return map(1, 2.0f);
}
"#,
    );
    bad(
        "stdlib.host-only",
        &["-std=c++17"],
        r#"#include <utility>
#include <algorithm>
__device__ int use() {
  auto p = std::pair<int, int>(); //!
  auto s = std::index_sequence_for<int, float>();
  (void)s;
  return p.first;
}
__device__ void order(int* a) {
  std::sort(a, a + 2); //!
}
"#,
    );
}

/// A class named before `{` in a `__host__ __device__` member constructs an object through its
/// `__device__` constructor (CUTLASS's `return Pow2{n * N};`): no function's address is taken
/// (I.4.9.5 concerns functions whose address can be taken, and a constructor's cannot).
#[test]
fn braced_construction_is_no_device_function_address() {
    obeys(
        "function.device-address-in-host",
        &["-std=c++17"],
        "template <int N> struct Int {};\nstruct Pow2 {\n  int n;\n  explicit __device__ Pow2(int n) : n(n) {}\n  template <int N>\n  __host__ __device__ auto operator*(Int<N> const&) const {\n    if constexpr ((N & (N - 1)) == 0) {\n      return Pow2{n * N};\n    } else {\n      return n * N;\n    }\n  }\n};\n__global__ void k(int* o) { Pow2 p{2}; auto q = p * Int<4>{}; o[0] = q.n; }\n",
    );
    bad(
        "function.device-address-in-host",
        &["-std=c++17"],
        "__device__ int twice(int x) { return 2 * x; }\nvoid host() {\n  int (*p)(int) = twice; //!\n  (void)p;\n}\n",
    );
}

/// The views number files in the order each first reads them; where `__CUDA_ARCH__` decides an
/// include, the same header has another number in each view. The cross-view rules compare
/// positions by the file's path, so an extended lambda in a header both views read is no
/// restriction-13 finding (cuVS's units reading RAFT's `math.cuh`); one the device view lacks
/// still is.
#[test]
fn cross_view_positions_compare_files_by_path() {
    let dir = std::env::temp_dir().join(format!("cuconform-xview-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // a function at the very line and column of `run` below: with numbered files, the device
    // view's `first.h` took `lam.h`'s number and `run` seemed to lose its lambda there
    std::fs::write(
        dir.join("first.h"),
        "#pragma once\nstruct OnlyOnDevice {};\ntemplate <class T> void abc() {}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("lam.h"),
        "#pragma once\ntemplate <class F> __global__ void kern(F f) { f(1); }\ntemplate <class T> void run() {\n  kern<<<1, 1>>>([] __device__ (T x) { return x; });\n}\ninline void go() { run<int>(); }\n",
    )
    .unwrap();
    let inc = format!("-I{}", dir.display());
    // without the toolkit's headers, so that the views' file numbers are the test's alone
    let flags = [
        "--cuda-path",
        "none",
        "--host-compiler",
        "none",
        "-std=c++17",
        "--extended-lambda",
        "-rdc=true",
        inc.as_str(),
    ];
    obeys(
        "xlambda.restriction-13",
        &flags,
        "#ifdef __CUDA_ARCH__\n#include \"first.h\"\n#endif\n#include \"lam.h\"\n",
    );
    bad(
        "xlambda.restriction-13",
        &flags,
        "template <class F> __global__ void kern(F f) { f(1); }\ntemplate <class T> void run() {\n#ifndef __CUDA_ARCH__\n  kern<<<1, 1>>>([] __device__ (T x) { return x; }); //!\n#endif\n}\n",
    );
    let _ = std::fs::remove_dir_all(&dir);
}
