//! What NVRTC cannot compile at all, read from a case's text: host code and headers NVRTC lacks.
//!
//! The NVRTC toolchain learns this at run time from NVRTC's own log (`nvrtc::host_code_in`) and
//! records the trial `unsupported`. The expectation files' side (`triage::judged_trials`, which
//! decides the consensus deviations and so the notes' "no toolchain enforces this rule") has no
//! run, only the case: without this reading it would count such an NVRTC trial, which has no
//! entry, as one where NVRTC conforms. The reading leans to "applicable": it names only
//! constructs NVRTC rejects in JIT mode (unannotated functions at namespace or class scope,
//! namespace-scope variables without a memory space, `<header>`s outside NVRTC's built-in set
//! and the build's include folder), and passes over anything it is not sure of (a declaration
//! under `#if`, an out-of-class member definition, a defaulted or deleted function, a
//! `__attribute__` spelling, a concept). A case it passes and NVRTC finds host code in stays
//! counted as judged, as before; a case it names is one NVRTC cannot judge.
//!
//! Measured (2026-11-27): every trial it names (755 trials, NVRTC compiling them otherwise) is
//! `unsupported` on each of the 17 NVRTC versions 11.7-13.5; of the 741 trials that NVRTC 13.5
//! found host code or a missing header in over the whole corpus, it names 701 (the rest are
//! spellings it passes over, such as a defaulted `__host__ virtual` destructor, which NVRTC 13.5
//! rejects in JIT mode and 12.4 does not).

use std::path::Path;

/// Headers NVRTC has built in (the toolchain gives them as empty files, `nvrtc::BUILTIN_HEADERS`;
/// a test keeps the two lists equal: that module enters the result cache's keys, so this one
/// does not share its constant).
pub const BUILTIN_HEADERS: &[&str] = &["initializer_list", "new"];

/// Why NVRTC cannot judge a case of this `source`, in the words of `nvrtc::host_code_in`
/// ("not applicable to NVRTC: ... at line N"); `include_dir` is the build's include folder
/// (`cases/include`), which NVRTC is given with `-I`.
pub fn inapplicability(source: &str, include_dir: &Path) -> Option<String> {
    let text = without_comments(source);
    if let Some((header, line)) = missing_header(&text, include_dir) {
        return Some(format!(
            "not applicable to NVRTC: a header NVRTC lacks \"{header}\" at line {line}"
        ));
    }
    host_code(&text).map(|(what, line)| format!("not applicable to NVRTC: {what} at line {line}"))
}

/// The first `#include <h>` whose `h` is neither built into NVRTC nor in `include_dir`.
fn missing_header(text: &str, include_dir: &Path) -> Option<(String, usize)> {
    for (i, l) in text.lines().enumerate() {
        let Some(d) = l.trim_start().strip_prefix('#') else {
            continue;
        };
        let Some(rest) = d.trim_start().strip_prefix("include") else {
            continue;
        };
        let Some(name) = rest
            .trim_start()
            .strip_prefix('<')
            .and_then(|r| r.split_once('>'))
            .map(|(h, _)| h.trim())
        else {
            continue;
        };
        if !BUILTIN_HEADERS.contains(&name) && !include_dir.join(name).is_file() {
            return Some((name.to_string(), i + 1));
        }
    }
    None
}

