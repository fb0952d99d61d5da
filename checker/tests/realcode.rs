//! Regressions from the real-code corpus (checker/realcode/, issue 15): each obeying snippet is
//! the shape of code a public project compiles cleanly with nvcc 13.5 that the checker once
//! reported; where the rule exists, a breaking snippet beside it shows the rule still fires.

use cuconform_check::{check_source, Options, Severity};
use std::path::Path;

/// The guide's letter (`--pedantic-errors`): these snippets were written against the rules as
/// the guide states them, the forms no toolchain enforces included (`src/unenforced.rs`).
fn letter(flags: &[&str]) -> Options {
    let mut f: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    f.push("--pedantic-errors".into());
    Options::from_flags(&f)
}

fn errors(flags: &[&str], src: &str) -> Vec<(u32, &'static str)> {
    let opts = letter(flags);
    check_source(Path::new("t.cu"), src, &opts)
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| (f.line, f.rule))
        .collect()
}

fn clean(flags: &[&str], src: &str) {
    let e = errors(flags, src);
    assert!(e.is_empty(), "false errors {e:?} on\n{src}");
}

fn flags(flags: &[&str], src: &str, line: u32, rule: &str) {
    let e = errors(flags, src);
    assert!(
        e.contains(&(line, leak(rule))),
        "{rule} not reported at line {line}: {e:?}\n{src}"
    );
}

/// Every finding of `rule`, as (line, severity).
fn rule_findings(flags: &[&str], src: &str, rule: &str) -> Vec<(u32, Severity)> {
    let opts = letter(flags);
    check_source(Path::new("t.cu"), src, &opts)
        .into_iter()
        .filter(|f| f.rule == rule)
        .map(|f| (f.line, f.severity))
        .collect()
}

fn leak(s: &str) -> &'static str {
    cuconform_check::rules()
        .iter()
        .find(|r| r.id == s)
        .map(|r| r.id)
        .unwrap_or("?")
}

/// `size_t`, `uint32_t` and a project's own typedefs from headers the checker did not read are
/// unknown, not class types: a `static constexpr size_t` used in device code is fine.
#[test]
fn typedef_from_unread_header_is_not_a_class() {
    clean(
        &[],
        r#"
#include <cstdint>
template <typename T, int N> struct Array {
  static constexpr size_t kStorageElements = N;
  static constexpr idx_t kCount = N;
  static const uint32_t kMask = 0xffu;
  T data[N];
  __host__ __device__ size_t size() const { return kStorageElements + kCount + kMask; }
};
__global__ void k(int* o) { Array<int, 4> a; o[0] = int(a.size()); }
"#,
    );
    // a class the checker sees is still non-scalar (the 11.x/12.x rule: A52)
    flags(
        &["--cuda=12.9"],
        r#"struct P { int x; int y; };
constexpr P p = {1, 2};
__global__ void k(int* o) { o[0] = p.x; }
"#,
        3,
        "hostvar.constexpr-nonscalar-in-constexpr-call",
    );
}

/// An empty tag object (`from_32_bit_integer`) has no element to read.
#[test]
fn empty_tag_constant_in_device_code() {
    clean(
        &[],
        r#"
struct tag_t {};
struct bf16 {
  static constexpr tag_t tag{};
  unsigned short s;
  __host__ __device__ bf16(tag_t, int x) : s((unsigned short)x) {}
  __host__ __device__ explicit bf16(int x) : bf16(tag, x) {}
};
__global__ void k(int* o) { bf16 b(o[0]); o[1] = b.s; }
"#,
    );
}

/// A function whose return type is a qualified class name, and user-defined literal operators,
/// are functions, not `__device__` variables with constructor arguments.
#[test]
fn qualified_return_type_and_literal_operators_are_functions() {
    clean(
        &[],
        r#"
#define HOST_DEVICE __forceinline__ __device__ __host__
namespace ns { struct base { int v; __host__ __device__ base(int x) : v(x) {} base() = default; };
struct half_t : base { __host__ __device__ half_t(float x) : base(int(x)) {} half_t() = default; }; }
namespace ns {
HOST_DEVICE
ns::half_t abs(ns::half_t const& h) { return h; }
}
HOST_DEVICE
ns::half_t operator""_hf(long double x) { return ns::half_t(float(x)); }
HOST_DEVICE
ns::half_t operator "" _hg(unsigned long long x) { return ns::half_t(float(x)); }
"#,
    );
}

/// A constexpr `__device__` function evaluated in a class's `static constexpr` member
/// initializer (nvcc accepts it with or without --expt-relaxed-constexpr).
#[test]
fn constexpr_device_call_in_static_constexpr_member() {
    let src = r#"
static constexpr __device__ int warp_size() { return 32; }
template <int I, int J> struct tile {
  static constexpr int ne = I * J / warp_size();
  int x[ne];
};
__global__ void k(int* o) { tile<32, 8> t; t.x[0] = o[0]; o[1] = t.x[0]; }
"#;
    clean(&[], src);
    clean(&["--expt-relaxed-constexpr"], src);
    // a namespace-scope host variable's initializer is still host code
    flags(
        &[],
        r#"__device__ int dev() { return 1; }
int h = dev();
"#,
        2,
        "constexpr.relaxed-flag",
    );
}

/// An execution-space macro from a header the checker did not read (`RAFT_KERNEL`) leaves the
/// function's space unknown: its `__shared__` variables are not reported as host locals.
#[test]
fn unknown_space_macro_is_silent() {
    clean(
        &[],
        r#"
template <int N>
RAFT_KERNEL kern(float* out) { __shared__ float buf[N]; out[0] = buf[0]; }
"#,
    );
    flags(
        &[],
        r#"void host_fn() {
  __shared__ int buf[4];
}
"#,
        2,
        "memspace.no-host-local",
    );
}

