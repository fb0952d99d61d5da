//! Family `hostvars`: const-qualified (I.4.13) and constexpr (I.4.20.5) host variables
//! (namespace scope, class static member) of various types x the forms in which device code uses
//! them (value, array bound, template argument, reference binding, address, pass by reference,
//! unevaluated operands, constexpr __device__ functions called with constant / non-constant
//! arguments), and `--expt-relaxed-constexpr` where it changes the verdict (I.4.20.4).
//!
//! Verdicts are computed from the sentences quoted in `verdict`.
//!
//! ## Why so many cases for one clause (issue 17: a clause above 60 cases justifies its variety)
//!
//! Each axis is kept only where a toolchain has a separate code path that can get it wrong on its
//! own; "Could shrink" names the cells no toolchain is known to tell apart (counts: case files
//! citing the clause, all / generated, before copies became revisions).
//!
//! **hostvar.const-value-use (121 / 80, generator `hostvars`).**
//! Axes: declaration (namespace, class static member) x type (bool, char, char32, wchar, int,
//! unsigned, long long, float, double, enum, scoped enum, pointer, array, struct) x use (read in
//! `__device__` / `__global__` / `__host__ __device__`, array bound, template argument, constexpr
//! function with constant / run-time argument). Why: the rule is type-dependent (integral/enum
//! const vs others: a float const is *not* usable, which is where toolchains go wrong) and
//! use-dependent (a constant-expression context never odr-uses the variable, a read does). Could
//! shrink: the integral types beyond int/bool/char/long long (unsigned, char32, wchar, unsigned
//! long long) take the same path; ~12 cells could go.
//!
//! **hostvar.constexpr-scalar-value (104 / 89, generator `hostvars`).**
//! Same axes as const-value-use for `constexpr`. Why: "scalar other than long double, not
//! volatile" - scalars (incl. pointer, enum, float, double) are allowed, arrays/structs not; the
//! type axis is the clause. Could shrink: as above, the redundant integral types (~10), and the
//! `constexpr-function-runtime-argument` column for types where the value never reaches device
//! code differently from a plain read.
//!
//! **hostvar.const-no-reference-or-address (83 / 64) and hostvar.constexpr-no-reference-or-address (77 / 64).**
//! Axes: declaration x type x the odr-use form (take address, bind const reference, pass by
//! reference, plus the non-odr-uses `sizeof`/`decltype` that must be accepted). Why: each form is
//! a different way the front end decides odr-use (a reference parameter binding is an odr-use a
//! value-only check misses; `sizeof`/`decltype` are unevaluated and must not be rejected). Could
//! shrink: the type axis matters less here than for value use (the address of any object type is
//! the same path): keep int, array, struct, pointer, enum; drop the rest (~25 each).

use super::memspace::case::{self, check_slug, Case, V};
use crate::Generated;

const BASE: &str = "const-variables/generated";

#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Scalar,
    Array,
    Struct,
}

struct Ty {
    slug: &'static str,
    what: &'static str,
    /// Declaration type (before the name).
    ty: &'static str,
    /// Declarator suffix after the name (`[3]`).
    dims: &'static str,
    init: &'static str,
    shape: Shape,
    /// A built-in integral type (bool, char and the integer types).
    integral: bool,
    /// A built-in floating point type.
    floating: bool,
    volatile: bool,
    long_double: bool,
    /// An enumeration (integral-like in constant expressions, but not a built-in type).
    enumeration: bool,
    /// Whether this type also gets the class-static-member declaration forms.
    member_too: bool,
}