/// The source with comments blanked (newlines kept, so lines stay where they are) and line
/// splices joined onto their line's end (the lines after a splice keep their numbers by an
/// empty line each).
fn without_comments(src: &str) -> String {
    let joined = {
        let mut out = String::with_capacity(src.len());
        let mut pending = 0;
        for l in src.split('\n') {
            if let Some(head) = l.strip_suffix('\\') {
                out.push_str(head);
                pending += 1;
            } else {
                out.push_str(l);
                for _ in 0..=pending {
                    out.push('\n');
                }
                pending = 0;
            }
        }
        out
    };
    let b: Vec<char> = joined.chars().collect();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '/' if b.get(i + 1) == Some(&'/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if b.get(i + 1) == Some(&'*') => {
                i += 2;
                while i < b.len() && !(b[i] == '*' && b.get(i + 1) == Some(&'/')) {
                    if b[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
                out.push(' ');
                i += 2;
            }
            q @ ('"' | '\'') => {
                out.push(q);
                i += 1;
                while i < b.len() && b[i] != q && b[i] != '\n' {
                    if b[i] == '\\' && i + 1 < b.len() {
                        out.push(b[i]);
                        i += 1;
                    }
                    out.push(b[i]);
                    i += 1;
                }
                if i < b.len() && b[i] == q {
                    out.push(q);
                    i += 1;
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// A token with its line and whether it lies under a preprocessor conditional.
#[derive(Debug, Clone)]
struct Tok {
    text: String,
    line: usize,
    conditional: bool,
}

/// Identifiers, numbers, string and character literals, `::` and single punctuators; the
/// directives' lines are left out (tracking only how deep `#if`s nest).
fn tokens(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    for (n, l) in text.lines().enumerate() {
        let t = l.trim_start();
        if let Some(d) = t.strip_prefix('#') {
            let d = d.trim_start();
            if d.starts_with("if") {
                depth += 1;
            } else if d.starts_with("endif") {
                depth = depth.saturating_sub(1);
            }
            continue;
        }
        let c: Vec<char> = l.chars().collect();
        let mut i = 0;
        while i < c.len() {
            let start = i;
            if c[i].is_whitespace() {
                i += 1;
                continue;
            }
            if c[i].is_alphanumeric() || c[i] == '_' {
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_' || c[i] == '.') {
                    i += 1;
                }
            } else if c[i] == '"' || c[i] == '\'' {
                let q = c[i];
                i += 1;
                while i < c.len() && c[i] != q {
                    i += if c[i] == '\\' { 2 } else { 1 };
                }
                i = (i + 1).min(c.len());
            } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
                i += 2;
            } else {
                i += 1;
            }
            out.push(Tok {
                text: c[start..i].iter().collect(),
                line: n + 1,
                conditional: depth > 0,
            });
        }
    }
    out
}

/// One declaration: its tokens up to its body or `;` (a class or initializer body kept as one
/// `{}` token), whether it has a function body, and whether it is a class member.
struct Decl {
    toks: Vec<Tok>,
    body: bool,
    member: bool,
}

fn matching_brace(toks: &[Tok], open: usize) -> usize {
    let mut depth = 0usize;
    for (j, t) in toks.iter().enumerate().skip(open) {
        match t.text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// The declarations of `toks[from..to]`, a namespace's (`member` false) or a class's body,
/// with those of nested namespaces, linkage blocks and classes.
fn declarations(toks: &[Tok], from: usize, to: usize, member: bool, out: &mut Vec<Decl>) {
    let mut cur: Vec<Tok> = Vec::new();
    let mut i = from;
    while i < to {
        let t = toks[i].text.as_str();
        let words: Vec<&str> = cur.iter().map(|t| t.text.as_str()).collect();
        match t {
            ";" => {
                out.push(Decl {
                    toks: std::mem::take(&mut cur),
                    body: false,
                    member,
                });
                i += 1;
            }
            ":" if member && matches!(words.as_slice(), ["public" | "private" | "protected"]) => {
                cur.clear();
                i += 1;
            }
            "{" => {
                let close = matching_brace(toks, i);
                let scope_block = !member
                    && matches!(
                        words.as_slice(),
                        ["namespace", ..]
                            | ["inline", "namespace", ..]
                            | ["extern", "\"C\""]
                            | ["extern", "\"C++\""]
                    );
                let head = words
                    .iter()
                    .find(|w| !matches!(**w, "typedef" | "template" | "static" | "inline"));
                if scope_block {
                    declarations(toks, i + 1, close, false, out);
                    cur.clear();
                } else if matches!(head, Some(&("struct" | "class" | "union"))) {
                    declarations(toks, i + 1, close, true, out);
                    cur.push(Tok {
                        text: "{}".into(),
                        ..toks[i].clone()
                    });
                } else if matches!(head, Some(&"enum"))
                    || words.last() == Some(&"=")
                    || !words.contains(&"(")
                {
                    // An enumerator list or a brace initializer.
                    cur.push(Tok {
                        text: "{}".into(),
                        ..toks[i].clone()
                    });
                } else {
                    out.push(Decl {
                        toks: std::mem::take(&mut cur),
                        body: true,
                        member,
                    });
                }
                i = close + 1;
            }
            // The end of a block this loop did not open (unbalanced input): start afresh.
            "}" => {
                cur.clear();
                i += 1;
            }
            _ => {
                cur.push(toks[i].clone());
                i += 1;
            }
        }
    }
}

/// `words` without their leading `template <...>` headers; `None` for an explicit
/// instantiation (`template void f<int>();`), whose instantiated declaration decides.
fn without_template_heads<'a>(mut words: &'a [&'a str]) -> Option<&'a [&'a str]> {
    while words.first() == Some(&"template") {
        if words.get(1) != Some(&"<") {
            return None;
        }
        let mut depth = 0i32;
        let mut end = words.len();
        for (k, w) in words.iter().enumerate().skip(1) {
            match *w {
                "<" => depth += 1,
                ">" => depth -= 1,
                _ => {}
            }
            if depth <= 0 {
                end = k;
                break;
            }
        }
        words = &words[(end + 1).min(words.len())..];
    }
    Some(words)
}

const SPACES: &[&str] = &[
    "__device__",
    "__global__",
    "__constant__",
    "__shared__",
    "__managed__",
];
/// Declarations this reading does not judge: not a function or variable, or a spelling whose
/// space it cannot tell.
const PASSED_OVER: &[&str] = &[
    "typedef",
    "using",
    "static_assert",
    "namespace",
    "asm",
    "catch",
    "module",
    "export",
    "import",
    "enum",
    "__attribute__",
    "__declspec",
    "concept",
    "requires",
    "texture",
    "surface",
];

/// The first declaration NVRTC rejects as host code in JIT mode, with its line.
fn host_code(text: &str) -> Option<(&'static str, usize)> {
    let toks = tokens(text);
    let mut decls = Vec::new();
    declarations(&toks, 0, toks.len(), false, &mut decls);
    for d in decls {
        if d.toks.is_empty() || d.toks.iter().any(|t| t.conditional) {
            continue;
        }
        let all: Vec<&str> = d.toks.iter().map(|t| t.text.as_str()).collect();
        let Some(words) = without_template_heads(&all) else {
            continue;
        };
        if words.is_empty()
            || words
                .iter()
                .any(|w| PASSED_OVER.contains(w) || SPACES.contains(w))
            || words.ends_with(&["=", "default"])
            || words.ends_with(&["=", "delete"])
        {
            continue;
        }
        let line = d.toks[0].line;
        let eq = words.iter().position(|w| *w == "=").unwrap_or(words.len());
        let paren = words.iter().position(|w| *w == "(").unwrap_or(words.len());
        let named = |w: &str| {
            w.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && !matches!(
                    w,
                    "alignas" | "decltype" | "sizeof" | "alignof" | "noexcept" | "__declspec"
                )
        };
        let function = paren > 0
            && paren < eq
            && (named(words[paren - 1]) || words[..paren].contains(&"operator"));
        let host = words.contains(&"__host__");
        if function {
            // An out-of-class member definition takes its space from the class's declaration.
            if words[..paren].contains(&"::") || (!d.member && !d.body && words[0] == "extern") {
                continue;
            }
            return Some(if host {
                ("host code (a __host__ function)", line)
            } else {
                (
                    "host code (a function without execution space annotations)",
                    line,
                )
            });
        }
        let class_only = words.last() == Some(&"{}")
            && words
                .iter()
                .any(|w| matches!(*w, "struct" | "class" | "union"));
        let forward = matches!(words[0], "struct" | "class" | "union") && !words.contains(&"{}");
        if d.member
            || host
            || class_only
            || forward
            || matches!(words[0], "extern" | "friend")
            || words.contains(&"const")
            || words.contains(&"constexpr")
        {
            continue;
        }
        return Some((
            "host code (a namespace-scope variable without memory space annotations)",
            line,
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(src: &str) -> Option<String> {
        inapplicability(src, Path::new("/nonexistent-include-dir"))
    }

    #[test]
    fn builtin_headers_are_the_toolchains() {
        let src = include_str!("toolchain/nvrtc.rs");
        let line = src
            .lines()
            .find(|l| l.starts_with("const BUILTIN_HEADERS"))
            .expect("nvrtc.rs names its built-in headers");
        let names: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        assert_eq!(names, BUILTIN_HEADERS);
    }

    #[test]
    fn a_missing_header_is_named_with_its_line() {
        let src = "#include <initializer_list>\n#include <new>\n// #include <vector>\n#include <cstdarg>\n__global__ void k() {}\n";
        assert_eq!(
            why(src).as_deref(),
            Some("not applicable to NVRTC: a header NVRTC lacks \"cstdarg\" at line 4")
        );
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("mine.h"), "").unwrap();
        assert_eq!(
            inapplicability("#include <mine.h>\n__global__ void k() {}\n", dir.path()),
            None
        );
    }

    #[test]
    fn host_functions_and_variables_are_named() {
        let launch = "__global__ void kern(int &x) { x = 1; }\nvoid launch(void) {\n  int v = 0;\n  kern<<<1, 1>>>(v);\n}\n";
        assert_eq!(
            why(launch).as_deref(),
            Some("not applicable to NVRTC: host code (a function without execution space annotations) at line 2")
        );
        let template = "template <typename T>\n__global__ void kern(T x) { }\ntemplate <typename T> void f() { }\n";
        assert!(why(template).unwrap().ends_with("at line 3"));
        let member = "struct S {\n  __device__ int a() { return 1; }\npublic:\n  static int b() { return 2; }\n};\n";
        assert!(why(member).unwrap().ends_with("at line 4"));
        let host = "namespace n {\n__host__ int h() { return 1; }\n}\n";
        assert_eq!(
            why(host).as_deref(),
            Some("not applicable to NVRTC: host code (a __host__ function) at line 2")
        );
        let var = "struct P { int x; };\nP gv;\n";
        assert!(why(var).unwrap().contains("namespace-scope variable"));
    }

    #[test]
    fn device_code_and_unsure_spellings_pass() {
        for src in [
            // Annotated functions, variables, constants, class definitions.
            "struct S { int a; __host__ __device__ int f() const { return a; } };\n__device__ S s;\nconst int N = 3;\nconstexpr int M = 4;\n__global__ void k(int *p) { *p = N + M + s.f(); }\n",
            // Declarations under a conditional, out-of-class and defaulted members.
            "#ifndef __CUDACC_RTC__\nvoid host_only() { }\n#endif\nstruct S2 { __device__ S2(); };\nS2::S2() = default;\nstruct D { D() = default; };\n",
            // Comments and strings are not code.
            "// void f() { }\n/* int g; */\n__device__ const char *s = \"void h() { }\";\n",
            // Anonymous unions, forward declarations, explicit instantiations, extern.
            "static union { int a; float b; };\nstruct F;\ntemplate <typename T> __global__ void k(T) { }\ntemplate __global__ void k<int>(int);\nextern int e;\n",
            "template <typename T>\nconcept Arith = requires(T a) { a + a; };\n",
        ] {
            assert_eq!(why(src), None, "{src}");
        }
    }
}
