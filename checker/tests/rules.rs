//! Per-rule unit tests: for each rule a snippet that breaks it (the lines marked `//!` must be
//! reported, with that rule id, and no other line) and a snippet that obeys it (no error).

#[path = "support/verdict.rs"]
mod verdict;
use verdict::*;

use cuconform_check::rules;
use std::collections::BTreeSet;

// ------------------------------------------------------------------ I.4.1

/// The checker's own finding: a bound on runaway input reached (here: macro arguments nested
/// past 64 levels) is reported where it was reached; within the bound, nothing.
#[test]
fn checker_incomplete() {
    let nest = |n: usize| format!("{}1{}", "F(".repeat(n), ")".repeat(n));
    warns(
        "checker.incomplete",
        &[],
        &format!("#define F(x) x\nint v = {}; //!\n", nest(70)),
    );
    obeys(
        "checker.incomplete",
        &[],
        &format!("#define F(x) x\nint v = {};\n", nest(30)),
    );
}

#[test]
fn host_extensions() {
    bad(
        "hostext.no-device-extensions",
        &[],
        "__device__ int f(int n) {\n  int a[n]; //!\n  return a[0];\n}\n",
    );
    bad(
        "hostext.no-device-extensions",
        &[],
        "__device__ int g(int x) {\n  return ({ int y = x; y + 1; }); //!\n}\n",
    );
    obeys("hostext.no-device-extensions", &[], "int g(int x) { return ({ int y = x; y + 1; }); }\n__device__ int h(int n) { const int m = 4; int a[m]; return a[0] + n; }\n");
    bad(
        "hostext.complex-host-only",
        &[],
        "__device__ void f() {\n  _Complex float z; //!\n}\n",
    );
    bad(
        "hostext.float128-host-only",
        &[],
        "__global__ void k(__float128 x) { } //!\n",
    );
    obeys(
        "hostext.float128-host-only",
        &[],
        "__float128 twice(__float128 x) { return x * 2; }\n",
    );
}

// ------------------------------------------------------------------ I.4.2.1

#[test]
fn cuda_arch() {
    let sig = "#ifdef __CUDA_ARCH__\ntypedef double real;\n#else\ntypedef float real;\n#endif\n__device__ real v; //!\n__global__ void k(real *p) { } //!\n__device__ void f(real x) { }\n";
    bad("cudaarch.signature", &[], sig);
    bad("cudaarch.signature", &[], "#if __CUDA_ARCH__ >= 700\n#define T int\n#else\n#define T long\n#endif\n__global__ void k(T x) { } //!\n");
    obeys("cudaarch.signature", &[], "#ifdef __CUDA_ARCH__\ntypedef double real;\n#else\ntypedef double real;\n#endif\n__device__ real v;\n");
    bad("cudaarch.global-template-instantiation", &[], "template <typename T> __global__ void kern(T in) { }\n__host__ __device__ void foo() {\n#ifndef __CUDA_ARCH__\n  kern<<<1,1>>>(1); //!\n#endif\n}\n");
    obeys(
        "cudaarch.global-template-instantiation",
        &[],
        "template <typename T> __global__ void kern(T in) { }\nvoid foo() { kern<<<1,1>>>(1); }\n",
    );
    bad(
        "cudaarch.separate-definition-presence",
        &["-rdc=true"],
        "#ifndef __CUDA_ARCH__\nvoid foo(void) { } //!\n#endif\n",
    );
    obeys(
        "cudaarch.separate-definition-presence",
        &[],
        "#ifndef __CUDA_ARCH__\nvoid foo(void) { }\n#endif\n",
    );
    obeys(
        "cudaarch.separate-definition-presence",
        &["-rdc=true"],
        "#ifndef __CUDA_ARCH__\nstatic void foo(void) { }\n#endif\n",
    );
}

// ------------------------------------------------------------------ I.4.3.1

#[test]
fn memory_spaces() {
    bad(
        "memspace.no-member",
        &[],
        "struct S {\n  __device__ int x; //!\n  int y;\n};\n",
    );
    bad(
        "memspace.no-parameter",
        &[],
        "__device__ void f(__shared__ int x) { } //!\n",
    );
    bad(
        "memspace.no-host-local",
        &[],
        "void f() {\n  __device__ int x; //!\n}\n",
    );
    bad(
        "memspace.no-host-local",
        &[],
        "__host__ __device__ void f() {\n  __shared__ int x; //!\n}\n",
    );
    obeys("memspace.no-host-local", &[], "__host__ __device__ void f() {\n#ifdef __CUDA_ARCH__\n  __shared__ int x; (void)x;\n#endif\n}\n");
    bad("memspace.no-device-automatic", &[], "__device__ void f() {\n  __device__ int x; //!\n  __shared__ int y;\n  static __device__ int z;\n}\n");
    bad(
        "memspace.no-extern-whole-program",
        &[],
        "extern __device__ int v; //!\nextern __shared__ int dyn[];\n",
    );
    obeys(
        "memspace.no-extern-whole-program",
        &["-rdc=true"],
        "extern __device__ int v;\n__global__ void k(int *o) { *o = v; }\n",
    );
    bad(
        "memspace.empty-ctor.no-params-empty-body",
        &[],
        "struct S { int x; __device__ S() { x = 1; } };\n__device__ S s; //!\n",
    );
    bad(
        "memspace.empty-ctor.defined",
        &[],
        "struct S { __device__ S(); };\n__constant__ S s; //!\n__device__ S::S() { }\n",
    );
    bad(
        "memspace.empty-ctor.no-virtual-no-nsdmi",
        &[],
        "struct S { int x = 3; };\n__device__ S s; //!\n",
    );
    bad("memspace.empty-ctor.bases", &[], "struct B { __device__ B() { int q = 0; (void)q; } };\nstruct S : B { __device__ S() { } };\n__shared__ S s[2]; //!\n");
    bad(
        "memspace.empty-dtor.empty-body",
        &[],
        "struct S { __device__ ~S() { int q; (void)q; } };\n__device__ S s; //!\n",
    );
    obeys("memspace.empty-dtor.empty-body", &[], "struct A { int x; };\nstruct B { __host__ __device__ B() { } __host__ __device__ ~B() { } };\nstruct S : A, B { int v; B b; __host__ __device__ S() { } };\n__device__ S d;\n__constant__ S c;\n");
    // `__shared__ T` in a __global__ template: judged for the class a launch instantiates it with
    bad("memspace.empty-ctor.no-params-empty-body", &[], "struct N { __host__ __device__ N() : x(1) { } int x; };\ntemplate <typename T> __global__ void k() {\n  __shared__ T bad; //!\n  (void)bad;\n}\nvoid h() { k<N><<<1, 1>>>(); }\n");
    obeys("memspace.empty-ctor.no-params-empty-body", &[], "struct N { __host__ __device__ N() : x(1) { } int x; };\nstruct E { __host__ __device__ E() { } int x; };\ntemplate <typename T> __global__ void k() {\n  __shared__ T ok;\n  (void)ok;\n}\ntemplate <typename T> __global__ void unlaunched() { __shared__ T fine; (void)fine; }\nvoid h() { k<E><<<1, 1>>>(); k<int><<<1, 1>>>(); k<N *><<<1, 1>>>(); }\n");
    // A class whose only constructor is a template: default-initialization calls the
    // template's specialization for no arguments, which must be defined and empty.
    bad(
        "memspace.empty-ctor.defined",
        &[],
        "struct U { template <typename... A> __device__ U(A...); };\n__device__ U u; //!\n",
    );
    bad("memspace.empty-ctor.no-params-empty-body", &[], "struct N { int n; template <typename... A> __device__ N(A...) { n = 1; } };\n__constant__ N c; //!\n");
    bad("function.static-var-init", &[], "struct N { int n; template <typename... A> __device__ N(A...) { n = 1; } };\n__device__ void f() {\n  static __device__ N s; //!\n}\n");
    obeys("memspace.empty-ctor.no-params-empty-body", &[], "struct E { template <typename... A> __device__ E(A...) { } };\n__device__ E e;\n__shared__ E s;\nstruct P { __device__ P() { } template <typename X> __device__ P(X) { int q = 0; (void)q; } };\n__device__ P p;\n");
}

// ------------------------------------------------------------------ I.4.3.2

#[test]
fn managed_variables() {
    bad(
        "managed.no-const",
        &[],
        "__managed__ const int y = 1; //!\n__managed__ const int *ok_ptr;\n",
    );
    bad(
        "managed.no-reference",
        &[],
        "__managed__ int x;\n__managed__ int &r = x; //!\n",
    );
    bad(
        "managed.no-use-in-static-init",
        &[],
        "__managed__ int x;\nint *p = &x; //!\nint main() { int *q = &x; return *q; }\n",
    );
    bad(
        "managed.no-use-in-static-init",
        &[],
        "__managed__ int x;\nstruct S { S() { x = 1; } };\nS s; //!\n",
    );
    bad(
        "managed.address-not-constant",
        &[],
        "__managed__ int x;\ntemplate <int *P> struct T { };\nT<&x> t; //!\n",
    );
    bad("managed.decltype-unparenthesized", &[], "__managed__ int x;\nvoid f() {\n  decltype(x) a = 0; //!\n  decltype((x)) b = x;\n  (void)a; (void)b;\n}\n");
    bad(
        "managed.no-host-local-without-linkage",
        &["-rdc=true"],
        "void f() {\n  static __managed__ int m; //!\n  extern __managed__ int n;\n}\n",
    );
    bad(
        "managed.no-device-local-without-linkage",
        &[],
        "__device__ void f() {\n  __managed__ int m; //!\n  static __managed__ int n;\n}\n",
    );
    warns(
        "managed.no-use-before-runtime-init",
        &[],
        "__managed__ int x;\n__attribute__((constructor)) void init() { x = 1; } //!\n",
    );
}

// ------------------------------------------------------------------ I.4.5, I.4.6, I.4.7

