//! Deeply nested input does not overflow the stack: every recursion of the checker is bounded
//! (the preprocessor's include nesting, macro expansion and `#if` evaluation by depth limits; the
//! analysis runs on a thread with a stack sized for the parser's and sema's bounded depths).

use cuconform_check::{check_source, Finding, Options};
use std::path::Path;

fn check_in_small_stack(name: &str, src: String, opts: Options) -> Vec<Finding> {
    // a 2 MiB thread, like a default spawned thread: the checker must not rely on the 8 MiB of
    // a main thread
    let h = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || check_source(Path::new("deep.cu"), &src, &opts))
        .unwrap();
    h.join()
        .unwrap_or_else(|_| panic!("{name}: the checker overflowed or panicked"))
}

/// A depth bound reached is not silent: a `checker.incomplete` finding at `line` whose message
/// says which nesting was cut (`what`).
fn assert_bound_reported(found: &[Finding], line: u32, what: &str) {
    assert!(
        found
            .iter()
            .any(|f| f.rule == "checker.incomplete" && f.line == line && f.message.contains(what)),
        "no checker.incomplete at line {line} saying '{what}': {found:#?}"
    );
}

#[test]
fn nested_parentheses() {
    let n = 20_000;
    let src = format!(
        "__device__ int f(int x) {{ return {}x{}; }}\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    let found = check_in_small_stack("parens", src, Options::default());
    assert_bound_reported(&found, 1, "expression nested deeper");
}

/// Below the bounds, real code's nesting (deep, but far from them) reads whole: no finding.
#[test]
fn nesting_below_the_bounds_is_read_whole() {
    let n = 25;
    let src = format!(
        "{}
__device__ int f(int x) {{ {} return {}x{}; {} }}
int {}z{};
{}
",
        (0..n)
            .map(|i| format!("namespace n{i} {{"))
            .collect::<String>(),
        "{ ".repeat(n),
        "(".repeat(n),
        ")".repeat(n),
        "} ".repeat(n),
        "(".repeat(n),
        ")".repeat(n),
        "}".repeat(n)
    );
    let found = check_in_small_stack("moderate", src, Options::default());
    assert!(
        found.iter().all(|f| f.rule != "checker.incomplete"),
        "{found:#?}"
    );
}

#[test]
fn nested_braces_and_templates() {
    let n = 5_000;
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&format!(
            "namespace n{i} {{ template <class T{i}> struct S{i} {{ "
        ));
    }
    src.push_str("int x;");
    src.push_str(&"}; }".repeat(n));
    src.push_str("\ntemplate <class T> struct A {};\nA<");
    src.push_str(&"A<".repeat(n));
    src.push_str("int");
    src.push_str(&">".repeat(n + 1));
    src.push_str(" a;\n__global__ void k() { { { ");
    src.push_str(&"{ if (1) ".repeat(n));
    src.push_str(&"}".repeat(n + 3));
    src.push('\n');
    let found = check_in_small_stack("braces/templates", src, Options::default());
    assert_bound_reported(&found, 1, "declarations nested deeper");
    assert_bound_reported(&found, 4, "statements nested deeper");
}

#[test]
fn nested_macros_and_conditions() {
    let n = 3_000;
    let mut src = String::new();
    src.push_str("#define M0(x) x\n");
    for i in 1..n {
        src.push_str(&format!("#define M{i}(x) M{}(x)\n", i - 1));
    }
    src.push_str(&format!("__device__ int v = M{}(1);\n", n - 1));
    src.push_str(&format!(
        "#if {}1{}\nint ok;\n#endif\n",
        "(".repeat(n),
        ")".repeat(n)
    ));
    src.push_str(&format!("#if {}1\nint ok2;\n#endif\n", "!".repeat(n)));
    check_in_small_stack("macros/#if", src, Options::default());
}

#[test]
fn recursive_and_deep_includes() {
    let d = std::env::temp_dir().join(format!("cuconform-depth-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    // a header that includes itself, and a chain of 300 headers
    std::fs::write(d.join("self.h"), "#include \"self.h\"\nint s;\n").unwrap();
    for i in 0..300 {
        std::fs::write(
            d.join(format!("h{i}.h")),
            format!("#include \"h{}.h\"\nint v{i};\n", i + 1),
        )
        .unwrap();
    }
    let src = "#include \"self.h\"\n#include \"h0.h\"\n__global__ void k() {}\n".to_string();
    let opts = Options::from_flags(&[format!("-I{}", d.display())]);
    check_in_small_stack("includes", src, opts);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn cyclic_declarations() {
    // ill-formed, but a forgiving parser reads them: cycles through bases, members and aliases
    let src = "struct A;\nstruct B : A { A a; };\nstruct A : B { B b; };\n\
               using X = Y; using Y = X;\ntypedef Z W; typedef W Z;\n\
               template <class T> using P = P<T>;\n\
               __global__ void k(A a, X x, W w, P<int> p) {}\n\
               int main() { A a; X x; W w; k<<<1, 1>>>(a, x, w, 0); auto l = [] __device__ () { auto m = [] __device__ () {}; }; }\n"
        .to_string();
    check_in_small_stack(
        "cycles",
        src,
        Options::from_flags(&["--extended-lambda".into()]),
    );
}

#[test]
fn long_operator_chains() {
    let n = 20_000;
    let src = format!(
        "__device__ bool f(bool b) {{ return {}b; }}\n__global__ void k() {{ auto l = [] __device__ () {{ return {}true; }}; }}\ntemplate <class T> struct Q {{}};\n{} int x;\n",
        "!".repeat(n),
        "!".repeat(n),
        "template <class T> ".repeat(n)
    );
    let found = check_in_small_stack(
        "operators",
        src,
        Options::from_flags(&["--extended-lambda".into()]),
    );
    assert_bound_reported(&found, 1, "expression nested deeper");
    assert_bound_reported(&found, 4, "declarations nested deeper");
}

#[test]
fn nested_declarators() {
    let n = 20_000;
    let src = format!(
        "int {}x{};\n__device__ int {}y{} = 1;\n",
        "(".repeat(n),
        ")".repeat(n),
        "(*".repeat(n),
        ")".repeat(n)
    );
    let found = check_in_small_stack("declarators", src, Options::default());
    assert_bound_reported(&found, 1, "declarator nested deeper");
    assert_bound_reported(&found, 2, "declarator nested deeper");
}