impl Ty {
    /// An int-valued expression reading V (`{V}` is the variable's name).
    fn read(&self) -> &'static str {
        match (self.shape, self.slug) {
            (Shape::Array, _) => "{V}[1]",
            (Shape::Struct, _) => "{V}.x",
            (_, "pointer") => "({V} == nullptr)",
            _ => "(int){V}",
        }
    }
    /// An int-valued expression of V and the int `i`, for a constexpr function.
    fn get(&self) -> &'static str {
        match (self.shape, self.slug) {
            (Shape::Array, _) => "{V}[i]",
            (Shape::Struct, _) => "(i == 0 ? {V}.x : {V}.y)",
            (_, "pointer") => "({V} == nullptr) + i",
            _ => "(int){V} + i",
        }
    }
    /// Usable as an integral constant expression in C++ when constexpr (array bounds, template
    /// arguments).
    fn ice_constexpr(&self) -> bool {
        self.shape == Shape::Scalar && self.slug != "pointer" && !self.long_double
    }
    /// Usable as an integral constant expression in C++ when merely const (integral or
    /// enumeration types only).
    fn ice_const(&self) -> bool {
        self.shape == Shape::Scalar && (self.integral || self.enumeration)
    }
}

fn types() -> Vec<Ty> {
    let t = |slug, what, ty, init, integral, floating, enumeration, member_too| Ty {
        slug,
        what,
        ty,
        dims: "",
        init,
        shape: Shape::Scalar,
        integral,
        floating,
        volatile: false,
        long_double: false,
        enumeration,
        member_too,
    };
    vec![
        t("int", "int", "int", "10", true, false, false, true),
        t("char", "char", "char", "'a'", true, false, false, false),
        t("bool", "bool", "bool", "true", true, false, false, false),
        t(
            "long-long",
            "long long",
            "long long",
            "10LL",
            true,
            false,
            false,
            false,
        ),
        t(
            "unsigned",
            "unsigned int",
            "unsigned",
            "10u",
            true,
            false,
            false,
            false,
        ),
        t("float", "float", "float", "5.0f", false, true, false, true),
        t(
            "double", "double", "double", "5.0", false, true, false, false,
        ),
        Ty {
            long_double: true,
            ..t(
                "long-double",
                "long double",
                "long double",
                "5.0L",
                false,
                true,
                false,
                false,
            )
        },
        t(
            "enum",
            "an unscoped enumeration",
            "E",
            "E1",
            false,
            false,
            true,
            true,
        ),
        t(
            "scoped-enum",
            "a scoped enumeration",
            "EC",
            "EC::B",
            false,
            false,
            true,
            false,
        ),
        Ty {
            volatile: true,
            ..t(
                "volatile-int",
                "volatile int",
                "volatile int",
                "10",
                true,
                false,
                false,
                false,
            )
        },
        Ty {
            dims: "[3]",
            shape: Shape::Array,
            ..t(
                "array",
                "an array of int",
                "int",
                "{1, 2, 3}",
                false,
                false,
                false,
                true,
            )
        },
        Ty {
            shape: Shape::Struct,
            ..t(
                "struct", "a struct", "P", "{1, 2}", false, false, false, true,
            )
        },
        t(
            "pointer",
            "a pointer",
            "int *",
            "nullptr",
            false,
            false,
            false,
            true,
        ),
    ]
}

const PRELUDE: &str = "enum E { E0, E1 };\nenum class EC { A, B };\nstruct P { int x; int y; };\ntemplate <int N> struct K { static constexpr int value = N; };\ntemplate <typename U> __device__ int take(const U &u) { return (int)sizeof(u); }\n";

#[derive(Clone, Copy, PartialEq)]
enum Decl {
    ConstNs,
    ConstMember,
    ConstexprNs,
    ConstexprMember,
}