/// nvcc's own headers define `__host__`, `__device__` ... as macros before any project header:
/// a header's `#ifndef __host__ / #define __device__ / #endif` fallback must not erase them.
#[test]
fn space_keywords_are_defined_macros() {
    clean(
        &[],
        r#"
#ifndef __host__
#define __host__
#define __device__
#endif
#ifndef __device__
#error "nvcc defines __device__"
#endif
template <typename T> inline __device__ void assign(bool a, T& x, T y) { x = a ? y : x; }
template <typename K> inline __device__ void merge(K& k) { K o = k; assign(true, k, o); }
"#,
    );
}

/// `RAFT_KERNEL f(...)` with RAFT_KERNEL from a header the checker did not read: the function's
/// execution space is unknown, so its calls of `__device__` functions are not host calls.
#[test]
fn unknown_space_macro_leaves_calls_silent() {
    clean(
        &[],
        r#"
__device__ inline unsigned f(unsigned x) { return x; }
template <int B>
__launch_bounds__(B) RAFT_KERNEL kern(unsigned* o) { o[0] = f(o[1]); }
"#,
    );
}

/// A `__device__` lambda in a function whose space macro is unknown is not taken for an
/// extended lambda of a host function (its by-reference capture is fine in device code).
#[test]
fn lambda_in_unknown_space_function_is_not_extended() {
    clean(
        &["--extended-lambda"],
        r#"
template <typename F> __device__ void apply(F f) { float v = 0; f(&v); }
template <int N>
RAFT_KERNEL kern(float* out) {
  float val[N];
  auto l = [&val, out] __device__(float* x) { val[0] = *x; out[0] = val[0]; };
  apply(l);
}
"#,
    );
    flags(
        &["--extended-lambda"],
        r#"void host_fn(float* out) {
  float val[4];
  auto l = [&val, out] __device__(float* x) { val[0] = *x; out[0] = val[0]; };
}
"#,
        3,
        "xlambda.restriction-12.by-value",
    );
}

/// `std::holds_alternative`, `std::get` and `std::optional::value_or` are constexpr (C++17):
/// callable from device code under --expt-relaxed-constexpr, host functions without it.
#[test]
fn constexpr_variant_and_optional_under_relaxed_constexpr() {
    let src = r#"#include <variant>
#include <optional>
#include <cstdint>
__global__ void k(std::variant<uint32_t, const uint32_t*> v, std::optional<float> o, float* out) {
  out[0] = std::holds_alternative<uint32_t>(v) ? float(std::get<uint32_t>(v)) : o.value_or(1.0f);
}
"#;
    clean(&["-std=c++17", "--expt-relaxed-constexpr"], src);
    flags(&["-std=c++17"], src, 5, "stdlib.host-only");
}

/// An unqualified call in a template with arguments of a template parameter's type: the overload
/// that argument-dependent lookup finds at the instantiation (a host `square` for a host
/// interval type) is unknown, so no cross-space verdict; outside templates the call is judged.
#[test]
fn dependent_call_in_template_is_unknown() {
    clean(
        &[],
        r#"
template <class T> struct gpu_iv { T lo; };
template <class T> inline __device__ gpu_iv<T> square(gpu_iv<T> const& x) { return x; }
template <class I> I f_cpu(I const& x) { return square(x); }
"#,
    );
    flags(
        &[],
        r#"__device__ float square(float x) { return x * x; }
float f_cpu(float x) { return square(x); }
"#,
        2,
        "constexpr.relaxed-flag",
    );
}

/// A write through a pointer a `__constant__` struct holds writes global memory, not the
/// `__constant__` variable; a write into the variable itself is still reported.
#[test]
fn write_through_pointer_in_constant_struct() {
    clean(
        &[],
        r#"
struct Table { float* ptr; int n; };
__constant__ Table d_c[4];
__global__ void k(int i, int j, float v) {
  d_c[i].ptr[j] = v;
  *d_c[i].ptr = v;
}
"#,
    );
    flags(
        &[],
        r#"struct Table { float* ptr; int n; };
__constant__ Table d_c[4];
__global__ void k(int i) {
  d_c[i].n = 3;
}
"#,
        4,
        "dp.constant.immutable",
    );
}

/// Anonymous enumerations are not anonymous structs; a `__shared__` array bound that is a
/// constexpr call is a constant, not a variable-length array.
#[test]
fn anonymous_enum_and_constexpr_shared_bound() {
    clean(
        &[],
        r#"
struct S { enum { N = 4 }; int a[N]; };
enum { M = 8 };
constexpr int size(int x) { return x * 2; }
template <typename T>
__global__ void k(T* o) {
  enum { K = 2 };
  __shared__ T buf[size(M)];
  buf[threadIdx.x % K] = o[0];
  o[1] = buf[0];
}
template __global__ void k<float>(float*);
"#,
    );
}

/// The repository's own real-code-shaped seeds (tests/realcode/) obey every rule.
#[test]
fn real_code_shaped_seeds_are_clean() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/realcode");
    for f in ["kernels.cu", "interval.cu"] {
        let p = dir.join(f);
        let src = std::fs::read_to_string(&p).unwrap();
        let opts = Options::from_flags(&["-std=c++17".into(), "--extended-lambda".into()]);
        let e: Vec<_> = check_source(&p, &src, &opts)
            .into_iter()
            .filter(|f| f.severity == Severity::Error)
            .collect();
        assert!(e.is_empty(), "{f}: {e:?}");
    }
}