#[test]
fn operators_rtti_exceptions() {
    bad(
        "dp.constant.immutable",
        &[],
        "__constant__ int c;\n__device__ void f() {\n  c = 1; //!\n}\n",
    );
    bad(
        "operator.shared-no-initializer",
        &[],
        "__global__ void k() {\n  __shared__ int s = 0; //!\n}\n",
    );
    bad(
        "operator.builtin-no-assign",
        &[],
        "__global__ void k() {\n  threadIdx.x = 1; //!\n}\n",
    );
    bad(
        "operator.builtin-no-address",
        &[],
        "__global__ void k() {\n  const dim3 *p = &blockIdx; //!\n  (void)p;\n}\n",
    );
    bad(
        "rtti.no-typeid-device",
        &[],
        "#include <typeinfo>\n__device__ void f(int x) {\n  (void)typeid(x); //!\n}\n",
    );
    bad("rtti.no-dynamic-cast-device", &[], "struct B { virtual __device__ ~B() { } };\nstruct D : B { };\n__device__ D *f(B *b) {\n  return dynamic_cast<D *>(b); //!\n}\n");
    bad(
        "exception.no-device",
        &[],
        "__device__ void f() {\n  throw 1; //!\n}\n",
    );
    obeys(
        "exception.no-device",
        &[],
        "void f() { try { throw 1; } catch (...) { } }\n",
    );
    bad(
        "exception.global-no-spec",
        &[],
        "__global__ void k() noexcept { } //!\n",
    );
}

// ------------------------------------------------------------------ I.4.9

#[test]
fn operators_and_special_members_across_spaces() {
    // B.1.4: a __host__ member operator or destructor is called from device code when an
    // operator expression or `p->~S()` names it there; in a __host__ __device__ function only
    // where device code uses that function (nvcc warns of an unused one)
    bad("constexpr.relaxed-flag", &[], "struct T { void operator+() { } T operator-(const T &) { return *this; } void operator+=(int) { } };\nstruct S { ~S() { } };\n__device__ void d(T t, S *s) {\n  +t; //!\n  t - t; //!\n  t += 1; //!\n  s->~S(); //!\n}\n__host__ __device__ void hd(T t) {\n  t - t; //!\n}\n__global__ void k(T t) { hd(t); }\n");
    obeys("constexpr.relaxed-flag", &[], "struct T { void operator+() { } __host__ __device__ T operator-(const T &) { return *this; } };\nstruct S { ~S() { } };\n__host__ __device__ void unused(T t, S *s) { +t; s->~S(); }\n__host__ __device__ void guarded(T t) {\n#ifndef __CUDA_ARCH__\n  +t;\n#endif\n}\n__device__ void d(T t, int a, int b) { t - t; (void)(a - b); guarded(t); }\nvoid h(T t) { +t; unused(t, nullptr); }\n");
    // a host conversion function called by copy-initialization in device code
    bad("constexpr.relaxed-flag", &[], "struct D { };\nstruct T { operator D() { return D(); } };\n__device__ void d(T t) {\n  D x = t; //!\n  (void)x;\n}\n");
    obeys("constexpr.relaxed-flag", &[], "struct D { };\nstruct T { __host__ __device__ operator D() { return D(); } };\nstruct H { operator D() { return D(); } };\n__device__ void d(T t) { D x = t; (void)x; }\nvoid h(H k) { D y = k; (void)y; }\n");
    // a namespace-scope host object whose default-initialization evaluates a call of a
    // __device__ function (a default member initializer, a constructor's default argument)
    bad("constexpr.relaxed-flag", &[], "__device__ int dev() { return 1; }\nstruct I { int a = 1 + dev(); };\nI i; //!\nstruct A { int d; A(int x = dev()) : d(x) { } };\nA a; //!\n");
    obeys("constexpr.relaxed-flag", &[], "__host__ __device__ int hd() { return 1; }\n__device__ int dev() { return 1; }\nstruct I { int a = 1 + hd(); };\nI i;\nstruct A { int d; A(int x = hd()) : d(x) { } };\nA a;\nstruct B { int d; B(int x = dev()) : d(x) { } };\nB b(2);\n");
    // the constructor of a local object in a __host__ __device__ function used from device
    // code, and of a namespace-scope host object
    bad("function.implicit-execution-space", &[], "struct S { S() { } };\n__host__ __device__ void hd() {\n  S s; //!\n}\n__global__ void k() { hd(); }\nstruct D { __device__ D() { } };\nD d; //!\nstruct E { __host__ E() { } __device__ E(int) { } };\nE e(1); //!\n");
    obeys("function.implicit-execution-space", &[], "struct S { S() { } };\n__host__ __device__ void hd() { S s; }\nvoid h() { hd(); }\nstruct B { __host__ __device__ B() { } };\nB b;\nstruct E { __host__ E() { } __device__ E(int) { } };\nE e;\n");
}

#[test]
fn functions() {
    // B.1.1: a __global__ function returns void and is called only with a configuration
    bad("extensions.global-void-return", &[], "struct R { int v; };\ntypedef int count_t;\n__global__ count_t k1(); //!\n__global__ R k2() { return R{1}; } //!\n__global__ int *k3(); //!\n");
    obeys("extensions.global-void-return", &["-std=c++14"], "typedef void V;\n__global__ void k1() { }\n__global__ V k2() { }\n__global__ auto k3() -> void { }\ntemplate <typename T> __global__ T k4() { }\nint main() { k1<<<1, 1>>>(); k2<<<1, 1>>>(); k3<<<1, 1>>>(); k4<void><<<1, 1>>>(); }\n");
    bad("extensions.global-call-configured", &[], "__global__ void k(int) { }\ntemplate <typename T> __global__ void t(T) { }\nvoid h() {\n  k(1); //!\n  t<int>(2); //!\n}\n__device__ void d() {\n  k(3); //!\n}\n");
    obeys("extensions.global-call-configured", &[], "__global__ void k(int) { }\nvoid k(int, int) { }\nvoid h() {\n  k<<<1, 1>>>(1);\n  k(1, 2);\n  void (*p)(int) = k;\n  p<<<1, 1, 0>>>(4);\n  (void)sizeof(&k);\n}\n");
    bad(
        "global.param-no-variadic",
        &[],
        "__global__ void k(int n, ...) { } //!\n",
    );
    bad(
        "global.param-no-reference",
        &[],
        "__global__ void k(const int &r) { } //!\n",
    );
    bad(
        "global.param-size-limit",
        &[],
        "struct Big { char b[5000]; };\n__global__ void k(Big b) { } //!\n",
    );
    obeys(
        "global.param-size-limit",
        &[],
        "struct Small { char b[4000]; };\n__global__ void k(Small b, int *p) { }\n",
    );
    bad("global.no-friend-definition", &[], "struct S {\n  friend __global__ void k(void) { } //!\n  friend __global__ void j(void);\n};\n");
    bad(
        "global.no-operator",
        &[],
        "struct S { };\n__global__ void operator+(S, S) { } //!\n",
    );
    bad(
        "global.no-static-member",
        &[],
        "struct S {\n  static __global__ void k(void); //!\n};\n",
    );
    bad(
        "function.static-var-memspace",
        &[],
        "__host__ __device__ void f() {\n  static __device__ int d; //!\n  static int i;\n}\n",
    );
    bad(
        "function.static-var-init",
        &[],
        "__device__ void f(int x) {\n  static int a = 11;\n  static int b = x; //!\n}\n",
    );
    bad(
        "function.device-address-in-host",
        &[],
        "__device__ int d() { return 1; }\nvoid h() {\n  int (*p)() = d; //!\n  (void)p;\n}\n",
    );
    bad("defaulted.later-declaration-kept", &[], "struct S2 { __host__ S2(); };\nS2::S2() = default;\n__device__ void f() {\n  S2 s; //!\n}\n");
}

// ------------------------------------------------------------------ I.4.10, I.4.11

#[test]
fn classes_and_templates() {
    bad("class.virtual-override-space-match", &[], "struct B { virtual __device__ int g() { return 1; } };\nstruct D : B {\n  __host__ int g() { return 2; } //!\n};\n");
    obeys("class.virtual-override-space-match", &[], "struct B { virtual __device__ int g(int) { return 1; } };\nstruct D : B { __host__ int g(long) { return 2; } };\n");
    bad("global.param-no-virtual-class", &[], "struct V { virtual __device__ void f() { } };\n__global__ void k(V v) { } //!\n__global__ void j(V *v) { }\n");
    bad(
        "global.param-no-virtual-base",
        &[],
        "struct B { int x; };\nstruct D : virtual B { };\n__global__ void k(D d) { } //!\n",
    );
    bad(
        "class.anonymous-union-no-device-reference",
        &[],
        "static union { int a; float b; };\n__device__ int f() {\n  return a; //!\n}\n",
    );
    bad("class.static-data-member-device", &[], "struct S { static int count; };\nint S::count = 0;\n__device__ int f() {\n  return S::count; //!\n}\n");
    bad("template.arg-private-member", &[], "template <typename T> __global__ void kern() { }\nclass C {\n  struct Inner { };\npublic:\n  static void go() {\n    kern<Inner><<<1,1>>>(); //!\n  }\n};\n");
    bad("template.arg-host-local", &["-std=c++14"], "template <typename T> __device__ T d1;\nvoid fn() {\n  struct L { };\n  d1<L> = {}; //!\n}\n");
}

// ------------------------------------------------------------------ I.4.13, I.4.14, I.4.20.5

#[test]
fn host_variables() {
    bad(
        "hostvar.const-value-use",
        &[],
        "extern const int zzz;\n__device__ int f() {\n  return zzz; //!\n}\nconst int zzz = 20;\n",
    );
    bad(
        "hostvar.const-no-reference-or-address",
        &[],
        "const int x = 1;\n__device__ const int *f() {\n  return &x; //!\n}\n",
    );
    obeys("hostvar.const-no-reference-or-address", &[], "const int x = 10;\nconst float w = 5.0f;\nstruct S { static const int y = 20; };\n__device__ int f() { int a[x]; a[0] = S::y; return a[0] + x + (int)w; }\n");
    bad("hostvar.constexpr-no-reference-or-address", &[], "constexpr int xxx = 10;\n__device__ void f() {\n  const int &r = xxx; //!\n  (void)r;\n}\n");
    bad("hostvar.constexpr-nonscalar-in-constexpr-call", &[], "constexpr int arr[] = {1, 2, 3};\nconstexpr __device__ int get(int i) { return arr[i]; }\n__device__ int f(int idx) {\n  return get(2) + get(idx); //!\n}\n");
    bad(
        "long-double.not-in-device",
        &[],
        "__device__ void f() {\n  long double x = 1; //!\n  (void)x;\n}\n",
    );
}

// ------------------------------------------------------------------ I.4.20, I.4.21, I.4.22