impl Decl {
    fn slug(self) -> &'static str {
        match self {
            Decl::ConstNs => "const-namespace",
            Decl::ConstMember => "const-static-member",
            Decl::ConstexprNs => "constexpr-namespace",
            Decl::ConstexprMember => "constexpr-static-member",
        }
    }
    fn constexpr(self) -> bool {
        matches!(self, Decl::ConstexprNs | Decl::ConstexprMember)
    }
    fn section(self) -> &'static str {
        if self.constexpr() {
            "I.4.20.5"
        } else {
            "I.4.13"
        }
    }
    /// (declaration code, name to use).
    fn declare(self, t: &Ty) -> (String, &'static str) {
        match self {
            Decl::ConstNs => (
                format!("{} const xxx{} = {};\n", t.ty, t.dims, t.init),
                "xxx",
            ),
            Decl::ConstexprNs => (
                format!("constexpr {} xxx{} = {};\n", t.ty, t.dims, t.init),
                "xxx",
            ),
            Decl::ConstexprMember => (
                format!(
                    "struct S1_t {{ static constexpr {} yyy{} = {}; }};\n",
                    t.ty, t.dims, t.init
                ),
                "S1_t::yyy",
            ),
            Decl::ConstMember => {
                if t.ice_const() && !t.volatile {
                    (
                        format!(
                            "struct S1_t {{ static const {} yyy = {}; }};\n",
                            t.ty, t.init
                        ),
                        "S1_t::yyy",
                    )
                } else {
                    (format!("struct S1_t {{ static {} const yyy{}; }};\n{} const S1_t::yyy{} = {};\n", t.ty, t.dims, t.ty, t.dims, t.init), "S1_t::yyy")
                }
            }
        }
    }
    fn what(self) -> &'static str {
        match self {
            Decl::ConstNs => "a namespace-scope const variable",
            Decl::ConstMember => "a const static data member",
            Decl::ConstexprNs => "a namespace-scope constexpr variable",
            Decl::ConstexprMember => "a constexpr static data member",
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Use {
    Read,
    ReadGlobal,
    ReadHostDevice,
    Bound,
    TemplateArg,
    ConstRef,
    Address,
    ByRef,
    Sizeof,
    Decltype,
    CfnConstant,
    CfnRuntime,
}

impl Use {
    fn slug(self) -> &'static str {
        match self {
            Use::Read => "read-in-device-function",
            Use::ReadGlobal => "read-in-global-function",
            Use::ReadHostDevice => "read-in-host-device-function",
            Use::Bound => "array-bound",
            Use::TemplateArg => "template-argument",
            Use::ConstRef => "bind-const-reference",
            Use::Address => "take-address",
            Use::ByRef => "pass-by-reference",
            Use::Sizeof => "sizeof",
            Use::Decltype => "decltype",
            Use::CfnConstant => "constexpr-function-constant-argument",
            Use::CfnRuntime => "constexpr-function-runtime-argument",
        }
    }
    fn what(self) -> &'static str {
        match self {
            Use::Read => "its value read in a __device__ function",
            Use::ReadGlobal => "its value read in a __global__ function",
            Use::ReadHostDevice => "its value read in a __host__ __device__ function",
            Use::Bound => "used as an array bound in a __device__ function",
            Use::TemplateArg => "used as a template argument in a __device__ function",
            Use::ConstRef => "bound to a const reference in a __device__ function",
            Use::Address => "its address taken in a __device__ function",
            Use::ByRef => "passed by const reference to a __device__ function",
            Use::Sizeof => "the operand of sizeof in a __device__ function",
            Use::Decltype => "the operand of decltype in a __device__ function",
            Use::CfnConstant => {
                "read by a constexpr __device__ function called with a constant argument"
            }
            Use::CfnRuntime => {
                "read by a constexpr __device__ function called with a non-constant argument"
            }
        }
    }
    /// The device code using `{V}`, with `$ERR` on the line a diagnostic belongs to.
    fn code(self, t: &Ty) -> String {
        let read = t.read();
        match self {
            Use::Read => format!("__device__ int foo(int idx) {{\n  int val1 = {read}; $ERR\n  return val1 + idx;\n}}\n"),
            Use::ReadGlobal => format!("__global__ void kern(int *out) {{\n  *out = {read}; $ERR\n}}\n"),
            Use::ReadHostDevice => format!("__host__ __device__ int foo(int idx) {{\n  int val1 = {read}; $ERR\n  return val1 + idx;\n}}\n"),
            Use::Bound => "__device__ int foo(int idx) {\n  int local1[(int){V} + 1]; $ERR\n  local1[0] = idx;\n  return local1[0];\n}\n".to_string(),
            Use::TemplateArg => "__device__ int foo(int idx) {\n  return K<(int){V}>::value + idx; $ERR\n}\n".to_string(),
            Use::ConstRef => "__device__ int foo(int idx) {\n  const auto &val3 = {V}; $ERR\n  (void)val3;\n  return idx;\n}\n".to_string(),
            Use::Address => "__device__ int foo(int idx) {\n  const auto *val4 = &{V}; $ERR\n  (void)val4;\n  return idx;\n}\n".to_string(),
            Use::ByRef => "__device__ int foo(int idx) {\n  return take({V}) + idx; $ERR\n}\n".to_string(),
            Use::Sizeof => "__device__ int foo(int idx) {\n  return (int)sizeof({V}) + idx; $ERR\n}\n".to_string(),
            Use::Decltype => "__device__ int foo(int idx) {\n  using DT = decltype({V}); $ERR\n  DT *pp = nullptr;\n  (void)pp;\n  return idx;\n}\n".to_string(),
            // The guide marks the call (`v1 += get(idx);`); the use of V is inside get. The rule
            // is honoured equally by a diagnostic at either place, so both lines form one group.
            Use::CfnConstant => format!("constexpr __device__ int get(int i) {{ return {}; }} $ERR_ANY_use\n__device__ int foo(int idx) {{\n  int v1 = get(1); $ERR_ANY_use\n  return v1 + idx;\n}}\n", t.get()),
            Use::CfnRuntime => format!("constexpr __device__ int get(int i) {{ return {}; }} $ERR_ANY_use\n__device__ int foo(int idx) {{\n  int v1 = get(idx); $ERR_ANY_use\n  return v1;\n}}\n", t.get()),
        }
    }
}