/// `extern __constant__ T x[] = {...}` has an initializer: a definition, allowed in
/// whole-program mode; an extern declaration without one is still reported.
#[test]
fn extern_memory_space_definition_with_initializer() {
    clean(
        &[],
        r#"
namespace {
extern __constant__ float table[2] = {0.0f, 1.0f};
}
__global__ void k(float* o) { o[0] = table[1]; }
"#,
    );
    flags(
        &[],
        r#"extern __constant__ float table[2];
__global__ void k(float* o) { o[0] = table[1]; }
"#,
        1,
        "memspace.no-extern-whole-program",
    );
}

/// `-isystem DIR` is searched for `<...>` includes like `-I DIR`: a project's space macro from
/// a system-include header is known (without the header the function's space is unknown and
/// the call gets no verdict; with it, a host function calling a `__device__` one is reported).
#[test]
fn isystem_directories_are_searched() {
    let dir = std::env::temp_dir().join(format!("cuconform-isystem-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("proj_macros.h"), "#define PROJ_HOST __host__\n").unwrap();
    let src = r#"#include <proj_macros.h>
__device__ int dev() { return 1; }
PROJ_HOST int h() { return dev(); }
"#;
    let d = dir.display().to_string();
    clean(&[], src);
    flags(&["-isystem", &d], src, 3, "constexpr.relaxed-flag");
    flags(&[&format!("-isystem{d}")], src, 3, "constexpr.relaxed-flag");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An alias whose template argument names what the alias itself is named (CUTLASS's
/// `using ElementA = ...<ElementA>`-shaped members; nvcc finds the outer entity there): comparing
/// two signatures through it once recursed without end and overflowed the stack (6 CUTLASS
/// examples crashed). nvcc 13.5 accepts this.
#[test]
fn alias_naming_itself_in_template_arguments_is_compared_finitely() {
    clean(
        &["--cuda-path", "none", "--host-compiler", "none"],
        r#"struct Elem {};
template <class T> struct Box {};
struct Base {
  using Elem = Box<Elem>;
  virtual void f(Box<Elem> x) {}
  virtual ~Base() {}
};
struct D : Base { void f(Box<Elem> x) override {} };
__global__ void k() {}
"#,
    );
}

/// A `__host__ __device__` member of a class template calling a `__device__` member through
/// `this`, or on an object of a class template's type: dependent calls nvcc 13.5 diagnoses
/// neither in the template nor where the host instantiates it (CUTLASS's epilogue iterators'
/// `CUTLASS_HOST_DEVICE Mask() { enable(); }`, its pipelines' `state.index()`: 608 error
/// findings in 67 CUTLASS files). Non-dependent calls in templates are still reported.
#[test]
fn dependent_member_calls_in_host_device_templates() {
    let none = ["--cuda-path", "none", "--host-compiler", "none"];
    clean(
        &none,
        r#"template <class T> struct C { __device__ void d(); __host__ __device__ void h() { d(); } };
void use() { C<int> c; c.h(); }
template <class T> struct Outer { struct Mask { __device__ void enable(); __host__ __device__ Mask() { enable(); } }; };
void use2() { Outer<int>::Mask m; }
template <class T> struct St { __device__ int idx() const; };
template <class T> struct P { __host__ __device__ int h(St<T> st) { return st.idx(); } };
"#,
    );
    flags(
        &none,
        "__device__ void d();\ntemplate <class T> __host__ __device__ void f() { d(); }\n",
        2,
        "extensions.host-device-calls-device",
    );
    flags(
        &none,
        "struct S { __device__ void d(); };\ntemplate <class T> __host__ __device__ void g() { S s; s.d(); }\n",
        2,
        "extensions.host-device-calls-device",
    );
}

/// A static const member read in a member function body or constructor initializer of its class
/// before its declaration (the complete-class context): initialized with a constant expression
/// at the point of use (CUTLASS `arch/barrier.h`'s `ReservedNamedBarrierCount`, 22 files).
/// nvcc 13.5 accepts this.
#[test]
fn static_const_member_declared_later_in_its_class() {
    clean(
        &["--cuda-path", "none", "--host-compiler", "none"],
        r#"enum class R { A = 1, B = A + 1 };
class NB {
 public:
  __device__ NB(unsigned id = 0) : id_(id + Count) {}
  __device__ unsigned get() const { return id_ + Count; }
 private:
  unsigned id_;
  static const unsigned Count = static_cast<unsigned>(R::B);
};
__global__ void k(unsigned* o) { NB b(1); o[0] = b.get(); }
"#,
    );
    // outside its class, a use before the initializing declaration is still reported
    flags(
        &["--cuda-path", "none", "--host-compiler", "none"],
        "extern const int late;\n__global__ void k(int* o) { o[0] = late; }\nconst int late = 3;\n",
        2,
        "hostvar.const-value-use",
    );
}

/// A host constexpr variable bound to a `const&` parameter while a constant expression is
/// evaluated (a constexpr variable's initializer, in device code or a constexpr function called
/// from it): read at compile time (CuTe's `constexpr int32_t n = ceil_div(MaxThreadsPerBlock,
/// NumThreadsPerWarpGroup);`, 224 findings in 16 CUTLASS files). nvcc 13.5 accepts this; a
/// reference bound at run time, or the address taken, is still reported.
#[test]
fn host_constexpr_bound_to_reference_in_constant_evaluation() {
    let f = [
        "-std=c++17",
        "--expt-relaxed-constexpr",
        "--cuda-path",
        "none",
        "--host-compiler",
        "none",
    ];
    let head = "template <class A, class B> __host__ __device__ constexpr auto cdiv(A const& a, B const& b) { return (a + b - 1) / b; }\nstruct K { static constexpr unsigned M = 384;\n  template <unsigned N> __device__ static constexpr void f() { constexpr int W = cdiv(M, 128); static_assert(W == 3, \"\"); } };\n";
    clean(
        &f,
        &format!("{head}__global__ void k() {{ K::f<1>(); }}\n__device__ int g() {{ constexpr int W = cdiv(K::M, 128); return W; }}\n"),
    );
    flags(
        &f,
        &format!("{head}__device__ int h(int x) {{ return cdiv(K::M, x); }}\n"),
        4,
        "hostvar.constexpr-no-reference-or-address",
    );
    flags(
        &f,
        &format!("{head}__device__ const unsigned* p() {{ constexpr const unsigned* q = &K::M; return q; }}\n"),
        4,
        "hostvar.constexpr-no-reference-or-address",
    );
}

/// `std::apply` (constexpr since C++17, the dialect that has it) in an extended lambda under
/// `--expt-relaxed-constexpr` (xgboost's `linalg_op.cuh`, 4 files). nvcc 13.5 accepts this; without
/// the flag the call is still an error.
#[test]
fn std_apply_under_relaxed_constexpr() {
    let src = r#"#include <tuple>
template <typename Fn> __global__ void run(Fn fn) { fn(1); }
void f(float* p) {
  auto g = [=] __host__ __device__(int a, int b) { p[a] = b; };
  run<<<1, 1>>>([=] __device__(int i) { std::apply(g, std::make_tuple(i, i)); });
}
"#;
    clean(
        &[
            "-std=c++17",
            "--extended-lambda",
            "--expt-relaxed-constexpr",
        ],
        src,
    );
    let e = errors(&["-std=c++17", "--extended-lambda"], src);
    assert!(e.iter().any(|&(l, _)| l == 5), "{e:?}");
}

/// `override` whose base declares the parameter through an alias (`const Alias*`), the
/// overrider through the aliased class (faiss's `GpuIndexIVF::search_preassigned`, 4 files): the
/// `const` of `const Alias*` is the pointee's. nvcc 13.5 accepts this; a real mismatch (the
/// pointee's `const` dropped) is still reported.
#[test]
fn override_through_alias_of_pointee() {
    let none = ["--cuda-path", "none", "--host-compiler", "none"];
    let src = |q: &str| {
        format!(
            r#"struct SearchParametersIVF {{ virtual ~SearchParametersIVF() {{}} }};
using IVFSearchParameters = SearchParametersIVF;
struct IndexIVFInterface {{ virtual void search_preassigned(int n, const IVFSearchParameters* p = nullptr) const = 0; virtual ~IndexIVFInterface() {{}} }};
struct GpuIndex {{ virtual ~GpuIndex() {{}} }};
struct GpuIndexIVF : public GpuIndex, public IndexIVFInterface {{
  void search_preassigned(int n, {q}SearchParametersIVF* p = nullptr) const override {{}}
}};
"#
        )
    };
    clean(&none, &src("const "));
    flags(&none, &src(""), 6, "features.cxx11.override-final-misuse");
}

/// A `static constexpr` local whose initializer the checker cannot evaluate (a constexpr call on
/// a generic lambda's parameter): constexpr means constant initialization, never dynamic
/// (CUTLASS `sm100_gemm_array_tma_warpspecialized.hpp`, 17 files). nvcc 13.5 accepts this; a
/// plain `static` local initialized at run time is still reported.
#[test]
fn static_constexpr_local_is_never_dynamically_initialized() {
    let f = [
        "-std=c++17",
        "--cuda-path",
        "none",
        "--host-compiler",
        "none",
    ];
    clean(
        &f,
        r#"template <class T> __host__ __device__ constexpr int rank(T const&) { return 2; }
struct Tup { int a, b; };
__global__ void k(int* o) {
  auto f = [&](auto inputs) { static constexpr int idx = rank(inputs) - 1; return idx; };
  o[0] = f(Tup{1, 2});
}
"#,
    );
    flags(
        &f,
        "__device__ int g(int x);\n__global__ void k(int* o) {\n  static int s = g(o[0]);\n  o[1] = s;\n}\n",
        3,
        "function.static-var-init",
    );
}

/// Function declarations the parser once read as variables: a parameter list whose type it
/// cannot resolve followed by a body (thrust's `select_system(thrust::any_system_tag) {`), and a
/// trailing return type whose template argument list holds `a<X>::value && b` before a `,`
/// (libcudacxx's `__iter_concept_fn`; the part after the `,` became an `inline __device__`
/// variable). 114 cccl files had `memspace.inline-variable-internal-linkage` from these.
/// nvcc 13.5 accepts this.
#[test]
fn function_declarations_with_unresolved_parameters_and_trailing_returns() {
    clean(
        &[
            "-std=c++17",
            "--cuda-path",
            "none",
            "--host-compiler",
            "none",
        ],
        r#"namespace thr { inline namespace v4 { struct any_tag {}; struct dev_tag {}; } }
namespace thr { namespace generic {
inline __host__ __device__ thr::dev_tag select_system(thr::any_tag) { return {}; }
} }
template <bool B, class T = void> struct en { using type = T; };
template <class T> struct prim { static constexpr bool value = true; };
struct ra_tag {};
template <class I> __host__ __device__ inline auto concept_fn(I, int)
  -> typename en<prim<I>::value && prim<I>::value, ra_tag>::type;
__global__ void k() { auto t = thr::generic::select_system(thr::any_tag{}); (void)t; }
"#,
    );
}

/// A constexpr `__host__ __device__` function returning long double and using long double
/// literals (stdgpu's `numeric_limits<long double>`, read once its backend's computed includes
/// are followed: 377 findings in 20 files): nvcc 13.5 accepts it without a word. A long double
/// in a plain `__host__ __device__` or `__device__` function is still reported.
#[test]
fn constexpr_host_device_long_double() {
    let f = [
        "-std=c++17",
        "--cuda-path",
        "none",
        "--host-compiler",
        "none",
    ];
    let ld = |src: &str| rule_findings(&f, src, "long-double.not-in-device");
    assert_eq!(
        ld(r#"template <class T> struct lim;
template <> struct lim<long double> { static constexpr __host__ __device__ long double inf() noexcept; };
constexpr __host__ __device__ long double lim<long double>::inf() noexcept { return 1.0L; }
__global__ void k(float* o) { o[0] = 1; }
"#),
        vec![]
    );
    assert_eq!(
        ld("__device__ long double f();\n__global__ void k(double* o) { o[0] = (double)f(); }\n"),
        vec![(1, Severity::Warning)]
    );
    assert_eq!(
        ld("__host__ __device__ double g(double x) {\n  long double y = x;\n  return (double)y;\n}\n"),
        vec![(2, Severity::Warning)]
    );
}

/// Long double in device code is reported at the strength of its clause (I.4.14, "not
/// supported": diagnosed at any severity, `cases/clauses/long-double.yaml`), a warning: nvcc
/// 13.5 compiles it as double, warning (#20208-D) where it generates device code from it and
/// silent elsewhere (stdgpu's `__host__ __device__` `hash<long double>::operator()`, in every
/// unit that includes `<stdgpu/functional.h>`, compiles without a word).
#[test]
fn long_double_in_device_code_is_a_warning() {
    let f = ["-std=c++17"];
    let src = r#"#include <cstddef>
template <typename T> struct hash;
template <> struct hash<double> { __host__ __device__ std::size_t operator()(const double& k) const; };
template <> struct hash<long double> { __host__ __device__ std::size_t operator()(const long double& k) const; };
inline __host__ __device__ std::size_t hash<double>::operator()(const double& k) const { return (std::size_t)k; }
inline __host__ __device__ std::size_t hash<long double>::operator()(const long double& key) const
{ return hash<double>()(static_cast<double>(key)); }
__global__ void k(double* o) { o[0] = hash<double>()(1.0); }
__device__ double d(double x) { long double y = x; return (double)y; }
"#;
    clean(&f, src);
    let got = rule_findings(&f, src, "long-double.not-in-device");
    assert!(
        got.contains(&(6, Severity::Warning)) && got.contains(&(9, Severity::Warning)),
        "{got:?}"
    );
}

/// A free function of a nested namespace is not a redeclaration of one of the same name in the
/// enclosing namespace (xgboost's host `common::DispatchBinType` beside its `__device__` copy
/// `common::cuda::DispatchBinType`, the same in an unnamed namespace): each keeps its own
/// execution space, so the host one's body is not device code and host code may call it.
/// nvcc 13.5 `-std=c++17 --expt-relaxed-constexpr` compiles this.
#[test]
fn nested_namespace_function_is_not_a_redeclaration() {
    clean(
        &["-std=c++17", "--expt-relaxed-constexpr"],
        r#"
struct Log { int& stream(); };
namespace xg { namespace common {
template <typename Fn> auto Dispatch(int t, Fn&& fn) {
  if (t) return fn(1);
  Log().stream() = 1;
  return fn(2);
}
void pack(int* p);
}}
namespace xg::common { namespace cuda {
template <typename Fn> auto __device__ Dispatch(int t, Fn&& fn) { return fn(1); }
}
namespace { __device__ void pack(int* p) { *p = 1; } }
}
void xg::common::pack(int* p) { Log().stream() = *p; }
namespace xg { struct G { void host(int* p) {
  common::Dispatch(1, [&](auto x){ return x; });
  common::pack(p);
} }; }
"#,
    );
    // (called: a declaration never defined nor called is no device code, see
    // `long_double_in_declaration_named_only_in_decltype`)
    // a redeclaration in the same namespace (also through a qualified definition) still merges
    flags(
        &["-std=c++17"],
        r#"
namespace a { __device__ void f(); }
void a::f() {}
void h() { a::f(); }
"#,
        4,
        "constexpr.relaxed-flag",
    );
}

/// In a member function defined outside its class, a parameter hides a member of the same name
/// (stdgpu's `unordered_base<...>::insert(InputIt begin, InputIt end)` beside the `__device__`
/// members `begin()`/`end()`, and a constructor's `occupied` parameter in its mem-initializer
/// beside `occupied(n)`): no `__device__` function's address is taken. nvcc 13.5 compiles this.
#[test]
fn out_of_line_member_parameter_hides_member() {
    clean(
        &["-std=c++17"],
        r#"
template <typename T> struct V {
  __device__ T* begin();
  __device__ bool occupied(int n) const;
  void insert(T* begin, T* end);
  V(const int& occupied);
  int _occupied;
};
template <typename T> void V<T>::insert(T* begin, T* end) { T* p = begin; (void)p; (void)end; }
template <typename T> V<T>::V(const int& occupied) : _occupied(occupied) {}
struct W {
  __device__ int* begin();
  void insert(int* first);
  void take();
};
void W::insert(int* begin) { int* p = begin; (void)p; }
"#,
    );
    // the member itself, named in an out-of-line member's body, still is the `__device__` one
    flags(
        &["-std=c++17"],
        "struct W {\n  __device__ int* begin();\n  void take();\n};\nvoid W::take() { auto p = &W::begin; (void)p; }\n",
        5,
        "function.device-address-in-host",
    );
}

/// A host `static const int` bound to a `const&` parameter while a constant expression is
/// evaluated (a constexpr local's initializer) puts no reference in device code, as for a
/// constexpr variable: CUTLASS's `constexpr int32_t W = ceil_div(MaxThreadsPerBlock,
/// NumThreadsPerWarpGroup);` in a `CUTLASS_DEVICE static constexpr` member (every unit that
/// includes the sm100 input-transform kernels: 85 of 157 CUTLASS files). nvcc 13.5 compiles it;
/// bound at run time it is still an error (nvcc: "identifier is undefined in device code").
#[test]
fn host_const_bound_to_reference_in_constant_expression() {
    let f = ["-std=c++17", "--expt-relaxed-constexpr"];
    clean(
        &f,
        r#"static const int NumThreadsPerWarpGroup = 128;
template <class T> __host__ __device__ constexpr T ceil_div(T const& a, T const& b) { return (a + b - 1) / b; }
struct K {
  static constexpr int MaxThreadsPerBlock = 384;
  template <unsigned N> __device__ static constexpr void reconf() {
    constexpr int W = ceil_div(MaxThreadsPerBlock, NumThreadsPerWarpGroup);
    if constexpr (N < 512 / W) {}
  }
  __device__ void run() { reconf<64>(); }
};
__global__ void k() { K().run(); }
"#,
    );
    flags(
        &f,
        "static const int G = 128;\ntemplate <class T> __host__ __device__ constexpr T cd(T const& a, T const& b) { return (a + b - 1) / b; }\n__global__ void k(int* o, int n) {\n  int w = cd(n, G);\n  o[0] = w;\n}\n",
        4,
        "hostvar.const-no-reference-or-address",
    );
}

/// A macro that expands to `#pragma unroll` (CUTLASS's `CUTLASS_PRAGMA_UNROLL` in nvcc's device
/// pass) is a pragma, not code: the declaration after it is a declaration (CUTLASS
/// `mma_sm61.h`'s local `ptr_A` was read as an expression and found the example's global
/// `DeviceAllocation ptr_A` declared later: `hostvar.const-value-use`, 18 CUTLASS files).
/// nvcc 13.5 compiles this.
#[test]
fn pragma_from_a_macro_is_not_code() {
    clean(
        &["-std=c++17"],
        r#"#include <cstdint>
#ifdef __CUDA_ARCH__
#define UNROLL #pragma unroll
#else
#define UNROLL
#endif
template <typename T, int N> struct Array { T v[N]; };
template <typename S, typename L> struct Mma;
template <typename L> struct Mma<int, L> {
  using FragmentA = Array<int8_t, 16>;
  __host__ __device__ void operator()(FragmentA & D, FragmentA const & A) {
    UNROLL
    for (int k = 0; k < 4; ++k) {
      UNROLL
      for (int m = 0; m < 4; ++m) {
        Array<int8_t, 4> const *ptr_A = reinterpret_cast<Array<int8_t, 4> const *>(&A);
        D.v[m] = ptr_A[m * 4 + k].v[0];
      }
    }
  }
};
__global__ void k(Array<int8_t, 16>* d) { Mma<int, int>()(*d, *d); }
struct Alloc { void reset(int); };
Alloc ptr_A;
"#,
    );
    // the loop after the pragma is still read: its body's device-code rules fire
    flags(
        &["-std=c++17"],
        "#define UNROLL #pragma unroll\n__global__ void k(int* o) {\n  UNROLL\n  for (int i = 0; i < 4; ++i) { throw 1; }\n}\n",
        4,
        "exception.no-device",
    );
}

/// The flags of cccl's units (manifest.yaml), without the toolkit's headers: the snippets need
/// none.
const CCCL: [&str; 7] = [
    "-std=c++17",
    "--extended-lambda",
    "--expt-relaxed-constexpr",
    "--cuda-path",
    "none",
    "--host-compiler",
    "none",
];

/// A conversion function to a globally qualified type (`operator ::cuda::std::size_t()`, as
/// libcudacxx and thrust spell every type) is a member function, not a data member named
/// `operator::` (`memspace.no-member` in every cccl unit). nvcc 13.5 accepts this; a memory
/// space on a real data member is still reported.
#[test]
fn conversion_to_globally_qualified_type() {
    clean(
        &CCCL,
        r#"namespace lib { namespace std { using size_t = unsigned long; } }
struct aligned {
  lib::std::size_t value;
  __host__ __device__ constexpr operator ::lib::std::size_t() const { return value; }
};
template <class T> struct shuf {
  T data;
  template <class U = T> __device__ operator ::lib::std::size_t() const { return data; }
};
__global__ void k(unsigned long* o) { aligned a{4}; o[0] = a; }
"#,
    );
    flags(
        &CCCL,
        "struct S {\n  __device__ int x;\n};\n",
        2,
        "memspace.no-member",
    );
}

/// A class template deriving from another specialization of itself
/// (`template <class E> class bad_expected_access : public bad_expected_access<void>`,
/// libcudacxx): the base's members are the specialization's, which the primary does not show,
/// so an `override` there is not reported (every cccl unit). nvcc 13.5 accepts this; an
/// `override` with no base function in a plain base is still reported.
#[test]
fn override_in_template_deriving_from_its_own_specialization() {
    clean(
        &CCCL,
        r#"struct exc { virtual ~exc() {} virtual const char* what() const noexcept { return ""; } };
template <class E> class bad_access;
template <> class bad_access<void> : public exc {
public:
  const char* what() const noexcept override { return "bad access"; }
};
template <class E> class bad_access : public bad_access<void> {
public:
  explicit bad_access(E e) : e_(e) {}
  ~bad_access() noexcept override {}
  E e_;
};
int main() { bad_access<int> b(1); return b.what()[0] == 'b' ? 0 : 1; }
"#,
    );
    flags(
        &CCCL,
        "struct B { void f(); };\ntemplate <class E> struct D : B {\n  void g() override {}\n};\n",
        3,
        "features.cxx11.override-final-misuse",
    );
}

/// A `__host__ __device__` function declared with a long double return and parameter, never
/// defined and named only in `decltype` (libcudacxx `__type_traits/promote.h`'s overload set
/// for `__promote`): no long double reaches device code. nvcc 13.5 accepts this; the same
/// declaration called from device code is still reported.
#[test]
fn long_double_in_declaration_named_only_in_decltype() {
    clean(
        &CCCL,
        r#"struct promote {
  __host__ __device__ static float test(float);
  __host__ __device__ static double test(double);
  __host__ __device__ static long double test(long double);
};
template <class T> using promoted = decltype(promote::test(T()));
__global__ void k(float* o) { promoted<float> x = 1.0f; o[0] = x; }
"#,
    );
    // a function used in device code is still reported (a warning: the clause's strength)
    assert_eq!(
        rule_findings(
            &CCCL,
            "__device__ long double f(long double);\n__global__ void k(double* o) { o[0] = (double)f(o[1]); }\n",
            "long-double.not-in-device",
        ),
        vec![(1, Severity::Warning)]
    );
}

/// cub's tuning policies: elements of a constexpr policy object (a host constexpr variable of
/// class type) read while a constant expression is evaluated (a template argument,
/// `static_assert`, a constexpr local's initializer) or through a constexpr member function
/// called with constant arguments (`squadReduce.threadCount()`): the value is computed at
/// compile time, as in the constexpr call I.4.20.5 allows. nvcc 13.5 accepts this (it is in
/// every cub kernel, so every thrust unit); a direct run-time read and a run-time call are
/// still reported.
#[test]
fn constexpr_policy_object_read_at_compile_time() {
    clean(
        &CCCL,
        r#"struct Policy { int threads = 128; int unroll = 4;
  __host__ __device__ constexpr int tile() const { return threads * unroll; } };
struct Squad { int idx = -1; int warps = 1;
  __host__ __device__ constexpr int thread_count() const { return 32 * warps; } };
template <int N> __device__ int merge(int x) { return x * N; }
template <class Sel> struct Closure {
  static constexpr Policy policy = Sel::policy;
  static constexpr Squad reduce = {0, 4};
  static_assert(policy.tile() % 16 == 0, "tile");
  __device__ static int run(int* smem, int i) {
    constexpr int t = policy.threads;
    smem[reduce.thread_count() + i] = merge<policy.unroll>(i);
    return t;
  }
};
struct Sel { static constexpr Policy policy{}; };
__global__ void k(int* o) { o[0] = Closure<Sel>::run(o, 1); }
"#,
    );
    let bad = r#"struct Squad { int idx = -1; int warps = 1;
  __host__ __device__ constexpr int at(int i) const { return i * warps; } };
constexpr Squad reduce = {0, 4};
__global__ void k(int* o) {
  o[0] = reduce.warps;
  o[1] = reduce.at(o[2]);
}
"#;
    // the 11.x/12.x rule (CUDA 13 lets the value of a class-type V be used directly, A52)
    let seed = [CCCL.as_slice(), &["--cuda=12.9"]].concat();
    flags(
        &seed,
        bad,
        5,
        "hostvar.constexpr-nonscalar-in-constexpr-call",
    );
    flags(
        &seed,
        bad,
        6,
        "hostvar.constexpr-nonscalar-in-constexpr-call",
    );
    clean(&CCCL, bad);
}

/// A `__device__` function with a deduced return type referenced in a template through the
/// template's parameters (cub's `current_policy<PolicySelector>()` in its
/// `__host__ __device__` launch-bounds helpers and policy-holding class templates): whether the
/// host compilation has the reference depends on the instantiations, which the checker does not
/// model. nvcc 13.5 accepts this; a reference that does not depend on the template is still
/// reported.
#[test]
fn dependent_reference_to_deduced_return_device_function() {
    clean(
        &CCCL,
        r#"struct Pol { int threads; };
struct Sel { __host__ __device__ constexpr Pol operator()(int) const { return Pol{128}; } };
template <class S> __device__ constexpr auto current_policy() { return S{}(0); }
#pragma nv_exec_check_disable
template <class S> __host__ __device__ constexpr int bounds() {
  constexpr Pol p = current_policy<S>();
  return p.threads;
}
template <class S> struct Res {
  static constexpr Pol policy = current_policy<S>();
};
template <class S> __global__ void __launch_bounds__(bounds<S>()) k(int* o) {
  constexpr int t = Res<S>::policy.threads;
  o[0] = t;
}
int main() { k<Sel><<<1, 1>>>(nullptr); return 0; }
"#,
    );
    flags(
        &CCCL,
        "__device__ auto fn1(int x) { return x; }\ntemplate <class T> __host__ __device__ int hd() {\n  decltype(fn1(1)) x = 0;\n  return x;\n}\n",
        3,
        "deduced-return.device-reference-outside-body",
    );
}

/// A static constexpr local of an aggregate type whose members have member initializers,
/// initialized from a value of its class (cub's kernels:
/// `static constexpr TransformPolicy policy = current_policy<PolicySelector>();`): the object
/// is copied, no member is default-initialized, so the initializers play no part (I.4.9.4 via
/// I.4.3.1). nvcc 13.5 accepts this; the same aggregate list-initialized, which runs them, is
/// still reported by the guide's text.
#[test]
fn static_constexpr_aggregate_copied_from_a_value() {
    clean(
        &CCCL,
        r#"struct Prefetch { int stride = 128; int unroll = 0; };
struct TransformPolicy { int threads; Prefetch prefetch; };
template <class S> __device__ constexpr auto current_policy() { return S{}(); }
struct Sel { __host__ __device__ constexpr TransformPolicy operator()() const { return TransformPolicy{256, {}}; } };
template <class S> __global__ void k(int* o) {
  static constexpr TransformPolicy policy = current_policy<S>();
  static constexpr TransformPolicy copy = policy;
  constexpr int t = policy.threads + copy.prefetch.stride;
  o[0] = t;
}
template __global__ void k<Sel>(int*);
"#,
    );
    let bad = r#"struct Prefetch { int stride = 128; int unroll = 0; };
struct TransformPolicy { int threads; Prefetch prefetch; };
__global__ void k(int* o) {
  static constexpr TransformPolicy policy{256};
  static constexpr TransformPolicy other = TransformPolicy{256};
  constexpr int t = policy.threads + other.threads;
  o[0] = t;
}
"#;
    flags(&CCCL, bad, 4, "function.static-var-init");
    flags(&CCCL, bad, 5, "function.static-var-init");
}

/// A using-declaration naming a template of an inline namespace (`using thrust::complex;`,
/// thrust's versioned ABI namespace) inside a namespace of the same name (thrust's
/// `detail::complex`): the name is the template, so `f(complex<double> z);` declares a
/// function, not an `inline __device__` variable (thrust `detail/complex/catrig.h`, 34 cccl
/// files). nvcc 13.5 accepts this; an inline `__device__` variable is still reported.
#[test]
fn using_declaration_through_inline_namespace() {
    clean(
        &CCCL,
        r#"namespace thr { inline namespace v1 { template <class T> struct complex { T re, im; }; } }
namespace thr { inline namespace v1 { namespace detail { namespace complex {
using thr::complex;
__host__ __device__ inline complex<double> clog_large(complex<double> z);
__host__ __device__ inline complex<double> clog_large(complex<double> z) { return z; }
} } } }
"#,
    );
    flags(
        &CCCL,
        "inline __device__ int xxx = 1;\n__global__ void k(int* o) { *o = xxx; }\n",
        1,
        "memspace.inline-variable-internal-linkage",
    );
}

/// A toolkit type that only one view's code names elsewhere (`nvcuda::wmma::layout_t`: the
/// device view's `#if __CUDA_ARCH__ >= 700` body uses `<mma.h>`'s fragments, so only that view
/// keeps the toolkit's declarations) is unknown in the other view, and a kernel's parameter of
/// that type is not a signature that depends on `__CUDA_ARCH__` (tiny-cuda-nn
/// `fully_fused_mlp.cu`). Needs the provisioned toolkit (else nothing differs: passes). nvcc
/// 13.5 `-arch=sm_80` compiles this.
#[test]
fn type_unknown_in_one_view_is_no_signature_difference() {
    clean(
        &["-std=c++14"],
        r#"#include <mma.h>
template <int N>
__global__ void k(float* o, const nvcuda::wmma::layout_t la) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> acc;
  nvcuda::wmma::fill_fragment(acc, 0.0f);
  nvcuda::wmma::store_matrix_sync(o, acc, 16, la);
#endif
}
template __global__ void k<1>(float*, const nvcuda::wmma::layout_t);
"#,
    );
    // a type both views know, different in each, is still a difference
    flags(
        &["-std=c++14"],
        "#ifdef __CUDA_ARCH__\ntypedef int T;\n#else\ntypedef float T;\n#endif\n__global__ void k(T t) {}\n",
        6,
        "cudaarch.signature",
    );
}

/// A using-directive in a function body makes the namespace's names visible as if declared in
/// an enclosing namespace: a parameter of the same name hides them (CUTLASS 77_blackwell_fmha's
/// tile schedulers: `using namespace cute;` then `get<0>(cluster_shape)`, the parameter, not
/// the `__device__` `cute::cluster_shape()`: `function.device-address-in-host`, 5 files).
/// nvcc 13.5 compiles this.
#[test]
fn block_using_directive_does_not_hide_parameters() {
    clean(
        &["-std=c++17"],
        r#"namespace cute { __device__ unsigned cluster_shape() { return 1; } template <int I, class T> __host__ __device__ int get(T const& t) { return t; } }
namespace ns {
struct Sched {
  struct Params { int g; };
  template <class CS> static Params args(CS const& cluster_shape) {
    using namespace cute;
    return Params{ get<0>(cluster_shape) };
  }
};
}
int main() { return ns::Sched::args(3).g; }
"#,
    );
    // the directive's names are still found where nothing closer declares the name
    flags(
        &["-std=c++17"],
        "namespace cute { __device__ unsigned cluster_shape() { return 1; } }\nvoid h() {\n  using namespace cute;\n  auto p = &cluster_shape;\n  (void)p;\n}\n",
        4,
        "function.device-address-in-host",
    );
}

/// Under `--expt-relaxed-constexpr` a constexpr default constructor (user-declared, no space
/// specifier) may be called from device code, as a constexpr constructor taking arguments:
/// flashinfer's `getPackedLamportInit` default-initializes a local union with a
/// `constexpr PackedT()` in a `__host__ __device__` function. nvcc 13.5 compiles this; without
/// the flag it rejects the call, and so does the checker.
#[test]
fn relaxed_constexpr_default_constructor_in_device_code() {
    let src = "struct S { int x; constexpr S() : x(1) {} };\n__global__ void k(int* o) {\n  S s{};\n  o[0] = s.x;\n}\n";
    clean(&["-std=c++17", "--expt-relaxed-constexpr"], src);
    flags(&["-std=c++17"], src, 3, "function.implicit-execution-space");
}