#[test]
fn cxx_features() {
    bad("lambda.exec-space-enclosing-function", &[], "__device__ int dev() { return 1; }\nvoid h() {\n  auto l = [] { return dev(); }; //!\n  l();\n}\n");
    bad(
        "lambda.exec-space-no-enclosing-function",
        &[],
        "auto g = [] { return 0; };\n__device__ int f() {\n  return g(); //!\n}\n",
    );
    bad("lambda.closure-global-template-arg", &[], "template <typename T> __global__ void foo(T in) { }\nvoid bar() {\n  auto t = [] { };\n  foo<<<1,1>>>(t); //!\n}\n");
    obeys("lambda.closure-global-template-arg", &["--extended-lambda"], "template <typename T> __global__ void foo(T in) { }\nvoid bar() {\n  auto t = [] __device__ { };\n  foo<<<1,1>>>(t);\n}\n");
    bad("initlist.host-device", &["--no-host-device-initializer-list"], "#include <initializer_list>\n__device__ int f(std::initializer_list<int> in) {\n  return (int)in.size(); //!\n}\n");
    bad("rvalue.move-forward-host-device", &["--no-host-device-move-forward"], "#include <utility>\n__device__ int f(int a) {\n  int b = std::move(a); //!\n  return b;\n}\n");
    bad(
        "constexpr.cross-space-call",
        &[],
        "constexpr int sq(int x) { return x * x; }\n__device__ int f() {\n  return sq(3); //!\n}\n",
    );
    obeys(
        "constexpr.cross-space-call",
        &["--expt-relaxed-constexpr"],
        "constexpr int sq(int x) { return x * x; }\n__device__ int f() { return sq(3); }\n",
    );
    bad("memspace.inline-unnamed-namespace", &[], "inline namespace {\nnamespace N2 {\n  __device__ int x; //!\n  __global__ void k() { } //!\n}\n}\n");
    bad(
        "cxx11.thread-local-not-in-device",
        &[],
        "__device__ void f() {\n  thread_local int t = 0; //!\n  (void)t;\n}\n",
    );
    bad(
        "global.no-constexpr",
        &[],
        "constexpr __global__ void k() { } //!\n",
    );
    bad(
        "global.param-no-initializer-list-va-list",
        &[],
        "#include <initializer_list>\n__global__ void k(std::initializer_list<int> l) { } //!\n",
    );
    bad(
        "global.param-no-rvalue-reference",
        &[],
        "__global__ void k(int &&r) { } //!\n",
    );
    bad(
        "global.variadic-template-pack-last",
        &[],
        "template <typename... P, typename T> //!\n__global__ void k(T t, P... p);\n",
    );
    bad(
        "memspace.no-constexpr-managed-shared",
        &[],
        "constexpr __managed__ int m = 1; //!\n",
    );
    bad(
        "global.no-deduced-return",
        &[],
        "__global__ auto k() { } //!\n",
    );
    bad("deduced-return.device-reference-outside-body", &[], "__device__ auto fn1(int x) { return x; }\ndecltype(fn1(10)) g1; //!\n__device__ void ok() { int (*p)(int) = fn1; (void)p; }\n");
    bad("memspace.inline-variable-internal-linkage", &["-std=c++17"], "inline __device__ int xxx; //!\nstatic inline __device__ int yyy;\ninline __shared__ int zzz;\n");
    obeys(
        "memspace.inline-variable-internal-linkage",
        &["-std=c++17", "-rdc=true"],
        "inline __device__ int xxx;\n",
    );
    bad(
        "memspace.no-structured-binding",
        &["-std=c++17"],
        "struct S { int x; int y; };\n__device__ auto [a1, b1] = S{4, 5}; //!\n",
    );
}

// ------------------------------------------------------------------ I.4.12, I.4.15

#[test]
fn trigraphs_and_deprecation() {
    bad(
        "trigraph.not-supported",
        &[],
        "__device__ int one(void) ??< return 1; ??> //!\n__device__ const char *s = \"??=\";\n",
    );
    warns("attr.deprecated-device-diagnostic", &["-std=c++14"], "[[deprecated]] __device__ int old(void) { return 1; }\n__device__ int use(void) {\n  return old(); //!\n}\n");
    bad("attr.deprecated-device-diagnostic", &["-std=c++14", "-Werror=deprecated-declarations"], "[[deprecated]] __device__ int old(void) { return 1; }\n__device__ int use(void) {\n  return old(); //!\n}\n");
    obeys("attr.deprecated-device-diagnostic", &["-std=c++14", "-Werror=deprecated-declarations"], "#pragma nv_diag_suppress deprecated_entity\n[[deprecated]] __device__ int old(void) { return 1; }\n__device__ int use(void) { return old(); }\n");
}

// ------------------------------------------------------------------ I.5, I.6

#[test]
fn nvfunction_and_extended_lambdas() {
    bad("nvfunction.device-no-host-target", &[], "#include <nvfunctional>\nint foo_h() { return 3; }\n__global__ void k() {\n  nvstd::function<int()> fn = foo_h; //!\n}\n");
    bad("nvfunction.host-no-device-target", &[], "#include <nvfunctional>\n__device__ int foo_d() { return 1; }\nvoid h() {\n  nvstd::function<int()> fn = foo_d; //!\n}\n");
    bad(
        "xlambda.flag",
        &[],
        "void f() {\n  auto l = [] __device__ { }; //!\n}\n",
    );
    let x = &["--extended-lambda"];
    bad("xlambda.restriction-1", x, "void foo() {\n  auto l1 = [] __host__ __device__ {\n    auto l2 = [] __host__ __device__ { }; //!\n  };\n}\n");
    obeys(
        "xlambda.restriction-1",
        x,
        "void foo() {\n  auto l1 = [] __device__ {\n    auto l2 = [] __device__ { };\n  };\n}\n",
    );
    bad("xlambda.restriction-2", x, "void foo() {\n  auto l1 = [] (auto) {\n    auto l2 = [] __host__ __device__ { }; //!\n  };\n}\n");
    bad(
        "xlambda.restriction-3",
        x,
        "auto lam1 = [] {\n  auto lam2 = [] __host__ __device__ { }; //!\n};\n",
    );
    bad("xlambda.restriction-4", x, "struct S1_t {\n  S1_t(void) {\n    auto lam4 = [] __device__ { return 0; }; //!\n  }\n};\n");
    bad("xlambda.restriction-4", x, "class C0_t {\n  void foo(void) {\n    auto t = [] __device__ { return 10; }; //!\n  }\n};\n");
    bad("xlambda.restriction-6", x, "void foo(void) {\n  struct S1_t {\n    void bar(void) {\n      auto l = [] __host__ __device__ { return 0; }; //!\n    }\n  };\n}\n");
    bad(
        "xlambda.restriction-7",
        x,
        "auto foo(void) {\n  auto l = [] __host__ __device__ { return 0; }; //!\n  return 0;\n}\n",
    );
    bad(
        "xlambda.restriction-8",
        x,
        "void foo(void) {\n  auto l = [] __host__ __device__ (auto i) { return i; }; //!\n}\n",
    );
    bad("xlambda.restriction-9", x, "template <typename T, T>\nvoid bar3(void) {\n  auto l = [] __device__ { return 10; }; //!\n}\n");
    bad(
        "xlambda.restriction-12.by-value",
        x,
        "void foo(void) {\n  int a = 1;\n  auto l = [&a] __device__ () { return a; }; //!\n}\n",
    );
    bad("xlambda.restriction-12.init-capture", x, "void foo(void) {\n  auto l = [x = 1] __host__ __device__ () { return x; }; //!\n  auto m = [x = 1] __device__ () { return x; };\n}\n");
    bad("xlambda.restriction-12.capture-type", x, "void foo(void) {\n  struct L { int v; };\n  L s1{1};\n  auto l = [s1] __device__ () { return s1.v; }; //!\n}\n");
    bad(
        "xlambda.restriction-12.not-constexpr",
        x,
        "void foo(void) {\n  auto l = [] __device__ () constexpr { return 1; }; //!\n}\n",
    );
    bad("xlambda.restriction-13", &["--extended-lambda", "-rdc=true"], "template <typename T> __global__ void kernel(T in) { in(); }\n__host__ __device__ void foo(void) {\n#if defined(__CUDA_ARCH__)\n  auto lam1 = [] __device__ { return 0; }; //!\n#endif\n  auto lam2 = [] __device__ { return 4; };\n  kernel<<<1,1>>>(lam2);\n}\n");
    bad("xlambda.restriction-15", x, "__device__ int result;\ntemplate <typename T> __global__ void kernel(T in) { result = in(); }\nvoid foo(void) {\n  int x1 = 1;\n  auto lam1 = [=] __host__ __device__ {\n#ifdef __CUDA_ARCH__\n    return x1 + 1; //!\n#else\n    return 10;\n#endif\n  };\n  kernel<<<1,1>>>(lam1);\n}\n");
    bad("xlambda.restriction-16", x, "void foo(void) {\n  auto lam_d = [] __device__ (double) { return 1; };\n  auto lam_hd = [] __host__ __device__ (double) { return 1; };\n  int (*fp)(double) = lam_hd;\n  int (*fp2)(double) = lam_d; //!\n}\n");
    bad("xlambda.restriction-12.host-copy", x, "struct E {\n  int v;\n  E(int x) : v(x) { }\n  explicit E(const E &o) : v(o.v) { }\n};\nvoid foo(void) {\n  E e(1);\n  auto lam = [e] __device__ { return e.v; }; //!\n  auto lam2 = [=] __device__ { return e.v; }; //!\n}\n");
    // A non-explicit copy constructor, or an explicit constructor that is not the copy one.
    obeys("xlambda.restriction-12.host-copy", x, "struct E {\n  int v;\n  explicit E(int x) : v(x) { }\n  E(const E &o) : v(o.v) { }\n};\nvoid foo(void) {\n  E e(1);\n  auto lam = [e] __device__ { return e.v; };\n  E *p = &e;\n  auto lam2 = [p] __device__ { return p->v; };\n}\n");
    bad("xlambda.this-capture", x, "struct S1_t {\n  int xxx;\n  void host_func(void) {\n    auto lam1 = [=, *this] __device__ { return xxx; };\n    auto lam2 = [=, *this] __host__ __device__ { return xxx; }; //!\n  }\n};\n");
}