/// The verdict and clause of (declaration, type, use).
fn verdict(d: Decl, t: &Ty, u: Use) -> (V, &'static str) {
    match u {
        // I.4.13 / I.4.20.5: "Device source code cannot contain a reference to V or take the
        // address of V." (Read as: no reference binding to V and no address of V; the guide's
        // examples are `const int &v2 = xxx;` and `&xxx`.)
        Use::ConstRef | Use::Address | Use::ByRef => (
            V::Error,
            if d.constexpr() {
                "hostvar.constexpr-no-reference-or-address"
            } else {
                "hostvar.const-no-reference-or-address"
            },
        ),
        // An unevaluated operand neither uses V's value nor binds a reference to it nor takes its
        // address.
        Use::Sizeof | Use::Decltype => (
            V::Ok,
            if d.constexpr() {
                "hostvar.constexpr-no-reference-or-address"
            } else {
                "hostvar.const-no-reference-or-address"
            },
        ),
        _ => {
            if d.constexpr() {
                // I.4.20.5: "If V is of scalar type other than long double and the type is not
                // volatile-qualified, the value of V can be directly used in device code. In
                // addition, if V is of a non-scalar type then scalar elements of V can be used
                // inside a constexpr __device__ or __host__ __device__ function, if the call to
                // the function is a constant expression."
                let usable = t.shape == Shape::Scalar && !t.long_double && !t.volatile;
                match u {
                    Use::CfnConstant if t.shape != Shape::Scalar => {
                        (V::Ok, "hostvar.constexpr-nonscalar-in-constexpr-call")
                    }
                    Use::CfnRuntime if t.shape != Shape::Scalar => {
                        (V::Error, "hostvar.constexpr-nonscalar-in-constexpr-call")
                    }
                    _ => (V::ok_if(usable), "hostvar.constexpr-scalar-value"),
                }
            } else {
                // I.4.13: "The value of V can be directly used in device code, if V has been
                // initialized with a constant expression before the point of use, the type of V
                // is not volatile-qualified, and it has one of the following types: builtin
                // floating point type except when the Microsoft compiler is used as the host
                // compiler, builtin integral type."
                // "builtin integral type" does not force rejecting enumerations: the value of
                // an enumerator is a value of its integral underlying type, which the device
                // can use like any integral constant (issue 13: readings at the prose's strength).
                let usable =
                    (t.integral || t.floating || t.enumeration) && !t.volatile && !t.long_double;
                (V::ok_if(usable), "hostvar.const-value-use")
            }
        }
    }
}

