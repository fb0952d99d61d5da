//! Family `global_params`: the restrictions on `__global__` functions (I.4.9.3, I.4.9.3.1,
//! I.4.9.7, I.4.9.8, I.4.10.2, I.4.10.3, I.4.10.4, I.4.20.8, I.4.21.1) x parameter kinds x
//! declaration forms, the 4 KB parameter limit, and device-side launches of non-trivially-copyable
//! arguments.
//!
//! Verdicts are computed from the rule each case cites (comments quote the guide).
//!
//! ## Why so many cases for one clause (issue 17: a clause above 60 cases justifies its variety)
//!
//! Each axis is kept only where a toolchain has a separate code path that can get it wrong on its
//! own; "Could shrink" names the cells no toolchain is known to tell apart (counts: case files
//! citing the clause, all / generated, before copies became revisions).
//!
//! **global.param-no-reference (61 / 46, generator `global_params`).**
//! Axes: parameter type (lvalue/const/array reference, pointer, struct, struct containing an
//! array) x how the kernel is reached (declaration only, launched, template-dependent, explicit
//! specialization, extern "C"). Why: a reference parameter in a template is only checked at
//! instantiation, in an explicit specialization on its own declaration, and in an `extern "C"`
//! kernel without mangling; a declaration-only check misses the launched-template path. Keep.

use super::memspace::case::{self, check_slug, Case, V};
use crate::Generated;

const BASE: &str = "functions/generated/global-params";

/// The types the parameter cases use.
const PRELUDE: &str = "#include <cstdarg>
#include <initializer_list>
struct S { int a; float b; };
struct A { int arr[8]; };
struct NT {
  int x;
  NT() : x(0) { }
  NT(const NT &o) : x(o.x) { }
  ~NT() { }
};
struct V { int x; virtual __host__ __device__ void f() { } };
struct VD : V { };
struct VDt { int x; virtual __host__ __device__ ~VDt() { } };
struct B { int y; };
struct VB : virtual B { int x; };
struct VBD : VB { };
";

#[derive(Clone, Copy, PartialEq)]
enum Rule {
    /// Nothing in the guide restricts this parameter.
    Ok,
    /// I.4.9.3: "__global__ function parameters cannot be pass-by-reference."
    Reference,
    /// I.4.20.8: "__global__ functions cannot have a parameter of rvalue reference type."
    Rvalue,
    /// I.4.20.8: "A __global__ function or function template cannot have a parameter with type
    /// std::initializer_list or va_list."
    InitListVaList,
    /// I.4.9.3: "__global__ functions cannot have a variable number of arguments."
    Variadic,
    /// I.4.10.3: "It is not allowed to pass as an argument to a __global__ function an object of
    /// a class with virtual functions."
    VirtualClass,
    /// I.4.10.4: "It is not allowed to pass as an argument to a __global__ function an object of
    /// a class derived from virtual base classes."
    VirtualBase,
    /// I.4.9.3.1: "When a __global__ function is launched from host code, each argument type is
    /// allowed to be non-copyable or non-destructible" (the non-standard memcpy workflow).
    HostLaunchNonTrivial,
}

impl Rule {
    fn clause(self) -> (&'static str, &'static str) {
        match self {
            Rule::Ok => ("global.param-no-reference", "I.4.9.3"),
            Rule::Reference => ("global.param-no-reference", "I.4.9.3"),
            Rule::Rvalue => ("global.param-no-rvalue-reference", "I.4.20.8"),
            Rule::InitListVaList => ("global.param-no-initializer-list-va-list", "I.4.20.8"),
            Rule::Variadic => ("global.param-no-variadic", "I.4.9.3"),
            Rule::VirtualClass => ("global.param-no-virtual-class", "I.4.10.3"),
            Rule::VirtualBase => ("global.param-no-virtual-base", "I.4.10.4"),
            Rule::HostLaunchNonTrivial => ("global.device-launch-trivially-copyable", "I.4.9.3.1"),
        }
    }
    fn allowed(self) -> bool {
        matches!(self, Rule::Ok | Rule::HostLaunchNonTrivial)
    }
}

struct Param {
    slug: &'static str,
    what: &'static str,
    /// The parameter declaration, `p` being its name (or `...`).
    decl: &'static str,
    /// The parameter's type, for templates (`None`: cannot be a template argument).
    ty: Option<&'static str>,
    /// Statements before the launch and the launch arguments (`None`: no launch form).
    launch: Option<(&'static str, &'static str)>,
    rule: Rule,
    /// Ellipsis forms can only be the last parameter.
    ellipsis: bool,
}