/// Restrictions 3, 8, 9 and the annotation position, in forms beyond the corpus examples.
#[test]
fn extended_lambda_scopes_and_declarators() {
    let x = &["--extended-lambda"];
    let x20 = &["--extended-lambda", "-std=c++20"];
    // restriction 3: the outermost enclosing lambda sits in a default member initializer (of a
    // class template, two lambdas deep) or a static data member initializer: no function
    bad("xlambda.restriction-3", x, "template <typename T> struct W {\n  int v = [] {\n    auto g = [] {\n      auto l = [] __device__ (int i) { return i; }; //!\n      return 0;\n    };\n    return g();\n  }();\n};\n");
    bad("xlambda.restriction-3", &["--extended-lambda", "-std=c++17"], "struct S {\n  static inline int n = [] {\n    auto l = [] __host__ __device__ { return 1; }; //!\n    return 0;\n  }();\n};\n");
    // inside a member function of the same class: the enclosing function exists
    obeys("xlambda.restriction-3", x, "struct S {\n  int v = [] { return 1; }();\n  void run() {\n    auto a = [] {\n      auto l = [] __device__ { return 1; };\n      (void)l;\n    };\n    a();\n  }\n};\n");
    // restriction 8: annotations before a C++20 template parameter list
    bad("xlambda.restriction-8", x20, "void foo(void) {\n  auto l = [] __device__ __host__ <class... Ts> (Ts... ts) { return sizeof...(ts); }; //!\n  auto m = [] __host__ __device__ <typename T, int N> (T (&a)[N]) { return a[0]; }; //!\n}\n");
    obeys("xlambda.restriction-8", x20, "void foo(void) {\n  auto l = [] __device__ <typename T> (T i) { return i; };\n  auto m = [] __host__ __device__ (int i) -> int { return i; };\n  auto n = [] <typename T> (T i) { return i; };\n}\n");
    // annotation position: after a trailing return type
    bad("xlambda.annotation-position", x, "void foo(int y) {\n  auto l = [] (int x) -> decltype(x) __host__ __device__ { return x; }; //!\n  auto m = [y] () noexcept -> int __device__ { return y; }; //!\n}\n");
    obeys("xlambda.annotation-position", x, "void foo(void) {\n  auto l = [] __device__ () -> int { return 0; };\n  auto m = [] __host__ __device__ (int x) -> decltype(x) { return x; };\n}\n");
    // restriction 9: unnamed non-type template parameters whose type is a qualified name or a
    // template-id (SFINAE guards)
    let ei = "template <bool B, class T = void> struct enable_if { };\ntemplate <class T> struct enable_if<true, T> { typedef T type; };\n";
    bad("xlambda.restriction-9", x, &format!("{ei}template <typename T, typename enable_if<sizeof(T) != 0, int>::type = 0>\nvoid bar(T t) {{\n  auto l = [t] __device__ {{ return t; }}; //!\n}}\ntemplate <class T, typename T::value_type * = nullptr>\nvoid baz(T t) {{\n  auto l = [] __device__ {{ return 1; }}; //!\n}}\n"));
    obeys("xlambda.restriction-9", x, &format!("{ei}template <typename T, typename enable_if<sizeof(T) != 0, int>::type E = 0, void (*F)(int) = nullptr, class... Ts>\nvoid bar(T t) {{\n  auto l = [t] __device__ {{ return t; }};\n}}\n"));
}

/// Restriction 9, third bullet: function-local enumerations and class templates instantiated
/// with local or private types.
#[test]
fn extended_lambda_instantiation_arguments() {
    let x = &["--extended-lambda"];
    // an enumerator passed to a function template deduces its (local) enumeration
    bad("xlambda.restriction-9", x, "template <typename T>\nvoid bar(T t) {\n  auto l = [t] __host__ __device__ { return 1; }; //!\n}\nvoid use(void) {\n  enum class Dir { Up, Down };\n  bar(Dir::Down);\n}\n");
    // the same deduction for a __global__ function template (I.4.11, first bullet); an
    // enumeration local to a __device__ function is not restricted
    bad("template.arg-host-local", &["-rdc=true"], "template <typename T> __global__ void kern(T t) { }\nvoid host(void) {\n  enum Local { A, B };\n  kern<<<1, 1>>>(B); //!\n  kern<<<1, 1>>>(B + 1);\n}\n__global__ void parent(void) {\n  enum DevLocal { C };\n  kern<<<1, 1>>>(C);\n}\n");
    obeys("template.arg-host-local", x, "namespace G { enum E { A, B }; }\nenum F { C };\ntemplate <typename T>\nvoid bar(T t) {\n  auto l = [t] __device__ { return 1; };\n}\nvoid use(void) {\n  enum Local { A, B };\n  bar(G::A);\n  bar(C);\n  bar(A + 1);\n}\n");
    // a member of a class template called on a specialization for a local or private type,
    // through an object or a pointer
    bad("xlambda.restriction-9", x, "template <typename T>\nstruct Box {\n  void run(void) {\n    auto l = [] __device__ { return 10; }; //!\n  }\n  void other(void) { }\n};\nvoid use(void) {\n  struct L { };\n  Box<L *> b;\n  Box<L *> *p = &b;\n  p->run();\n}\n");
    bad("xlambda.restriction-9", x, "template <typename T, typename U>\nstruct Box {\n  void run(void) {\n    auto l = [] __host__ __device__ { return 10; }; //!\n  }\n};\nclass Outer {\n  struct P { };\npublic:\n  static void go(void) {\n    Box<int, P> b;\n    b.run();\n  }\n};\n");
    // an overloaded member: which one is called is not decided here, so no finding
    obeys("xlambda.restriction-9", x, "template <typename T>\nstruct Box {\n  void run(int) {\n    auto l = [] __device__ { return 10; };\n  }\n  void run(void) { }\n};\nvoid use(void) {\n  struct L { };\n  Box<L> b;\n  b.run();\n}\n");
    obeys("xlambda.restriction-9", x, "template <typename T>\nstruct Box {\n  void run(void) {\n    auto l = [] __device__ { return 10; };\n  }\n  void other(void) { }\n};\nstruct G { };\nvoid use(void) {\n  struct L { };\n  Box<L> a;\n  a.other();\n  Box<G> b;\n  b.run();\n  Box<int> c;\n  c.run();\n}\n");
}

// ------------------------------------------------------------------ Appendix D

#[test]
fn dynamic_parallelism() {
    bad(
        "dp.streams.create-host-only",
        &["-rdc=true"],
        "__global__ void k() {\n  cudaStream_t s;\n  cudaStreamCreate(&s); //!\n}\n",
    );
    bad(
        "dp.build.rdc-required",
        &[],
        "__global__ void child() { }\n__global__ void parent() {\n  child<<<1,1>>>(); //!\n}\n",
    );
    obeys(
        "dp.build.rdc-required",
        &["-rdc=true"],
        "__global__ void child() { }\n__global__ void parent() { child<<<1,1>>>(); }\n",
    );
    bad(
        "dp.exec.launch-target-global",
        &["-rdc=true"],
        "__device__ void notk() { }\n__global__ void parent() {\n  notk<<<1,1>>>(); //!\n}\n",
    );
    bad("dp.symbols.no-symbol-apis", &["-rdc=true"], "__device__ int v;\n__global__ void k(int *p) {\n  cudaMemcpyToSymbol(v, p, sizeof(int)); //!\n}\n");
}

#[test]
fn template_argument_bullets() {
    bad("template.arg-host-local", &[], "template <typename T> __global__ void myKernel(void) { }\ntemplate <typename T> struct Wrap { T v; };\nvoid launch(void) {\n  struct L { };\n  myKernel<Wrap<L>><<<1, 1>>>(); //!\n}\n");
    bad("template.arg-unnamed", &["-std=c++17"], "template <auto V> __global__ void kern(void) { }\nenum { e_a, e_b };\nvoid launch(void) {\n  kern<e_b><<<1, 1>>>(); //!\n}\n");
    obeys("template.arg-unnamed", &["-std=c++17"], "template <auto V> __global__ void kern(void) { }\nenum E { e_a, e_b };\nvoid launch(void) { kern<e_b><<<1, 1>>>(); }\n");
    bad(
        "operator.constant-assign-host-only",
        &[],
        "__constant__ int c;\nint main(void) {\n  c = 5; //!\n  return 0;\n}\n",
    );
    bad("global.no-recursion", &[], "__global__ void kern(int n);\n__device__ void helper(int n) {\n  kern(n - 1); //!\n}\n__global__ void kern(int n) { if (n > 0) helper(n); }\n");
    bad(
        "long-double.not-in-device",
        &[],
        "__device__ double f(void) {\n  auto v = 2.0L; //!\n  return (double)v;\n}\n",
    );
    bad("xlambda.annotation-position", &["--extended-lambda"], "void foo(void) {\n  auto lam = [] (int x) mutable __device__ { return x; }; //!\n  (void)lam;\n}\n");
    bad("function.implicit-execution-space", &[], "class Base { int x; public: __device__ Base(void) : x(10) {} };\nclass Derived : public Base { int y; };\n__host__ void bar(void) {\n  Derived d; //!\n}\n");
}

#[test]
fn static_assertions() {
    bad(
        "features.cxx11.static-assertions-failing",
        &[],
        "static_assert(1 + 1 == 3, \"arithmetic\"); //!\nstatic_assert(sizeof(char) == 1, \"char\");\n",
    );
    obeys(
        "features.cxx11.static-assertions-failing",
        &[],
        "static_assert(1 + 1 == 2, \"arithmetic\");\ntemplate <int N> struct A { static_assert(N > 0, \"positive\"); };\n",
    );
}

#[test]
fn warnings_on_child_pointers_and_exit_handlers() {
    warns(
        "dp.local.no-pass",
        &["-rdc=true"],
        "__global__ void child(int *p) { *p += 1; }\n__device__ void y() {\n  int value = 5;\n  child<<<1, 1>>>(&value); //!\n}\n",
    );
    warns(
        "dp.shared.no-pass",
        &["-rdc=true"],
        "__global__ void child(const int *p, int *o) { *o = p[0]; }\n__global__ void parent(int *o) {\n  __shared__ int s[32];\n  s[threadIdx.x] = 1;\n  __syncthreads();\n  child<<<1, 1>>>(s, o); //!\n}\n",
    );
    warns(
        "managed.no-use-after-exit",
        &[],
        "#include <cstdio>\n__managed__ int xxx = 10;\n__attribute__((destructor)) static void after_exit(void) //!\n{\n  std::printf(\"%d\\n\", xxx);\n}\n",
    );
    obeys(
        "managed.no-use-after-exit",
        &[],
        "#include <cstdio>\n__managed__ int xxx = 10;\n__attribute__((destructor)) static void after_exit(void) { std::printf(\"bye\\n\"); }\nint main() { xxx = 1; return 0; }\n",
    );
}

// ------------------------------------------------------------------ language extensions (B.1, B.2)