/// The cases of this family.
pub fn cases() -> Vec<Generated> {
    let mut v: Vec<Case> = Vec::new();
    matrix(&mut v);
    initialization(&mut v);
    relaxed_constexpr(&mut v);
    case::merge(v)
        .into_iter()
        .map(|c| {
            let c = c.tag("host-variable");
            for part in c.path.split('/') {
                check_slug(part.trim_end_matches(".cu"));
            }
            c.render()
        })
        .collect()
}

fn matrix(out: &mut Vec<Case>) {
    for d in [
        Decl::ConstNs,
        Decl::ConstMember,
        Decl::ConstexprNs,
        Decl::ConstexprMember,
    ] {
        for t in types() {
            // long double: I.4.14 "The use of long double type is not supported in device code";
            // I.4.13 allows built-in floating types, which would take long double in, against
            // I.4.14. Only the constexpr rule, which excludes long double explicitly, gets it.
            if t.long_double && !d.constexpr() {
                continue;
            }
            if matches!(d, Decl::ConstMember | Decl::ConstexprMember) && !t.member_too {
                continue;
            }
            let mut uses = vec![Use::Read, Use::ConstRef, Use::Address];
            if matches!(t.slug, "int" | "float" | "array" | "struct") {
                uses.extend([Use::ReadGlobal, Use::ReadHostDevice, Use::ByRef]);
            }
            // Integral constant expression contexts: only where C++ itself allows V there.
            let ice = if d.constexpr() {
                t.ice_constexpr()
            } else {
                t.ice_const()
            };
            if ice && !t.volatile {
                uses.extend([Use::Bound, Use::TemplateArg]);
            }
            // Unevaluated operands: for int and for every type whose value is not usable.
            let (read_verdict, _) = verdict(d, &t, Use::Read);
            if t.slug == "int" || read_verdict == V::Error {
                uses.extend([Use::Sizeof, Use::Decltype]);
            }
            // constexpr functions reading V: for a merely const V only where C++ lets a constexpr
            // function read it at all (integral and enumeration types, usable in constant
            // expressions); a constexpr function that can never be a constant expression is
            // ill-formed C++ ([dcl.constexpr]), which the host compiler diagnoses.
            if !t.volatile && !t.long_double && (d.constexpr() || t.ice_const()) {
                uses.extend([Use::CfnConstant, Use::CfnRuntime]);
            }
            for u in uses {
                let (verdict, clause) = verdict(d, &t, u);
                let (decl, name) = d.declare(&t);
                // Device functions are called from a kernel, so that code is generated for them.
                let caller = if u == Use::ReadGlobal {
                    ""
                } else {
                    "__global__ void kern_use(int *out) { *out = foo(1); }\n"
                };
                let code = format!(
                    "{PRELUDE}{decl}\n{}{caller}",
                    u.code(&t).replace("{V}", name)
                );
                let mut c = Case::new(
                    format!("{BASE}/{}-{}-{}.cu", d.slug(), t.slug, u.slug()),
                    d.section(),
                    clause,
                    verdict,
                    format!("{} of type {}, {}", d.what(), t.what, u.what()),
                    code,
                )
                .tag(if d.constexpr() {
                    "constexpr-variable"
                } else {
                    "const-variable"
                });
                if matches!(u, Use::Sizeof | Use::Decltype) {
                    c = c.note("Read: an unevaluated operand neither uses V's value nor binds a reference to V nor takes its address.");
                }
                if matches!(u, Use::CfnConstant | Use::CfnRuntime) && verdict == V::Error {
                    c = c.note("The guide's example (`v1 += get(idx);`) puts its error on the call; the use of V is inside get. A diagnostic at either line honours the rule (one expect-error-any group).");
                }
                if !d.constexpr() && t.enumeration && verdict == V::Ok {
                    c = c.note("I.4.13 names built-in integral and floating point types; an enumerator's value is a value of its integral underlying type, and the prose does not force rejecting it.");
                }
                if !d.constexpr() && t.slug == "bool" {
                    c = c.note("bool and char are integral types ([basic.fundamental]).");
                }
                // The CUDA 13 guide (CHANGES.md A52) lets device code use the value of a
                // constexpr host variable of class type with a constexpr constructor, and no
                // longer that of a pointer: the direct reads of those types are judged by the
                // 11.x/12.x rule until 13.0 and get a twin for the 13.0 rule.
                let a52 = d.constexpr()
                    && matches!(
                        u,
                        Use::Read | Use::ReadGlobal | Use::ReadHostDevice | Use::CfnRuntime
                    )
                    && matches!(t.slug, "struct" | "pointer");
                if a52 {
                    let twin_ok = t.slug == "struct";
                    let twin = Case::new(
                        format!("{BASE}/{}-{}-{}-13.cu", d.slug(), t.slug, u.slug()),
                        d.section(),
                        if twin_ok {
                            "hostvar.constexpr-class-value-13"
                        } else {
                            "hostvar.constexpr-pointer-value-13"
                        },
                        V::ok_if(twin_ok),
                        format!(
                            "{} of type {}, {} (CUDA 13 rule)",
                            d.what(),
                            t.what,
                            u.what()
                        ),
                        c.code.clone(),
                    )
                    .tag("constexpr-variable")
                    .rev("cuda-13");
                    c = c.until("13.0").rev("until-13");
                    out.push(c);
                    out.push(twin);
                    continue;
                }
                out.push(c);
            }
        }
    }
}