fn params() -> Vec<Param> {
    vec![
        Param {
            slug: "int",
            what: "an int by value",
            decl: "int p",
            ty: Some("int"),
            launch: Some(("", "1")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "struct",
            what: "a struct by value",
            decl: "S p",
            ty: Some("S"),
            launch: Some(("", "S{1, 2.0f}")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "array-in-struct",
            what: "a struct holding an array, by value",
            decl: "A p",
            ty: Some("A"),
            launch: Some(("", "A{}")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "pointer",
            what: "a pointer",
            decl: "int *p",
            ty: Some("int *"),
            launch: Some(("", "nullptr")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "pointer-to-virtual-class",
            what: "a pointer to a class with virtual functions (not an object of it)",
            decl: "V *p",
            ty: Some("V *"),
            launch: Some(("", "nullptr")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "pointer-to-virtual-base-class",
            what: "a pointer to a class with a virtual base (not an object of it)",
            decl: "VB *p",
            ty: Some("VB *"),
            launch: Some(("", "nullptr")),
            rule: Rule::Ok,
            ellipsis: false,
        },
        Param {
            slug: "non-trivially-copyable",
            what:
                "a non-trivially-copyable, non-trivially-destructible class by value (host launch)",
            decl: "NT p",
            ty: Some("NT"),
            launch: Some(("  NT v;\n", "v")),
            rule: Rule::HostLaunchNonTrivial,
            ellipsis: false,
        },
        Param {
            slug: "lvalue-reference",
            what: "an lvalue reference to int",
            decl: "int &p",
            ty: Some("int &"),
            launch: Some(("  int x = 1;\n", "x")),
            rule: Rule::Reference,
            ellipsis: false,
        },
        Param {
            slug: "const-reference",
            what: "a const lvalue reference to int",
            decl: "const int &p",
            ty: Some("const int &"),
            launch: Some(("", "1")),
            rule: Rule::Reference,
            ellipsis: false,
        },
        Param {
            slug: "struct-reference",
            what: "an lvalue reference to a struct",
            decl: "S &p",
            ty: Some("S &"),
            launch: Some(("  S s{1, 2.0f};\n", "s")),
            rule: Rule::Reference,
            ellipsis: false,
        },
        Param {
            slug: "array-reference",
            what: "a reference to an array",
            decl: "int (&p)[4]",
            ty: Some("int (&)[4]"),
            launch: Some(("  int arr[4] = {1, 2, 3, 4};\n", "arr")),
            rule: Rule::Reference,
            ellipsis: false,
        },
        Param {
            slug: "rvalue-reference",
            what: "an rvalue reference to int",
            decl: "int &&p",
            ty: Some("int &&"),
            launch: Some(("", "1")),
            rule: Rule::Rvalue,
            ellipsis: false,
        },
        Param {
            slug: "struct-rvalue-reference",
            what: "an rvalue reference to a struct",
            decl: "S &&p",
            ty: Some("S &&"),
            launch: Some(("", "S{1, 2.0f}")),
            rule: Rule::Rvalue,
            ellipsis: false,
        },
        Param {
            slug: "initializer-list",
            what: "a std::initializer_list<int>",
            decl: "std::initializer_list<int> p",
            ty: Some("std::initializer_list<int>"),
            launch: Some(("  std::initializer_list<int> il = {1, 2};\n", "il")),
            rule: Rule::InitListVaList,
            ellipsis: false,
        },
        Param {
            slug: "initializer-list-struct",
            what: "a std::initializer_list<S>",
            decl: "std::initializer_list<S> p",
            ty: Some("std::initializer_list<S>"),
            launch: None,
            rule: Rule::InitListVaList,
            ellipsis: false,
        },
        Param {
            slug: "va-list",
            what: "a va_list",
            decl: "va_list p",
            ty: None,
            launch: None,
            rule: Rule::InitListVaList,
            ellipsis: false,
        },
        Param {
            slug: "ellipsis-only",
            what: "only an ellipsis (C varargs)",
            decl: "...",
            ty: None,
            launch: Some(("", "")),
            rule: Rule::Variadic,
            ellipsis: true,
        },
        Param {
            slug: "int-then-ellipsis",
            what: "an int followed by an ellipsis (C varargs)",
            decl: "int p, ...",
            ty: None,
            launch: Some(("", "1, 2")),
            rule: Rule::Variadic,
            ellipsis: true,
        },
        Param {
            slug: "virtual-function-class",
            what: "an object of a class with a virtual function",
            decl: "V p",
            ty: Some("V"),
            launch: Some(("  V v;\n", "v")),
            rule: Rule::VirtualClass,
            ellipsis: false,
        },
        Param {
            slug: "inherited-virtual-function-class",
            what: "an object of a class that inherits a virtual function",
            decl: "VD p",
            ty: Some("VD"),
            launch: Some(("  VD v;\n", "v")),
            rule: Rule::VirtualClass,
            ellipsis: false,
        },
        Param {
            slug: "virtual-destructor-class",
            what: "an object of a class whose only virtual function is its destructor",
            decl: "VDt p",
            ty: Some("VDt"),
            launch: Some(("  VDt v;\n", "v")),
            rule: Rule::VirtualClass,
            ellipsis: false,
        },
        Param {
            slug: "virtual-base-class",
            what: "an object of a class with a virtual base class",
            decl: "VB p",
            ty: Some("VB"),
            launch: Some(("  VB v;\n", "v")),
            rule: Rule::VirtualBase,
            ellipsis: false,
        },
        Param {
            slug: "indirect-virtual-base-class",
            what: "an object of a class derived from a class with a virtual base",
            decl: "VBD p",
            ty: Some("VBD"),
            launch: Some(("  VBD v;\n", "v")),
            rule: Rule::VirtualBase,
            ellipsis: false,
        },
    ]
}

/// The cases of this family.
pub fn cases() -> Vec<Generated> {
    let mut v: Vec<Case> = Vec::new();
    param_matrix(&mut v);
    declaration_forms(&mut v);
    variadic_templates(&mut v);
    size_limit(&mut v);
    device_launch(&mut v);
    case::merge(v)
        .into_iter()
        .map(|c| {
            let c = c.tag("global-params");
            for part in c.path.split('/') {
                check_slug(part.trim_end_matches(".cu"));
            }
            c.render()
        })
        .collect()
}

fn param_matrix(out: &mut Vec<Case>) {
    for p in params() {
        let (clause, section) = p.rule.clause();
        // Forms: (slug, description, code). `{P}` is the parameter declaration, `{T}` its type.
        let mut forms: Vec<(&str, String, String)> = Vec::new();
        let interesting_ok = matches!(
            p.slug,
            "pointer-to-virtual-class" | "pointer-to-virtual-base-class" | "non-trivially-copyable"
        );
        let all_forms = !p.rule.allowed() || interesting_ok;
        if all_forms {
            forms.push((
                "definition",
                "a __global__ function definition".into(),
                format!("__global__ void k({}) {{ }} $ERR\n", p.decl),
            ));
        }
        if !p.rule.allowed() {
            forms.push((
                "declaration",
                "a __global__ function declaration (no definition)".into(),
                format!("__global__ void k({}); $ERR\n", p.decl),
            ));
            forms.push((
                "extern-c",
                "an extern \"C\" __global__ function".into(),
                format!("extern \"C\" __global__ void k({}) {{ }} $ERR\n", p.decl),
            ));
            forms.push((
                "template-non-dependent",
                "a __global__ function template (the parameter is not dependent)".into(),
                format!(
                    "template <typename T> __global__ void k(T t, {}) {{ }} $ERR\n",
                    p.decl
                ),
            ));
            if !p.ellipsis {
                forms.push((
                    "middle-parameter",
                    "a __global__ function (the middle one of three parameters)".into(),
                    format!("__global__ void k(int a, {}, int b) {{ }} $ERR\n", p.decl),
                ));
            }
        }
        if let Some((pre, args)) = p.launch {
            forms.push((
                "launched",
                "a __global__ function launched from host code".into(),
                format!("__global__ void k({}) {{ }} $ERR\nvoid launch() {{\n{pre}  k<<<1, 1>>>({args});\n}}\n", p.decl),
            ));
        }
        if let Some(ty) = p.ty {
            // The parameter type comes from the template argument: the instantiated function has
            // the parameter. The template and its explicit instantiation (or specialization) share
            // one line, so that a diagnostic at either (the template's line "detected during
            // instantiation", or the line naming the type) meets the annotation.
            forms.push((
                "template-dependent",
                format!("a __global__ function template instantiated with T = {ty}, so"),
                format!("template <typename T> __global__ void k(T p) {{ }} template __global__ void k<{ty}>({ty}); $ERR\n"),
            ));
            if !p.rule.allowed() {
                forms.push((
                    "explicit-specialization",
                    format!("an explicit specialization of a __global__ function template for {ty}"),
                    format!("template <typename T> __global__ void k(T p) {{ }} template <> __global__ void k<{ty}>({}) {{ }} $ERR\n", p.decl),
                ));
            }
        }
        for (fslug, fwhat, code) in forms {
            let mut c = Case::new(
                format!("{BASE}/param-{}-{fslug}.cu", p.slug),
                section,
                clause,
                V::ok_if(p.rule.allowed()),
                format!("{fwhat} taking {}", p.what),
                format!("{PRELUDE}{code}"),
            )
            .tag("param");
            if matches!(fslug, "template-dependent" | "explicit-specialization") {
                c = c.note("The template and its explicit instantiation or specialization are written on one line on purpose: the spec names no line for a diagnostic about an instantiated __global__ function, and either line is a fair place for it.");
            }
            out.push(c);
        }
    }
}

/// (slug, section, clause, ok, description, code, std) of one declaration form.
type DeclForm = (
    &'static str,
    &'static str,
    &'static str,
    bool,
    &'static str,
    &'static str,
    Option<&'static str>,
);

/// (slug, description, code, ok, since, until) of one parameter-size form.
type SizeForm = (
    &'static str,
    &'static str,
    String,
    bool,
    Option<&'static str>,
    Option<&'static str>,
);

fn declaration_forms(out: &mut Vec<Case>) {
    // (slug, section, clause, ok, description, code, std)
    let forms: Vec<DeclForm> = vec![
        // I.4.10.2: "Static member functions cannot be __global__ functions."
        ("static-member-struct", "I.4.10.2", "global.no-static-member", false, "a static member function of a struct declared __global__", "struct S {\n  static __global__ void k(); $ERR\n};\n", None),
        ("static-member-struct-defined", "I.4.10.2", "global.no-static-member", false, "a static member function of a struct defined __global__ in its class", "struct S {\n  static __global__ void k(int) { } $ERR\n};\n", None),
        ("static-member-class", "I.4.10.2", "global.no-static-member", false, "a public static member function of a class declared __global__", "class C {\npublic:\n  static __global__ void k(int *) { } $ERR\n};\n", None),
        ("static-member-class-template", "I.4.10.2", "global.no-static-member", false, "a static member function of a class template declared __global__ (instantiated)", "template <typename T> struct S {\n  static __global__ void k(T) { } $ERR\n};\ntemplate struct S<int>;\n", None),
        ("static-member-template", "I.4.10.2", "global.no-static-member", false, "a static member function template declared __global__", "struct S {\n  template <typename T> static __global__ void k(T) { } $ERR\n};\n", None),
        ("static-member-device", "I.4.10.2", "global.no-static-member", true, "a static member function declared __device__ (not __global__)", "struct S {\n  static __device__ int k(int x) { return x; }\n};\n__global__ void kern(int *out) { *out = S::k(1); }\n", None),
        ("static-member-host-device", "I.4.10.2", "global.no-static-member", true, "a static member function declared __host__ __device__", "struct S {\n  static __host__ __device__ int k(int x) { return x; }\n};\n__global__ void kern(int *out) { *out = S::k(1); }\n", None),
        // I.4.9.7: "A __global__ function or function template cannot be defined in a friend
        // declaration."
        ("friend-definition-struct", "I.4.9.7", "global.no-friend-definition", false, "a __global__ function defined in a friend declaration of a struct", "struct S1_t {\n  friend __global__ void foo3(void) { } $ERR\n};\n", None),
        ("friend-definition-with-parameter", "I.4.9.7", "global.no-friend-definition", false, "a __global__ function with a parameter defined in a friend declaration of a class", "class C {\n  int x;\n  friend __global__ void foo3(C *c) { } $ERR\n};\n", None),
        ("friend-template-definition", "I.4.9.7", "global.no-friend-definition", false, "a __global__ function template defined in a friend declaration", "struct S1_t {\n  template<typename T>\n  friend __global__\n  void foo4(void) { } $ERR\n};\n", None),
        ("friend-definition-class-template", "I.4.9.7", "global.no-friend-definition", false, "a __global__ function defined in a friend declaration of a class template (instantiated)", "template <typename T> struct W {\n  friend __global__ void foo5(W *) { } $ERR\n};\nW<int> w;\n", None),
        ("friend-declaration", "I.4.9.7", "global.no-friend-definition", true, "a __global__ function declared (not defined) as a friend and defined at namespace scope", "struct S1_t {\n  friend __global__\n  void foo1(void);\n};\n__global__ void foo1(void) { }\n", None),
        ("friend-template-declaration", "I.4.9.7", "global.no-friend-definition", true, "a __global__ function template declared (not defined) as a friend", "struct S1_t {\n  template<typename T>\n  friend __global__\n  void foo2(void);\n};\ntemplate<typename T> __global__ void foo2(void) { }\n", None),
        ("friend-device-definition", "I.4.9.7", "global.no-friend-definition", true, "a __device__ (not __global__) function defined in a friend declaration", "struct S1_t {\n  int x;\n  friend __device__ int get(const S1_t &s) { return s.x; }\n};\n__global__ void kern(int *out) { S1_t s{1}; *out = get(s); }\n", None),
        // I.4.9.8: "An operator function cannot be a __global__ function."
        ("operator-binary", "I.4.9.8", "global.no-operator", false, "a binary operator+ declared __global__", "struct P { int x; };\n__global__ void operator+(P, P) { } $ERR\n", None),
        ("operator-shift", "I.4.9.8", "global.no-operator", false, "an operator<< declared __global__", "struct P { int x; };\n__global__ void operator<<(P, int) { } $ERR\n", None),
        ("operator-unary", "I.4.9.8", "global.no-operator", false, "a unary operator! declared __global__", "struct P { int x; };\n__global__ void operator!(P) { } $ERR\n", None),
        ("operator-comma", "I.4.9.8", "global.no-operator", false, "an operator, declared __global__", "struct P { int x; };\n__global__ void operator,(P, P) { } $ERR\n", None),
        ("operator-template", "I.4.9.8", "global.no-operator", false, "an operator function template declared __global__", "struct P { int x; };\ntemplate <typename T> __global__ void operator-(T, P) { } $ERR\n", None),
        ("operator-declaration", "I.4.9.8", "global.no-operator", false, "an operator function declared (not defined) __global__", "struct P { int x; };\n__global__ void operator*(P, P); $ERR\n", None),
        ("operator-device", "I.4.9.8", "global.no-operator", true, "an operator function declared __device__ (not __global__)", "struct P { int x; };\n__device__ P operator+(P a, P b) { return P{a.x + b.x}; }\n__global__ void kern(int *out) { *out = (P{1} + P{2}).x; }\n", None),
        // I.4.20.8: "A __global__ function or function template cannot be declared as
        // constexpr."
        ("constexpr-first", "I.4.20.8", "global.no-constexpr", false, "a __global__ function declared constexpr __global__", "constexpr __global__ void k() { } $ERR\n", None),
        ("constexpr-after", "I.4.20.8", "global.no-constexpr", false, "a __global__ function declared __global__ constexpr", "__global__ constexpr void k() { } $ERR\n", None),
        ("constexpr-template", "I.4.20.8", "global.no-constexpr", false, "a __global__ function template declared constexpr", "template <typename T> constexpr __global__ void k(T) { } $ERR\n", None),
        ("constexpr-declaration", "I.4.20.8", "global.no-constexpr", false, "a __global__ function declared (not defined) constexpr", "constexpr __global__ void k(int); $ERR\n", None),
        ("constexpr-device", "I.4.20.8", "global.no-constexpr", true, "a constexpr __device__ function (not __global__) called from a kernel", "constexpr __device__ int f(int x) { return x + 1; }\n__global__ void k(int *out) { *out = f(1); }\n", None),
        // I.4.21.1: "A __global__ function cannot have a deduced return type."
        ("deduced-auto", "I.4.21.1", "global.no-deduced-return", false, "a __global__ function with return type auto", "__global__ auto k() { } $ERR\n", Some("c++14")),
        ("deduced-auto-return-statement", "I.4.21.1", "global.no-deduced-return", false, "a __global__ function with return type auto and a return; statement", "__global__ auto k(int *out) { *out = 1; return; } $ERR\n", Some("c++14")),
        ("deduced-decltype-auto", "I.4.21.1", "global.no-deduced-return", false, "a __global__ function with return type decltype(auto)", "__global__ decltype(auto) k() { } $ERR\n", Some("c++14")),
        ("deduced-template", "I.4.21.1", "global.no-deduced-return", false, "a __global__ function template with return type auto, explicitly instantiated on the same line", "template <typename T> __global__ auto k(T) { } template __global__ auto k<int>(int); $ERR\n", Some("c++14")),
        ("trailing-return-void", "I.4.21.1", "global.no-deduced-return", true, "a __global__ function with auto and a trailing return type void (not deduced)", "__global__ auto k(int *out) -> void { *out = 1; }\n", Some("c++14")),
        ("deduced-device-function", "I.4.21.1", "global.no-deduced-return", true, "a __device__ function (not __global__) with a deduced return type, called from a kernel", "__device__ auto f(int x) { return x; }\n__global__ void k(int *out) { *out = f(1); }\n", Some("c++14")),
    ];
    for (slug, section, clause, ok, what, code, std) in forms {
        let mut c = Case::new(
            format!("{BASE}/form-{slug}.cu"),
            section,
            clause,
            V::ok_if(ok),
            what,
            code,
        )
        .tag("declaration-form");
        if let Some(s) = std {
            c = c.std(s);
        }
        out.push(c);
    }
}

fn variadic_templates(out: &mut Vec<Case>) {
    // I.4.20.8: "Variadic __global__ function templates have the following restrictions: Only a
    // single pack parameter is allowed. The pack parameter must be listed last in the template
    // parameter list."
    let wrap = "template <typename...> struct W1 { };\ntemplate <int...> struct W2 { };\n";
    let forms: [(&str, &str, &str, &str); 11] = [
        ("wrapper-pack-last", "ok", "a template template parameter followed by a type pack (pack last)", "template <template <typename...> class Wrapper, typename... Pack> __global__ void foo1(Wrapper<Pack...>);\n"),
        ("function-parameter-pack", "ok", "a single type pack deduced from the function parameters", "template <typename... Pack> __global__ void k(Pack... p) { }\nvoid launch() { k<<<1, 1>>>(1, 2.0f, 'c'); }\n"),
        ("type-then-pack", "ok", "a type parameter followed by a type pack", "template <typename T, typename... Pack> __global__ void k(T, Pack...) { }\nvoid launch() { k<<<1, 1>>>(1, 2.0f); }\n"),
        ("non-type-pack", "ok", "a single non-type pack", "template <int... N> __global__ void k(int *out) { *out = sizeof...(N); }\nvoid launch(int *p) { k<1, 2, 3><<<1, 1>>>(p); }\n"),
        ("empty-pack", "ok", "a single pack instantiated empty", "template <typename... Pack> __global__ void k(Pack... p) { }\nvoid launch() { k<<<1, 1>>>(); }\n"),
        ("pack-before-template-template", "pack-last", "a type pack listed before a template template parameter", "template <typename... Pack, template <typename...> class Wrapper> __global__ void foo2(Wrapper<Pack...>); $ERR\n"),
        ("pack-before-type", "pack-last", "a type pack listed before a deducible type parameter", "template <typename... Pack, typename T> __global__ void k(T, W1<Pack...>) { } $ERR\n"),
        ("non-type-pack-before-type", "pack-last", "a non-type pack listed before a type parameter", "template <int... N, typename T> __global__ void k(T, W2<N...>) { } $ERR\n"),
        ("two-packs-spec-example", "one-pack", "two packs (type and non-type) with two template template parameters", "template <typename... Pack1, int...Pack2, template<typename...> class Wrapper1, template<int...> class Wrapper2> __global__ void foo3(Wrapper1<Pack1...>, Wrapper2<Pack2...>); $ERR\n"),
        ("two-type-packs", "one-pack", "two type packs", "template <typename... A, typename... Bs> __global__ void k(W1<A...>, W1<Bs...>) { } $ERR\n"),
        ("type-and-non-type-packs", "one-pack", "a type pack and a trailing non-type pack", "template <typename... A, int... N> __global__ void k(W1<A...>, W2<N...>) { } $ERR\n"),
    ];
    for (slug, rule, what, code) in forms {
        let (clause, verdict) = match rule {
            "ok" => ("global.variadic-template-pack-last", V::Ok),
            "pack-last" => ("global.variadic-template-pack-last", V::Error),
            _ => ("global.variadic-template-one-pack", V::Error),
        };
        let mut c = Case::new(
            format!("{BASE}/variadic-{slug}.cu"),
            "I.4.20.8",
            clause,
            verdict,
            format!("a variadic __global__ function template with {what}"),
            format!("{wrap}{code}"),
        )
        .tag("variadic-template");
        if rule == "one-pack" {
            c = c.note("Every template with two packs also has a pack that is not last; the case cites the one-pack rule, which it breaks in any reading.");
        }
        out.push(c);
    }
}

fn size_limit(out: &mut Vec<Case>) {
    // I.4.9.3: "__global__ function parameters are passed to the device via constant memory and
    // are limited to 4 KB." The limit became 32,764 bytes in CUDA 12.1 (Volta and later); the
    // cases over 4 KB carry `until: 12.1`, those about the new limit `since: 12.1`.
    let forms: Vec<SizeForm> = vec![
        ("4096-bytes", "a single 4096-byte struct parameter (at the 4 KB limit)", "struct P { char c[4096]; };\n__global__ void k(P p) { } $ERR\n".into(), true, None, None),
        ("4097-bytes", "a single 4097-byte struct parameter (one byte over 4 KB)", "struct P { char c[4097]; };\n__global__ void k(P p) { } $ERR\n".into(), false, None, Some("12.1")),
        ("two-params-4096-bytes", "two 2048-byte parameters (4096 bytes in all)", "struct P { char c[2048]; };\n__global__ void k(P a, P b) { } $ERR\n".into(), true, None, None),
        ("two-params-4097-bytes", "a 2048-byte and a 2049-byte parameter (4097 bytes in all)", "struct P { char c[2048]; };\nstruct Q { char c[2049]; };\n__global__ void k(P a, Q b) { } $ERR\n".into(), false, None, Some("12.1")),
        ("padding-fits", "a char and a 4092-byte int-aligned struct (4096 bytes with padding)", "struct Q { int v[1023]; };\n__global__ void k(char c, Q q) { } $ERR\n".into(), true, None, None),
        ("padding-overflows", "a char and a 4096-byte int-aligned struct (4100 bytes with padding)", "struct Q { int v[1024]; };\n__global__ void k(char c, Q q) { } $ERR\n".into(), false, None, Some("12.1")),
        ("template-4096-bytes", "a __global__ function template instantiated with a 4096-byte parameter", "template <int N> struct P { char c[N]; };\ntemplate <int N> __global__ void k(P<N> p) { } $ERR\ntemplate __global__ void k<4096>(P<4096>);\n".into(), true, None, None),
        ("template-4097-bytes", "a __global__ function template instantiated with a 4097-byte parameter", "template <int N> struct P { char c[N]; };\ntemplate <int N> __global__ void k(P<N> p) { } $ERR\ntemplate __global__ void k<4097>(P<4097>);\n".into(), false, None, Some("12.1")),
        ("launched-4097-bytes", "a 4097-byte parameter of a __global__ function launched from host code", "struct P { char c[4097]; };\n__global__ void k(P p) { } $ERR\nvoid launch() { P p{}; k<<<1, 1>>>(p); }\n".into(), false, None, Some("12.1")),
        ("32764-bytes", "a single 32764-byte parameter (the limit since CUDA 12.1)", "struct P { char c[32764]; };\n__global__ void k(P p) { } $ERR\n".into(), true, Some("12.1"), None),
        ("32765-bytes", "a single 32765-byte parameter (over the limit since CUDA 12.1)", "struct P { char c[32765]; };\n__global__ void k(P p) { } $ERR\n".into(), false, Some("12.1"), None),
        ("two-params-32768-bytes", "two 16384-byte parameters (32768 bytes, over the limit since CUDA 12.1)", "struct P { char c[16384]; };\n__global__ void k(P a, P b) { } $ERR\n".into(), false, Some("12.1"), None),
        ("template-32765-bytes", "a __global__ function template instantiated with a 32765-byte parameter", "template <int N> struct P { char c[N]; };\ntemplate <int N> __global__ void k(P<N> p) { } $ERR\ntemplate __global__ void k<32765>(P<32765>);\n".into(), false, Some("12.1"), None),
    ];
    // The clause carries the version range (global.param-size-limit until 12.1,
    // global.param-size-limit-12-1 since 12.1), so a form names the edition it is judged by: the
    // forms over 4 KB belong to the 4 KB edition, the 32,764-byte forms and those valid in both
    // editions to the 12.1 one. Each form over 4 KB but within 32,764 bytes also gets a twin for
    // the 12.1 edition, where it is valid.
    for (slug, what, code, ok, since, until) in forms {
        let clause = if until.is_some() {
            "global.param-size-limit"
        } else {
            "global.param-size-limit-12-1"
        };
        let mut c = Case::new(
            format!("{BASE}/size-{slug}.cu"),
            "I.4.9.3",
            clause,
            V::ok_if(ok),
            what,
            code.clone(),
        )
        .tag("param-size");
        if since.is_some() {
            c = c.note("The guide (CUDA 11.x) says 4 KB; CUDA 12.1 raised the limit to 32,764 bytes for Volta and later, which this case (compiled for sm_90) checks.");
        }
        if until.is_some() {
            // One file, two revisions: judged by the 4 KB edition before 12.1 (an error), by the
            // 32,764-byte one from 12.1 (valid); each toolchain runs the one its version selects.
            c = c
                .note("The guide's 4 KB limit held until CUDA 12.1 raised it to 32,764 bytes (Volta and later).")
                .rev("until-12-1");
            out.push(c);
            c = Case::new(
                format!("{BASE}/size-{slug}-since-12-1.cu"),
                "I.4.9.3",
                "global.param-size-limit-12-1",
                V::Ok,
                format!("{what}: valid since CUDA 12.1 (limit 32,764 bytes)"),
                code,
            )
            .tag("param-size")
            .note("Over the guide's 4 KB but within the 32,764 bytes allowed since CUDA 12.1 (Volta and later; compiled for sm_90).")
            .rev("since-12-1");
        }
        out.push(c);
    }
}

fn device_launch(out: &mut Vec<Case>) {
    // I.4.9.3.1: "When a __global__ function is launched from device code, each argument must be
    // trivially copyable and trivially destructible." From host code: "each argument type is
    // allowed to be non-copyable or non-destructible".
    let types: [(&str, &str, &str, bool); 9] = [
        ("trivially-copyable", "a trivially copyable struct", "struct T { int x; };\n", true),
        ("user-default-ctor", "a struct with a user-provided default constructor (still trivially copyable)", "struct T {\n  int x;\n  __host__ __device__ T() : x(0) { }\n};\n", true),
        ("defaulted-copy-ctor", "a struct with a copy constructor defaulted on its first declaration", "struct T {\n  int x;\n  T() = default;\n  T(const T &) = default;\n};\n", true),
        ("user-copy-ctor", "a struct with a user-provided copy constructor", "struct T {\n  int x;\n  __host__ __device__ T() : x(0) { }\n  __host__ __device__ T(const T &o) : x(o.x) { }\n};\n", false),
        ("user-copy-assignment", "a struct with a user-provided copy assignment operator", "struct T {\n  int x;\n  __host__ __device__ T &operator=(const T &o) { x = o.x; return *this; }\n};\n", false),
        ("user-destructor", "a struct with a user-provided destructor", "struct T {\n  int x;\n  __host__ __device__ ~T() { }\n};\n", false),
        ("member-user-copy-ctor", "a struct with a member whose copy constructor is user-provided", "struct M {\n  int y;\n  __host__ __device__ M() : y(0) { }\n  __host__ __device__ M(const M &o) : y(o.y) { }\n};\nstruct T { M m; };\n", false),
        ("base-user-destructor", "a struct whose base class has a user-provided destructor", "struct Bd {\n  int y;\n  __host__ __device__ ~Bd() { }\n};\nstruct T : Bd { int x; };\n", false),
        ("array-member-user-destructor", "a struct with an array member whose class has a user-provided destructor", "struct M {\n  int y;\n  __host__ __device__ ~M() { }\n};\nstruct T { M m[2]; };\n", false),
    ];
    for (slug, what, ty, trivial) in types {
        for (site, swhat, code) in [
            ("from-global", "launched from a __global__ function", "__global__ void child(T t) { }\n__global__ void parent() {\n  T t{};\n  child<<<1, 1>>>(t); $ERR\n}\n"),
            ("from-device-function", "launched from a __device__ function", "__global__ void child(T t) { }\n__device__ void parent() {\n  T t{};\n  child<<<1, 1>>>(t); $ERR\n}\n"),
            ("template-from-global", "of a __global__ function template launched from a __global__ function", "template <typename U> __global__ void child(U u) { }\n__global__ void parent() {\n  T t{};\n  child<<<1, 1>>>(t); $ERR\n}\n"),
        ] {
            if site == "template-from-global" && !matches!(slug, "trivially-copyable" | "user-copy-ctor" | "user-destructor") {
                continue;
            }
            out.push(
                Case::new(
                    format!("{BASE}/device-launch-{slug}-{site}.cu"),
                    "I.4.9.3.1",
                    "global.device-launch-trivially-copyable",
                    V::ok_if(trivial),
                    format!("a __global__ function {swhat} with an argument of {what}"),
                    format!("{ty}{code}"),
                )
                .flag("-rdc=true")
                .feature("cdp")
                .tag("device-launch"),
            );
        }
        if !trivial {
            out.push(
                Case::new(
                    format!("{BASE}/device-launch-{slug}-from-host.cu"),
                    "I.4.9.3.1",
                    "global.device-launch-trivially-copyable",
                    V::Ok,
                    format!("a __global__ function launched from host code with an argument of {what}"),
                    format!("{ty}__global__ void child(T t) {{ }}\nvoid parent() {{\n  T t{{}};\n  child<<<1, 1>>>(t);\n}}\n"),
                )
                .tag("device-launch"),
            );
        }
    }
}