#[test]
fn specifier_combinations() {
    bad(
        "extensions.global-not-device",
        &[],
        "__device__ __global__ void k(int *p) { *p = 1; } //!\n__global__ void ok(int *p) { *p = 2; }\n",
    );
    bad(
        "extensions.global-not-host",
        &[],
        "__global__\n__host__ void k(int *p); //!\n",
    );
    obeys(
        "extensions.global-not-host",
        &[],
        "__host__ __device__ int f(int x) { return x; }\n__global__ void k(int *p) { *p = f(1); }\n",
    );
    bad(
        "extensions.memspace-at-most-one",
        &[],
        "__constant__ __managed__ int a; //!\n__global__ void k() {\n  __shared__ __constant__ int t[4]; //!\n  (void)t;\n}\n",
    );
    obeys(
        "extensions.memspace-at-most-one",
        &[],
        "__device__ __constant__ int c[2];\n__device__ __managed__ int m;\n__global__ void k() { __device__ __shared__ int t[4]; t[0] = c[0] + m; }\n",
    );
}

#[test]
fn host_device_bodies_calling_device_functions() {
    bad(
        "extensions.host-device-calls-device",
        &[],
        "__device__ int d() { return 1; }\n__host__ __device__ int hd() { return d(); } //!\n",
    );
    // a call that depends on a template parameter is decided at instantiation: silent
    obeys(
        "extensions.host-device-calls-device",
        &[],
        "__device__ int d(int x) { return x; }\ntemplate <class T> __host__ __device__ T t(T x) { return d(x); }\n",
    );
    // guarded by __CUDA_ARCH__, or inside a macro of a header not found (NV_IF_TARGET): silent
    obeys(
        "extensions.host-device-calls-device",
        &[],
        "__device__ int d() { return 1; }\n__host__ __device__ int a() {\n#ifdef __CUDA_ARCH__\n  return d();\n#else\n  return 0;\n#endif\n}\n__host__ __device__ int b() {\n  NV_IF_TARGET(NV_IS_DEVICE, (return d();), (return 0;));\n}\n",
    );
}

#[test]
fn catalogue_is_consistent() {
    let mut seen = BTreeSet::new();
    for r in rules() {
        assert!(seen.insert(r.id), "duplicate rule id {}", r.id);
        assert!(
            !r.section.is_empty() && !r.summary.is_empty(),
            "rule {} lacks a section or summary",
            r.id
        );
        assert!(
            r.id.bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'.' || c == b'-'),
            "rule id {} is not [a-z0-9.-]",
            r.id
        );
    }
}

#[test]
fn copy_assignment_across_spaces() {
    // implicit copy assignment calling a __host__ member's operator= (a member, not a base)
    bad(
        "function.implicit-execution-space",
        &[],
        "struct M { int v; M &operator=(const M &o) { v = o.v; return *this; } };\nstruct W { M m; float f; };\n__global__ void k(W *p) {\n  W a, b;\n  a = b; //!\n  p[0] = p[1];\n}\n",
    );
    // a __device__-only copy assignment defaulted later, used from host code
    bad(
        "defaulted.later-declaration-kept",
        &[],
        "class C {\npublic:\n  int x;\n  __device__ C &operator=(const C &);\n};\n__device__ C &C::operator=(const C &) = default;\nvoid h(C &a, C b) {\n  a = b; //!\n}\n",
    );
    // unannotated, defaulted out of class: __host__; reached through a __host__ __device__
    // function called from a kernel
    bad(
        "function.defaulted-not-first-declaration",
        &[],
        "struct A { A &operator=(const A &); int v; };\nA &A::operator=(const A &) = default;\n__host__ __device__ void cp(A &x, const A &y) {\n  x = y; //!\n}\n__global__ void k(A *p) { cp(p[0], p[1]); }\n",
    );
    // obeying: inferred / annotated / relaxed-constexpr / unused HD / not a copy
    obeys("function.defaulted-not-first-declaration", 
        &[],
        "struct B { int x; __host__ __device__ B &operator=(const B &o) { x = o.x; return *this; } };\nstruct D : B { int y; };\nstruct E { E &operator=(const E &) = default; int v; };\nstruct F { F &operator=(const F &); int v; };\nF &F::operator=(const F &) = default;\n__device__ void d(D &a, const D &b, E &e, const E &f) { a = b; e = f; }\nvoid h(F &a, const F &b) { a = b; }\n__host__ __device__ void hd(F &a, const F &b) { a = b; }\nstruct G { int v; G &operator=(int x) { v = x; return *this; } };\n__device__ void g(G &a, const G &b) { a = b; }\n",
    );
    obeys("function.defaulted-not-first-declaration", 
        &["--expt-relaxed-constexpr", "-std=c++17"],
        "struct P { int v; constexpr P &operator=(const P &o) { v = o.v; return *this; } };\n__device__ void d(P &a, const P &b) { a = b; }\n",
    );
}

#[test]
fn closure_called_through_other_names() {
    // through a reference to the closure type of a function's returned lambda, through
    // p->operator(), and through a value-initialised closure of a namespace-scope lambda
    bad(
        "lambda.exec-space-enclosing-function",
        &["-std=c++14"],
        "namespace n { inline auto mk(int) { return 0; } auto mk() { if (true) {} return [] (int v) { return v; }; } }\n__device__ int g(decltype(n::mk()) &r, decltype(n::mk()) *p) {\n  int a = r(1); //!\n  return a + p->operator()(2); //!\n}\n",
    );
    bad(
        "lambda.exec-space-no-enclosing-function",
        &["-std=c++20"],
        "auto sq = [] (int x) { return x * x; };\n__device__ int g(int v) {\n  return decltype(sq)()(v); //!\n}\n__global__ void k(decltype(sq) *q, int *o) { *o = g((*q)(3)); } //!\n",
    );
    // obeying: relaxed constexpr (C++17), a device function's lambda, two returns, host code
    obeys("lambda.exec-space-no-enclosing-function", 
        &["--expt-relaxed-constexpr"],
        "auto sq = [] (int x) { return x * x; };\n__device__ int g(decltype(sq) *p) { return (*p)(2) + decltype(sq){}(3); }\n",
    );
    obeys("lambda.exec-space-no-enclosing-function", 
        &["-std=c++14"],
        "auto sq = [] (int x) { return x * x; };\nstruct H { static auto mk(bool b) { if (b) return 1; return 2; } };\nint h(decltype(sq) *p) { return (*p)(2) + decltype(sq){}(3); }\n__device__ int g(decltype(sq) *p) { return sizeof((*p)); }\n",
    );
}

#[test]
fn default_argument_lambda_used_in_device_code() {
    bad(
        "lambda.exec-space-no-enclosing-function",
        &["-std=c++14"],
        "__host__ __device__ int f(int a, int b = [] { return 2; }()); //!\n__host__ __device__ int f(int a, int b) { return a + b; }\n__device__ void g(int, void (*cb)(int) = [] (int) {}); //!\n__device__ void g(int, void (*cb)(int)) {}\n__global__ void k(int *o) { *o = f(1); g(3); }\n",
    );
    obeys("lambda.exec-space-no-enclosing-function", 
        &["-std=c++14"],
        "__device__ int f(int a, int b = [] { return 2; }()) { return a + b; }\n__device__ int g(int (*p)() = [] { return 1; }) { return 0; }\n__device__ int d(void) { return f(1, 2) + g(nullptr); }\nint h(int a = [] { return 3; }()) { return a; }\nint c(void) { return h(); }\n",
    );
    obeys("lambda.exec-space-no-enclosing-function", 
        &["--expt-relaxed-constexpr"],
        "__device__ int f(int a, int b = [] { return 2; }()) { return a + b; }\n__device__ int d(void) { return f(1); }\n",
    );
}

#[test]
fn extended_lambda_through_templates() {
    // a host function template calling its (forwarding-reference / const reference) parameter,
    // instantiated with an extended __device__ lambda
    bad(
        "xlambda.host-device-lambda",
        &["--extended-lambda"],
        "template <class Fn> void each(int n, Fn &&fn) {\n  for (int i = 0; i < n; ++i)\n    fn(i); //!\n}\ntemplate <typename G> int twice(const G &g) { return g(1) + //!\n  g(2); } //!\nvoid run(void) {\n  int k = 0;\n  each(4, [=] __device__ (int i) { (void)(i + k); });\n  auto d = [] __device__ (int v) { return v; };\n  (void)twice(d);\n}\n",
    );
    // an extended __host__ __device__ lambda launched into a kernel template that calls it:
    // its body is device code
    bad(
        "xlambda.annotation-scope",
        &["--extended-lambda"],
        "double host_sqrt(double x);\ntemplate <typename Op> __global__ void apply(double *p, Op op) { p[threadIdx.x] = op(p[threadIdx.x]); }\nvoid launch(double *p) {\n  apply<<<1, 32>>>(p, [] __host__ __device__ (double x) {\n    return host_sqrt(x); //!\n  });\n}\n",
    );
    obeys("xlambda.annotation-scope", 
        &["--extended-lambda"],
        "template <typename F> __global__ void k(F f) { f(); }\n__host__ __device__ int hd(void) { return 1; }\ntemplate <typename F> void fwd(F f) { k<<<1, 1>>>(f); }\ntemplate <typename F> __host__ __device__ int both(F f) { return 0; }\nvoid run(void) {\n  auto d = [] __device__ { (void)hd(); };\n  fwd(d);\n  (void)both(d);\n  k<<<1, 1>>>([] __host__ __device__ { (void)hd(); });\n  auto h = [] __host__ __device__ (int v) { return v; };\n  fwd(h);\n}\n",
    );
}