fn initialization(out: &mut Vec<Case>) {
    // I.4.13: the value may be used only if "V has been initialized with a constant expression
    // before the point of use".
    let forms: [(&str, &str, &str, bool); 9] = [
        ("extern-defined-after-use", "declared extern and defined (with a constant) only after the use", "extern const int zzz;\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\nconst int zzz = 20;\n", false),
        ("extern-defined-before-use", "declared extern and defined with a constant before the use", "extern const int zzz;\nconst int zzz = 20;\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\n", true),
        ("dynamic-initializer", "initialized by a call of a non-constexpr host function", "int host_init(void) { return 3; }\nconst int zzz = host_init();\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\n", false),
        ("constexpr-function-initializer", "initialized by a call of a constexpr function with a constant argument", "constexpr int twice(int v) { return 2 * v; }\nconst int zzz = twice(3);\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\n", true),
        ("initialized-from-const", "initialized from another const int", "const int aaa = 5;\nconst int zzz = aaa + 1;\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\n", true),
        ("initialized-from-non-const", "initialized from a non-const int", "int aaa = 5;\nconst int zzz = aaa;\n__device__ int foo(void) {\n  int val3 = zzz; $ERR\n  return val3;\n}\n", false),
        ("static-member-defined-after-use", "a static member whose constant initializer is given only after the use", "struct S1_t { static const int yyy; };\n__device__ int foo(void) {\n  int val2 = S1_t::yyy; $ERR\n  return val2;\n}\nconst int S1_t::yyy = 20;\n", false),
        ("static-member-defined-before-use", "a static member defined with a constant out of class before the use", "struct S1_t { static const int yyy; };\nconst int S1_t::yyy = 20;\n__device__ int foo(void) {\n  int val2 = S1_t::yyy; $ERR\n  return val2;\n}\n", true),
        ("float-dynamic-initializer", "a const float initialized by a call of a non-constexpr host function", "float host_init(void) { return 3.0f; }\nconst float www = host_init();\n__device__ float foo(void) {\n  float val5 = www; $ERR\n  return val5;\n}\n", false),
    ];
    for (slug, what, code, ok) in forms {
        out.push(
            Case::new(
                format!("{BASE}/initialization-{slug}.cu"),
                "I.4.13",
                "hostvar.const-value-use",
                V::ok_if(ok),
                format!("a const int host variable {what}, read in device code"),
                format!("{code}__global__ void kern_use(int *out) {{ *out = (int)foo(); }}\n"),
            )
            .tag("const-variable"),
        );
    }
    out.push(
        Case::new(
            format!("{BASE}/initialization-constexpr-derived.cu"),
            "I.4.20.5",
            "hostvar.constexpr-scalar-value",
            V::Ok,
            "a constexpr int host variable initialized from another constexpr variable, read in device code",
            "constexpr int xxx = 10;\nconstexpr int yyy = xxx + 4;\n__device__ int foo(void) {\n  return yyy;\n}\n__global__ void kern_use(int *out) { *out = foo(); }\n",
        )
        .tag("constexpr-variable"),
    );
}