#[test]
fn cxx_initializations() {
    // nullptr: never to an integer or floating type; to bool only by direct-initialization
    bad(
        "features.cxx11.null-pointer-constant-not-integer",
        &["-std=c++11"],
        "typedef unsigned long ulong_t;\n__device__ void f() {\n  long a(nullptr); //!\n  ulong_t b = {nullptr}; //!\n  bool c = nullptr; //!\n  float d{nullptr}; //!\n}\n",
    );
    obeys("features.cxx11.null-pointer-constant-not-integer", 
        &["-std=c++11"],
        "#include <cstddef>\n__device__ void f() {\n  bool c(nullptr);\n  bool d{nullptr};\n  int *p = nullptr;\n  std::nullptr_t n = nullptr;\n  auto q = nullptr;\n}\n",
    );
    // scoped enumerators: no implicit conversion, whatever the form of initialization
    bad(
        "features.cxx11.strongly-typed-enums-no-implicit-conversion",
        &["-std=c++11"],
        "namespace ns { enum struct Mode : unsigned char { Off, On }; }\nstruct S { enum class K { A = 1 }; };\n__host__ __device__ void f() {\n  unsigned m{ns::Mode::On}; //!\n  long k = {S::K::A}; //!\n  bool b = ns::Mode::Off; //!\n}\n",
    );
    obeys("features.cxx11.strongly-typed-enums-no-implicit-conversion", 
        &["-std=c++11"],
        "enum Plain { P0, P1 };\nenum class Scoped { A, B };\nstruct S { static const int A = 3; };\n__device__ void f() {\n  int a = P1;\n  int b = Plain::P0;\n  int c = static_cast<int>(Scoped::B);\n  Scoped d = Scoped::A;\n  int e = S::A;\n  auto g = Scoped::B;\n}\n",
    );
    // narrowing in list-initialization
    bad(
        "features.cxx11.initializer-list-narrowing",
        &["-std=c++14"],
        "__device__ void f(float x, long long big, int i) {\n  short s = {1e3}; //!\n  unsigned u{-1}; //!\n  unsigned char c{256}; //!\n  int y{x}; //!\n  int z = {big}; //!\n  float w{i}; //!\n  signed char sc{-129}; //!\n}\n",
    );
    obeys("features.cxx11.initializer-list-narrowing", 
        &["-std=c++14"],
        "__device__ void f(float x, short sh, unsigned char uc, const int ci) {\n  int a = 2.5;\n  int b(x);\n  short s{32767};\n  unsigned u{0u};\n  char c{'a'};\n  long long big{sh};\n  int i{uc};\n  double d{x};\n  constexpr int k = 7;\n  char kc{k};\n  float f{1};\n  unsigned char m{255};\n  int n{-2147483647};\n}\n",
    );
    // u8 string literals are char8_t in C++20, const char in C++17
    let u8 = "__device__ const char *f(bool b) {\n  const char *s = u8\"caf\\u00e9\"; //!\n  char const *t = u8\"a\" u8\"b\"; //!\n  static const char arr[] = u8\"x\";\n  return b ? s : t;\n}\n";
    bad(
        "features.cxx20.u8-literals-are-char8-t",
        &["-std=c++20"],
        u8,
    );
    obeys(
        "features.cxx20.u8-literals-are-char8-t",
        &["-std=c++17"],
        &u8.replace(" //!", ""),
    );
    obeys("features.cxx20.u8-literals-are-char8-t", 
        &["-std=c++20"],
        "__device__ int f() {\n  const char8_t *s = u8\"x\";\n  const char *t = \"y\";\n  return s[0] + t[0];\n}\n",
    );
    // designated initializers: declaration order, all or none
    bad(
        "features.cxx20.designated-initializers-order",
        &["-std=c++20"],
        "struct P { int x; int y; int z; };\nusing Q = P;\n__device__ void f(int v) {\n  P a{.y = 1, .x = v}; //!\n  Q b = {.x = 1, 2}; //!\n  P c{.z = 1, .z = 2}; //!\n}\n",
    );
    obeys("features.cxx20.designated-initializers-order", 
        &["-std=c++20"],
        "struct P { int x; int y; int z; };\n__device__ void f(int v) {\n  P a{.x = v, .z = 1};\n  P b{.y{2}};\n  P c{1, 2, 3};\n  P d{};\n}\n",
    );
}

#[test]
fn cxx_constant_contexts() {
    bad(
        "features.cxx11.constexpr-requires-constant",
        &["-std=c++14"],
        "__device__ int f(const int n, unsigned m) {\n  int local = 3;\n  constexpr int a = n + 1; //!\n  constexpr unsigned b{m}; //!\n  constexpr int c = (local * 2); //!\n  return a + b + c;\n}\n",
    );
    obeys("features.cxx11.constexpr-requires-constant", 
        &["-std=c++17"],
        "__device__ int g(const int &r) { return 1; }\n__device__ int f(int n) {\n  const int k = 4;\n  constexpr int a = k * 2;\n  constexpr int b = sizeof(n);\n  constexpr auto l = [](int x) { return x; };\n  constexpr int c = 3;\n  constexpr int d = c + 1;\n  return a + b + d + n;\n}\n",
    );
    bad(
        "features.cxx17.constexpr-if-constant-condition",
        &["-std=c++17"],
        "__global__ void k(int *out, bool flag) {\n  int n = *out;\n  if constexpr (flag) { *out = 1; } //!\n  if constexpr (!(n > 2)) { *out = 2; } //!\n}\n",
    );
    obeys("features.cxx17.constexpr-if-constant-condition", 
        &["-std=c++17"],
        "template <int N> __device__ int f(int x) {\n  constexpr int k = 3;\n  if constexpr (N > k) { return x; }\n  if constexpr (sizeof(x) == 4) { return 1; }\n  if (x > 0) { return 2; }\n  return 0;\n}\n",
    );
    bad(
        "features.cxx20.consteval-constant-arguments",
        &["-std=c++20"],
        "__device__ consteval int sq(int v) { return v * v; }\n__device__ int f(int a, int b) {\n  int c = sq(a + 1); //!\n  return c + sq(2, b); //!\n}\n",
    );
    obeys("features.cxx20.consteval-constant-arguments", 
        &["-std=c++20"],
        "__device__ consteval int sq(int v) { return v * v; }\n__device__ consteval int quad(int v) { return sq(v) * sq(v); }\n__device__ constexpr int cube(int v) { return v * v * v; }\n__device__ int f(int a) {\n  constexpr int k = 5;\n  return sq(3) + sq(k) + quad(2) + cube(a);\n}\n",
    );
}

#[test]
fn cxx_declarations() {
    bad(
        "features.cxx11.alignas-not-weaker-than-natural",
        &["-std=c++11"],
        "struct S {\n  char c;\n  alignas(2) double d; //!\n  alignas(1) alignas(2) int i; //!\n  alignas(4) float *p; //!\n};\n__device__ void f() { alignas(2) long long x = 0; (void)x; } //!\n",
    );
    obeys("features.cxx11.alignas-not-weaker-than-natural", 
        &["-std=c++11"],
        "template <class T> struct W { alignas(1) T t; };\nstruct S {\n  alignas(16) int a;\n  alignas(8) alignas(1) double d;\n  alignas(0) int z;\n  alignas(1) char c;\n  alignas(int) short s;\n};\n",
    );
    bad(
        "features.cxx14.deduced-return-types-consistent",
        &["-std=c++14"],
        "__device__ auto f(int k) {\n  if (k == 0) return 'a';\n  if (k == 1) return 'b';\n  return true; //!\n}\n__host__ __device__ auto g(bool b) {\n  if (b) return 1.0f;\n  return 1.0; //!\n}\n",
    );
    obeys("features.cxx14.deduced-return-types-consistent", 
        &["-std=c++14"],
        "__device__ auto f(int k) {\n  auto l = [](bool b) { if (b) return 1; return 2; };\n  if (k) return 1.0;\n  return 2.5;\n}\ntemplate <class T> __device__ auto g(T t) { if (t) return 1; return 2.0; }\n__device__ auto h(int k) -> double { if (k) return 1; return 2.0; }\n__device__ auto m(int k) { if (k) return 1; return int(2.0); }\n",
    );
}

#[test]
fn cxx_class_objects() {
    bad(
        "features.cxx11.deleted-functions-use",
        &["-std=c++11"],
        "struct NoCopy {\n  int v;\n  __device__ NoCopy(int a) : v(a) {}\n  NoCopy(NoCopy &) = delete;\n  NoCopy(const NoCopy &) = delete;\n  NoCopy(NoCopy &&) = default;\n};\n__device__ int take(NoCopy n);\n__device__ int take(NoCopy n) { return n.v; }\n__device__ int f(NoCopy &r) {\n  NoCopy a(1);\n  NoCopy b = a; //!\n  NoCopy c{r}; //!\n  return take(a) + b.v + c.v; //!\n}\n",
    );
    obeys("features.cxx11.deleted-functions-use", 
        &["-std=c++11"],
        "#include <utility>\nstruct NoCopy {\n  int v;\n  __device__ NoCopy(int a) : v(a) {}\n  NoCopy(const NoCopy &) = delete;\n  __device__ NoCopy(NoCopy &&o) : v(o.v) {}\n};\nstruct Copy { int v; };\n__device__ int take(NoCopy n) { return n.v; }\n__device__ int ref(const NoCopy &n) { return n.v; }\n__device__ int f() {\n  NoCopy a(1);\n  NoCopy b = std::move(a);\n  Copy c{1};\n  Copy d = c;\n  return take(NoCopy(2)) + ref(b) + d.v;\n}\n",
    );
    bad(
        "features.cxx11.explicit-conversion-operators-implicit-use",
        &["-std=c++11"],
        "struct Handle {\n  int id;\n  __host__ __device__ explicit operator bool() const { return id != 0; }\n  __host__ __device__ explicit operator long() const { return id; }\n};\n__device__ void f(Handle h) {\n  bool b = h; //!\n  long l = h; //!\n}\n",
    );
    obeys("features.cxx11.explicit-conversion-operators-implicit-use", 
        &["-std=c++11"],
        "struct Handle {\n  int id;\n  __host__ __device__ explicit operator bool() const { return id != 0; }\n};\nstruct Open { __host__ __device__ operator int() const { return 1; } };\n__device__ int f(Handle h, Open o) {\n  bool b(h);\n  bool c = static_cast<bool>(h);\n  int i = o;\n  if (h) { return 1; }\n  return b + c + i;\n}\n",
    );
    let elide = "struct Pin {\n  int v;\n  __device__ explicit Pin(int a) : v(a) {}\n  Pin(const Pin &) = delete;\n};\n__device__ Pin make(int a) {\n  if (a) return Pin{a}; //!\n  return Pin(a + 1); //!\n}\n__device__ int f(int x) {\n  Pin p = make(x); //!\n  Pin q = Pin(x); //!\n  return p.v + q.v;\n}\n";
    bad(
        "features.cxx17.guaranteed-copy-elision-no-constructor",
        &["-std=c++14"],
        elide,
    );
    obeys(
        "features.cxx17.guaranteed-copy-elision-no-constructor",
        &["-std=c++17"],
        &elide.replace(" //!", ""),
    );
    obeys("features.cxx17.guaranteed-copy-elision-no-constructor", 
        &["-std=c++14"],
        "struct Mov {\n  int v;\n  __device__ explicit Mov(int a) : v(a) {}\n  Mov(const Mov &) = delete;\n  __device__ Mov(Mov &&o) : v(o.v) {}\n};\n__device__ Mov make(int a) { return Mov(a); }\n__device__ int f(int x) { Mov p = make(x); return p.v; }\n",
    );
    let agg = "struct Tag {\n  int v;\n  int w;\n  Tag() = default;\n};\n__device__ int f(int x) {\n  Tag t{x, 2}; //!\n  Tag u = {3}; //!\n  return t.v + u.v;\n}\n";
    bad(
        "features.cxx20.aggregates-no-user-declared-constructors",
        &["-std=c++20"],
        agg,
    );
    obeys(
        "features.cxx20.aggregates-no-user-declared-constructors",
        &["-std=c++17"],
        &agg.replace(" //!", ""),
    );
    obeys("features.cxx20.aggregates-no-user-declared-constructors", 
        &["-std=c++20"],
        "struct Tag { int v; int w; Tag() = default; __device__ Tag(int a, int b) : v(a), w(b) {} };\nstruct Agg { int v; };\n__device__ int f(int x) { Tag t{x, 2}; Tag e{}; Agg a{x}; return t.v + e.v + a.v; }\n",
    );
}

#[test]
fn cxx_std_gates_of_templates() {
    let ctad = "template <class T> struct Box {\n  T v;\n  __device__ Box(T a) : v(a) {}\n  __device__ Box twice() const { Box b(v + v); return b; }\n};\n__device__ int f(int x) {\n  Box b(x); //!\n  Box<int> c(x);\n  return b.v + c.v;\n}\n";
    bad("features.cxx17.requires-cxx17-mode", &["-std=c++14"], ctad);
    obeys(
        "features.cxx17.requires-cxx17-mode",
        &["-std=c++17"],
        &ctad.replace(" //!", ""),
    );
    let nttp = "struct Cfg { int n; };\nenum Mode { A, B };\ntemplate <Cfg C> //!\n__device__ int f() { return C.n; }\ntemplate <Mode M, int N> __device__ int g() { return N; }\n";
    bad("features.cxx20.requires-cxx20-mode", &["-std=c++17"], nttp);
    obeys(
        "features.cxx20.requires-cxx20-mode",
        &["-std=c++20"],
        &nttp.replace(" //!", ""),
    );
}

#[test]
fn parenthesized_param_declarators_builtins_and_references() {
    // a parameter with a parenthesized declarator makes a function, not a variable
    bad(
        "exception.no-device",
        &[],
        "__device__ void k(void (*cb)(int), int (&arr)[4])\n{\n  try { //!\n    cb(arr[0]);\n  } catch (int) {\n  }\n}\n",
    );
    obeys("exception.no-device", 
        &[],
        "void h(int (*f)(int), double (&a)[2])\n{\n  try { f((int)a[0]); } catch (...) {}\n}\n__device__ int d(int y) { int x(int(3)); return x + y; }\n",
    );
    // CPU-target builtins of the host compiler in device code
    bad(
        "hostext.no-device-extensions",
        &[],
        "__global__ void k(int *p)\n{\n  __builtin_ia32_lfence(); //!\n  auto f = [] { __builtin_arm_nop(); }; //!\n  f();\n  *p = __builtin_expect(*p, 0);\n}\n",
    );
    obeys("hostext.no-device-extensions", 
        &[],
        "__host__ __device__ void hd(void)\n{\n#ifndef __CUDA_ARCH__\n  __builtin_ia32_pause();\n#endif\n}\nvoid h(void) { if (__builtin_cpu_supports(\"avx2\")) __builtin_ia32_pause(); }\n__device__ int d(int x) { return __builtin_expect(x, 1); }\n",
    );
    // a non-const lvalue reference bound to a built-in variable needs its address
    bad(
        "operator.builtin-no-address",
        &[],
        "__device__ void get(int i, unsigned int &out);\n__device__ void use(int &w);\n__global__ void k(void)\n{\n  get(0, blockIdx.y); //!\n  use(warpSize); //!\n}\n",
    );
    obeys("operator.builtin-no-address", 
        &[],
        "__device__ void take(const unsigned &v) {}\n__device__ void val(unsigned v) {}\ntemplate <class T> __device__ void tmpl(const T &v) {}\n__global__ void k(void)\n{\n  take(threadIdx.x);\n  val(blockDim.x);\n  tmpl(threadIdx.x);\n  (void)sizeof(val(threadIdx.y), 0);\n}\n",
    );
}

#[test]
fn builtin_variables_ellipsis_and_whole_program_externs() {
    // built-in variables are not constant: a device static initialized from one is dynamic
    bad(
        "function.static-var-init",
        &[],
        "__device__ int f(void)\n{\n  static unsigned w = blockDim.x * 2u; //!\n  static int s = warpSize; //!\n  return w + s;\n}\n",
    );
    obeys("function.static-var-init", 
        &[],
        "__device__ int f(void)\n{\n  static int n = sizeof(threadIdx.x);\n  unsigned t = threadIdx.x;\n  return n + t;\n}\n",
    );
    // `(T n...)` is `(T n, ...)`; `(Ts... xs)` is a pack
    bad(
        "global.param-no-variadic",
        &[],
        "struct P { int a; };\n__global__ void k(P p, const char *fmt...); //!\n",
    );
    obeys("global.param-no-variadic", 
        &[],
        "template <class... Ts> __global__ void k(Ts... xs) {}\ntemplate <class... Ts> void h(Ts...) {}\nvoid g(int n...) {}\n",
    );
    // whole-program compilation: an undefined device function reached from a kernel is
    // unresolved (reported without a source line, against the pseudo file)
    let src = "namespace q {\n__device__ float scale(float v);\n}\n__device__ float add(float a) { return q::scale(a) + 1.0f; }\n__device__ float unused_undefined(float);\n__device__ float never_called(float a) { return unused_undefined(a); }\n__global__ void k(float *p) { *p = add(*p); }\n";
    let got = run(&[], src);
    assert!(
        got.iter()
            .any(|f| f.rule == "function.extern-linkage-same-unit"
                && f.message.contains("'scale'")
                && f.file.to_string_lossy().ends_with(":device-compilation")),
        "{got:#?}"
    );
    assert!(
        !got.iter().any(|f| f.message.contains("unused_undefined")),
        "{got:#?}"
    );
    // separate compilation: another unit may define it
    obeys("global.param-no-variadic", &["-rdc=true"], src);
    obeys("global.param-no-variadic", 
        &[],
        "extern \"C\" __device__ int twice(int v);\n__global__ void k(int *p) { *p = twice(*p); }\nextern \"C\" __device__ int twice(int v) { return 2 * v; }\n",
    );
}

#[test]
fn extended_lambda_restriction_12_more_forms() {
    let xl = &["--extended-lambda"];
    // an array seen through a non-mutable by-copy enclosing lambda has const elements
    bad(
        "xlambda.restriction-12.array-element",
        xl,
        "void foo(void) {\n  float a[3] = {};\n  auto outer = [a] {\n    auto mid = [&] {\n      auto lam = [=] __device__ () { return a[1]; }; //!\n      (void)lam;\n    };\n    mid();\n  };\n  outer();\n}\n",
    );
    obeys("xlambda.restriction-12.array-element", 
        xl,
        "void foo(void) {\n  float a[3] = {};\n  auto outer = [a]() mutable {\n    auto lam = [a] __device__ () { return a[1]; };\n    (void)lam;\n  };\n  auto byref = [&] {\n    auto lam = [a] __host__ __device__ () { return a[0]; };\n    (void)lam;\n  };\n  auto own = [] {\n    int b[2] = {1, 2};\n    auto lam = [b] __device__ () { return b[0]; };\n    (void)lam;\n  };\n  outer(); byref(); own();\n}\n",
    );
    // an init-capture that is an explicit std::initializer_list temporary
    bad(
        "xlambda.restriction-12.init-capture",
        xl,
        "#include <initializer_list>\nvoid foo(void) {\n  auto lam = [v = ::std::initializer_list<float>({1.0f, 2.0f})] __device__ () { return 0; }; //!\n  (void)lam;\n}\n",
    );
    obeys("xlambda.restriction-12.init-capture", 
        xl,
        "#include <initializer_list>\nvoid foo(void) {\n  auto lam = [n = std::initializer_list<int>{1, 2}.size()] __device__ () { return (int)n; };\n  (void)lam;\n}\n",
    );
    // a deduced return type of a __host__ __device__ lambda is its return type
    bad(
        "xlambda.restriction-12.hd-signature-type",
        xl,
        "class Outer {\n  struct Hidden { int v; };\n public:\n  static void run(void) {\n    auto lam = [] __host__ __device__ (int x) { Hidden h{x}; return h; }; //!\n    (void)lam;\n  }\n};\nvoid foo(void) {\n  struct L { int v; };\n  auto lam = [] __host__ __device__ () { return L(); }; //!\n  (void)lam;\n}\n",
    );
    obeys("xlambda.restriction-12.hd-signature-type", 
        xl,
        "struct G { int v; };\nvoid foo(void) {\n  struct L { int v; };\n  auto a = [] __host__ __device__ (int x) { L l{x}; return l.v; };\n  auto b = [] __host__ __device__ (int x) { return G{x}; };\n  auto c = [] __device__ (int x) { return L{x}; };\n  auto d = [] __host__ __device__ (int x) { auto in = [](int y) { return L{y}; }; return in(x).v; };\n  (void)a; (void)b; (void)c; (void)d;\n}\n",
    );
    // calling an extended lambda where a constant expression is required
    bad(
        "xlambda.restriction-12.not-constexpr",
        &["--extended-lambda", "-std=c++17"],
        "void foo(void) {\n  auto lam = [] __host__ __device__ () { return 2; };\n  int arr[lam()]; //!\n  constexpr long x = 1 + lam(); //!\n  if constexpr (lam() > 1) {} //!\n  (void)arr; (void)x;\n}\n",
    );
    obeys("xlambda.restriction-12.not-constexpr", 
        &["--extended-lambda", "-std=c++17"],
        "void foo(void) {\n  static auto lam = [] __host__ __device__ () { return 2; };\n  auto plain = [] { return 3; };\n  constexpr int v = plain();\n  constexpr auto later = [] { return lam(); };\n  (void)later;\n  int w = lam();\n  static_assert(sizeof(lam()) == sizeof(int), \"\");\n  (void)v; (void)w;\n}\n",
    );
}