fn relaxed_constexpr(out: &mut Vec<Case>) {
    // I.4.20.4: "By default, a constexpr function cannot be called from a function with
    // incompatible execution space. The experimental flag --expt-relaxed-constexpr removes this
    // restriction." A __host__ constexpr function reading a host variable, called from device
    // code, is therefore an error without the flag; with it, the host-variable rules decide.
    let forms: [(&str, &str, &str, &str, &str, bool); 4] = [
        (
            "constexpr-scalar",
            "a constexpr int",
            "constexpr int xxx = 10;\n",
            "xxx + i",
            "hget(1)",
            true,
        ),
        (
            "const-int",
            "a const int",
            "const int xxx = 10;\n",
            "xxx + i",
            "hget(1)",
            true,
        ),
        (
            "constexpr-scalar-runtime-argument",
            "a constexpr int, with a non-constant argument",
            "constexpr int xxx = 10;\n",
            "xxx + i",
            "hget(idx)",
            true,
        ),
        (
            "constexpr-array-runtime-argument",
            "a constexpr int array, with a non-constant argument",
            "constexpr int host_arr[] = { 1, 2, 3};\n",
            "host_arr[i]",
            "hget(idx)",
            false,
        ),
    ];
    for (slug, what, decl, expr, call, ok_with_flag) in forms {
        let code = format!("{decl}constexpr int hget(int i) {{ return {expr}; }}\n__device__ int foo(int idx) {{\n  int v1 = {call}; $ERR\n  return v1;\n}}\n__global__ void kern_use(int *out) {{ *out = foo(1); }}\n");
        out.push(
            Case::new(
                format!("{BASE}/relaxed-constexpr-{slug}-without-flag.cu"),
                "I.4.20.4",
                "variants.constexpr-cross-execution-space",
                V::Error,
                format!("a __host__ constexpr function reading {what} host variable, called from device code without --expt-relaxed-constexpr"),
                code.clone(),
            )
            .tag("relaxed-constexpr")
            .rev("without-flag"),
        );
        let (section, clause) = if ok_with_flag {
            ("I.4.20.4", "variants.constexpr-cross-execution-space")
        } else {
            ("I.4.20.5", "hostvar.constexpr-nonscalar-in-constexpr-call")
        };
        out.push(
            Case::new(
                format!("{BASE}/relaxed-constexpr-{slug}-with-flag.cu"),
                section,
                clause,
                V::ok_if(ok_with_flag),
                format!("a __host__ constexpr function reading {what} host variable, called from device code with --expt-relaxed-constexpr"),
                code,
            )
            .flag("--expt-relaxed-constexpr")
            .tag("relaxed-constexpr")
            .rev("with-flag")
            .note_opt(if ok_with_flag { None } else { Some("With the flag the call is allowed, but it is not a constant expression and reads a non-scalar host variable: I.4.20.5 allows that only in a call that is a constant expression.") }),
        );
    }
}