#[test]
fn extended_lambda_traits_through_deduction() {
    let xl = &["--extended-lambda"];
    bad(
        "xlambda.traits",
        xl,
        "template <typename F>\nvoid need_device(const F &f) {\n  static_assert(__nv_is_extended_device_lambda_closure_type(F) && true, \"\"); //!\n  (void)f;\n}\nvoid foo(void) {\n  auto hd = [] __host__ __device__ (int x) { return x; };\n  need_device(hd);\n}\n",
    );
    obeys("xlambda.traits", 
        xl,
        "template <typename F>\nvoid need_device(const F &f) {\n  static_assert(__nv_is_extended_device_lambda_closure_type(F), \"\");\n  (void)f;\n}\ntemplate <typename F>\nvoid need_hd(F) {\n  static_assert(!__nv_is_extended_device_lambda_closure_type(F), \"\");\n  static_assert(__nv_is_extended_host_device_lambda_closure_type(F), \"\");\n}\nvoid foo(void) {\n  auto d = [] __device__ (int x) { return x; };\n  need_device(d);\n  need_device([] __device__ { return 0; });\n  need_hd([] __host__ __device__ { return 0; });\n}\n",
    );
}

#[test]
fn global_template_instantiations() {
    // I.4.10.3 / I.4.10.4: reported at the launch that instantiates the template
    bad("global.param-no-virtual-class", &[], "struct V { virtual __device__ void f() { } };\nstruct W : V { int y; };\ntemplate <typename A, typename B> __global__ void kern(A a, B b) { }\nvoid h(W &w) {\n  kern<int, W><<<1, 1>>>(1, w); //!\n  kern<<<1, 1>>>(&w, 2);\n}\n");
    bad("global.param-no-virtual-base", &[], "struct B { int x; };\nstruct D : virtual B { };\nstruct E : D { };\ntemplate <typename T> __global__ void kern(int n, T t) { }\nvoid h() {\n  E e;\n  kern<<<1, 1>>>(3, e); //!\n  kern<E *><<<1, 1>>>(3, &e);\n}\n");
    obeys("global.param-no-virtual-base", &[], "struct V { virtual __device__ void f() { } };\ntemplate <typename T> __global__ void kern(T t) { }\nvoid h(V &v) {\n  kern<V *><<<1, 1>>>(&v);\n  kern<<<1, 1>>>(&v);\n  kern<const V *><<<1, 1>>>(&v);\n}\n");
    // I.4.9.3: a reference produced by a template argument, abstract declarators included
    bad("global.param-no-reference", &[], "template <typename T> __global__ void kern(T x) { }\nvoid h(float (&a)[3]) {\n  kern<float (&)[3]><<<1, 1>>>(a); //!\n  kern<float (*)[3]><<<1, 1>>>(&a);\n}\n");
    bad("global.param-no-reference", &[], "template <typename T> __global__ void k(T p) { } //!\ntemplate __global__ void k<const double (&)[2][2]>(const double (&)[2][2]);\ntemplate __global__ void k<int (*)[4]>(int (*)[4]);\n");
    obeys("global.param-no-reference", &[], "template <typename T> __global__ void k(T p) { }\ntemplate __global__ void k<int (*)[4]>(int (*)[4]);\ntemplate __global__ void k<void (*)(int &)>(void (*)(int &));\n");
    // I.4.9.3: parameter space of an instantiation, non-type arguments substituted
    bad("global.param-size-limit", &[], "template <int A, int B> struct Two { double d[A]; char c[B]; };\ntemplate <int N> __global__ void k(int x, Two<N, 9> t) { } //!\nvoid h() {\n  Two<600, 9> big;\n  Two<4, 9> small;\n  k<<<1, 1>>>(1, big);\n  k<<<1, 1>>>(1, small);\n}\n");
    bad("global.param-size-limit", &[], "template <unsigned N> struct Buf { int v[N]; };\ntemplate <unsigned N> __global__ void k(Buf<N> b, Buf<N> c) { } //!\nvoid h() { k<600><<<1, 1>>>(Buf<600>{}, Buf<600>{}); }\n");
    obeys("global.param-size-limit", &[], "template <int N> struct P { char c[N]; };\ntemplate <int N> __global__ void k(P<N> p) { }\ntemplate __global__ void k<4096>(P<4096>);\nvoid h() { k<<<1, 1>>>(P<2000>()); }\n");
    // a specialization of the class template changes the layout: not understood, no finding
    obeys("global.param-size-limit", &[], "template <int N> struct P { char c[N]; };\ntemplate <> struct P<5000> { char c; };\ntemplate <int N> __global__ void k(P<N> p) { }\ntemplate __global__ void k<5000>(P<5000>);\n");
}

// ------------------------------------------------------------------ template arguments of qualifiers

#[test]
fn qualifier_template_arguments() {
    // I.4.13: the value of a host const enumeration variable, in a qualifier's template argument,
    // is usable (the clause's reading: an enumeration's value is one of its integral underlying
    // type); the scan of qualifier template arguments is held by the cross-space call below
    obeys("hostvar.const-value-use", &[], "namespace n { enum class C { A, B }; }\nconst n::C cc = n::C::B;\nnamespace t { template <int N, int M> struct Pair { template <int> struct In { static const int v = N; }; }; }\n__device__ int f(int i) {\n  return t::Pair<1, (int)cc + 1>::In<2>::v + i;\n}\n");
    obeys("hostvar.const-value-use", &[], "enum E { E0, E1 };\nconst E ee = E1;\nconst int ci = 3;\ntemplate <int N> struct K { static const int value = N; };\n__device__ int f(int i) {\n  return K<ci>::value + (int)sizeof(K<(int)ee>::value) + i;\n}\nint h() { return K<(int)ee>::value; }\n");
    // I.4.20.4: a __host__ constexpr function evaluated in a qualifier's template argument
    bad("constexpr.cross-space-call", &[], "constexpr int twice(int x) { return 2 * x; }\ntemplate <int N> struct W { typedef int type; };\n__global__ void k(int *p) {\n  W<twice(3)>::type v = 1; //!\n  *p = v;\n}\n");
    obeys("constexpr.cross-space-call", &["--expt-relaxed-constexpr"], "constexpr int twice(int x) { return 2 * x; }\ntemplate <int N> struct W { typedef int type; };\n__global__ void k(int *p) {\n  W<twice(3)>::type v = 1;\n  *p = v;\n}\n");
}

// ------------------------------------------------------------------ closures in non-type template arguments

#[test]
fn closure_non_type_template_arguments() {
    // I.4.20.1: a C++20 class-type non-type argument (an `auto` parameter) has the closure type
    bad("lambda.closure-global-template-arg", &["-std=c++20"], "template <int N, auto... Fs>\n__global__ void kn(int *p) { }\nconstexpr auto outer = [] { return 1; };\nvoid bar(int *p) {\n  kn<1, outer><<<1, 1>>>(p); //!\n  kn<2, outer, outer><<<1, 1>>>(p); //!\n  kn<3><<<1, 1>>>(p);\n}\n");
    // a function-pointer parameter converts the closure object; a lambda defined in device code
    obeys("lambda.closure-global-template-arg", &["-std=c++20"], "template <void (*F)()> __global__ void kp() { }\ntemplate <auto F> __global__ void ka() { }\n__device__ void g() { }\nvoid bar(void) {\n  constexpr auto l = [] { };\n  kp<l><<<1, 1>>>();\n  ka<&g><<<1, 1>>>();\n  ka<3><<<1, 1>>>();\n}\n");
}

// ------------------------------------------------------------------ constexpr template instantiations

#[test]
fn constexpr_template_instantiation() {
    // I.4.20.4: the instantiation constructs its class argument through a constructor that is
    // not constexpr, so it cannot be used in a constant expression
    bad("constexpr.template-instantiation", &["-std=c++14"], "struct Meter {\n  double v;\n  Meter(double d) : v(d) { }\n  explicit Meter(int i) : v(i) { }\n  operator double() const { return v; }\n};\ntemplate <class U, class T>\n__host__ __device__ constexpr double conv(T, double d) { return double(U{d}) * 2; }\nconstexpr double a = conv<float, int>(1, 2.0);\nconstexpr double m = conv<Meter, int>(1, 2.0); //!\n");
    // a constexpr constructor, an aggregate, no constant expression, a conditional construction
    obeys("constexpr.template-instantiation", &["-std=c++14"], "struct Lit { int v; constexpr Lit(int x) : v(x) { } constexpr operator int() const { return v; } };\nstruct Agg { int v; constexpr operator int() const { return v; } };\nstruct NL { int v; NL(int x) : v(x) { } operator int() const { return v; } };\ntemplate <typename T> constexpr int w(int x) { return (int)T(x) + 1; }\ntemplate <typename T> constexpr int c(bool b, int x) { return b ? (int)T(x) : x; }\nconstexpr int a = w<Lit>(1);\nconstexpr int b = w<Agg>(1);\nconst int d = w<NL>(1);\nint e = w<NL>(2);\nconstexpr int f = c<NL>(false, 3);\n");
}

#[test]
fn instantiated_param_size_layout_attributes() {
    // packing / bit-fields change the layout of the class template: no finding
    ok(&[], "template <int N> struct __attribute__((packed)) P { char c; double d[N]; char e; };\ntemplate <int N> __global__ void k(P<N> p) { }\ntemplate __global__ void k<511>(P<511>);\n");
    ok(&[], "template <int N> struct B { int a : 1; int b : 1; char c[N]; };\ntemplate <int N> __global__ void k(B<N> p) { }\ntemplate __global__ void k<4090>(B<4090>);\n");
    bad("global.param-size-limit", &[], "template <int N> struct P { char c; double d[N]; char e; };\ntemplate <int N> __global__ void k(P<N> p) { } //!\ntemplate __global__ void k<511>(P<511>);\n");
}

#[test]
fn texture_references_are_not_host_variables() {
    // legacy texture / surface references are device-side objects: reading them in a kernel is
    // no use of a host variable, while a plain host variable still is
    ok(
        &[],
        "texture<uchar4, 2, cudaReadModeElementType> colorTex;\nsurface<void, 2> surf;\n__global__ void k(uchar4 *o) { o[0] = tex2D(colorTex, 1.f, 2.f); surf2Dwrite(o[0], surf, 0, 0); }\n",
    );
    bad(
        "hostvar.const-value-use",
        &[],
        "int plain;\ntexture<float, 2> t;\n__global__ void k(float *o) { o[0] = plain; //!\n  o[1] = tex2D(t, 0.f, 0.f); }\n",
    );
}
