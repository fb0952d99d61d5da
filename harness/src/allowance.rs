//! Allowances: errors that are not departures although no annotation marks their line, at the
//! strength the guide's prose gives them. The verdict (`verdict.rs`) asks these two questions
//! of every error it would otherwise call unexpected:
//!
//! - **Generated code.** A clause may let the host compilation fail on the code the toolchain
//!   generates for a breach (I.6.2, restrictions 13-17: "no diagnostic will be generated ... but
//!   the host compiler may fail to compile the generated code"; the clause index marks such
//!   clauses `generated-code-may-fail`). An error of an `ndr` case of such a clause that lies in
//!   generated code is then the failure the guide announces, not a rejection of valid code. An
//!   error in generated code is one whose file is not the case's and is one nvcc writes
//!   (`*.cudafe1.stub.c`, `*.cudafe1.cpp`, `*.ii`, any `tmpxft_*` intermediate) or injects
//!   (`nvcc_internal_extended_lambda_implementation`, the closure wrappers of extended lambdas).
//!   A toolchain header or another file of the case is not generated code.
//! - **Follow-on errors.** A compiler that rejects a declaration often rejects the uses of the
//!   entity it declares too (clang: "'q' requires 128 bit size '__float128' type support" on the
//!   line after `__float128 q = x;`). Such an error belongs to the expected diagnostic's group:
//!   an error at line L is a follow-on when a name N is declared on an earlier line D of the
//!   case that carries an annotation allowing an error, D got the diagnostic its annotation
//!   expects (the declaration was diagnosed: an error for `expect-error`, any severity for
//!   `expect-diag`), and line L names N, and either the message quotes N or N is the entity D
//!   declares (not one of its parameters). "Declared at D" means that N stands there as a
//!   declarator: the whole word N after a type, followed by `=`, `;`, `,`, `)`, `[`, `(`, `{` or
//!   the end of the line (for the entity, not `,` or `)`). The message need not quote N: NVRTC
//!   rejects `scale<int> * x` after the variable template `scale` with "type name is not
//!   allowed", which names nothing; the error is still on the use of what was just diagnosed.
//!   Anything else (another name, a line before D, a name only used at D, a parameter of D
//!   unquoted) stays unexpected.

use crate::annotation::Annotation;
use crate::case::Case;
use crate::diagnostic::Diagnostic;
use regex::Regex;
use std::path::Path;
use std::sync::LazyLock;

/// Whether `d` lies in code the toolchain generated rather than in a file a person wrote (see
/// the module's doc). `case_path` is the case's own file: a diagnostic there is never generated.
pub fn in_generated_code(d: &Diagnostic, case_path: &Path) -> bool {
    let Some(file) = d.file.as_deref() else {
        return false;
    };
    let name = Path::new(file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if Path::new(file) == case_path || case_path.file_name().is_some_and(|c| c == name.as_str()) {
        return false;
    }
    name.contains(".cudafe1.")
        || name.ends_with(".ii")
        || name.starts_with("tmpxft_")
        || name == "nvcc_internal_extended_lambda_implementation"
}

/// Names quoted in a diagnostic: `'q'`, `"q"`, `‘q’`, `` `q' ``; identifiers only.
static QUOTED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"['"‘`]([A-Za-z_][A-Za-z0-9_]*)['"’]"#).unwrap());

/// Whether `name` is declared on `line`: the whole word after a type (a word, `>`, `*` / `&`,
/// or a type written with parentheses, `decltype(e)` / `__typeof__(e)`), followed by a
/// declarator's end. `= x;` and `return x;` use `x`; they do not declare it.
fn declares(line: &str, name: &str) -> bool {
    let re = Regex::new(&format!(
        r"(?:(?:^|[^A-Za-z0-9_])([A-Za-z_][A-Za-z0-9_]*)\s+|[A-Za-z0-9_>]\s*[*&]+\s*|>\s*|\b(?:decltype|__typeof__|__typeof|typeof)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*[*&]*\s*){}\s*(?:[=;,)\[({{]|$)",
        regex::escape(name)
    ))
    .expect("escaped name");
    let declared = re.captures_iter(line).any(|c| {
        !c.get(1).is_some_and(|w| {
            matches!(
                w.as_str(),
                "return" | "case" | "goto" | "throw" | "delete" | "new" | "sizeof" | "else"
            )
        })
    });
    declared
}

static IDENT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z_][A-Za-z0-9_]*").unwrap());

/// A line without its `//` comment (the annotation), so words of the comment are not names.
fn code_of(line: &str) -> &str {
    line.split("//").next().unwrap_or(line)
}

/// Whether `name` is the entity `line` declares: declared there ([`declares`]) and not only as
/// a parameter (a word followed by `,` or `)`), whose name a later, unrelated function may
/// reuse.
fn declares_entity(line: &str, name: &str) -> bool {
    let code = code_of(line);
    if !declares(code, name) {
        return false;
    }
    let re =
        Regex::new(&format!(r"\b{}\s*(?:[=;\[({{]|$)", regex::escape(name))).expect("escaped name");
    re.is_match(code)
}

fn names(line: &str, name: &str) -> bool {
    Regex::new(&format!(r"\b{}\b", regex::escape(name)))
        .expect("escaped name")
        .is_match(line)
}

/// The line of the diagnosed declaration that error `d` (at a line of the case no annotation
/// allows) follows on from, if it is a follow-on (see the module's doc). `diagnosed` tells
/// whether an annotation got the diagnostic it expects (an error for `expect-error`, any
/// severity for `expect-diag`).
pub fn follow_on_of(
    case: &Case,
    d: &Diagnostic,
    diagnosed: &dyn Fn(&Annotation) -> bool,
) -> Option<u32> {
    let at = d.line?;
    let text: Vec<&str> = case.source.lines().collect();
    let line_text = |l: u32| text.get(l.checked_sub(1)? as usize).copied();
    let use_line = line_text(at)?;
    let quoted: Vec<&str> = QUOTED
        .captures_iter(&d.message)
        .filter_map(|c| c.get(1).map(|m| m.as_str()))
        .collect();
    case.annotations
        .iter()
        .filter(|a| a.allows_error() && a.line < at && diagnosed(a))
        .find(|a| {
            let Some(decl) = line_text(a.line) else {
                return false;
            };
            quoted
                .iter()
                .any(|n| declares(decl, n) && names(use_line, n))
                || IDENT
                    .find_iter(code_of(decl))
                    .any(|n| declares_entity(decl, n.as_str()) && names(use_line, n.as_str()))
        })
        .map(|a| a.line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annotation::Severity;

    fn err(file: &str, line: u32, message: &str) -> Diagnostic {
        Diagnostic {
            file: Some(file.into()),
            line: Some(line),
            column: Some(1),
            severity: Severity::Error,
            tool: "clang".into(),
            code: None,
            message: message.into(),
        }
    }

    #[test]
    fn generated_files_are_told_from_written_ones() {
        let case = Path::new("/c/cases/a/b.cu");
        for f in [
            "/tmp/x/tmpxft_000060d0_00000000-6_b.cudafe1.stub.c",
            "/tmp/x/b.cudafe1.cpp",
            "/tmp/x/b.cpp4.ii",
            "nvcc_internal_extended_lambda_implementation",
        ] {
            assert!(in_generated_code(&err(f, 14, "e"), case), "{f}");
        }
        for f in [
            "/c/cases/a/b.cu",
            "b.cu",
            "/usr/include/c++/12/vector",
            "/c/cases/include/cuconform.h",
        ] {
            assert!(!in_generated_code(&err(f, 14, "e"), case), "{f}");
        }
        let mut no_file = err("x", 1, "e");
        no_file.file = None;
        assert!(!in_generated_code(&no_file, case));
    }

    const SRC: &str = "/*---\nsection: I.4.1\nclause: a.b\ndescription: d\nverdict: diagnose\n---*/\n__host__ __device__ double widen(double x)\n{\n  __float128 q = x;  // expect-diag\n  return (double)(q + 1);\n}\nint zz = 0;\nint use() { return zz + 1; }\n";

    #[test]
    fn a_use_of_the_diagnosed_declaration_follows_on_and_nothing_else_does() {
        let case = crate::case::parse("t".into(), Path::new("t.cu"), SRC.into()).unwrap();
        let diagnosed = |a: &Annotation| a.line == 9;
        let follow = err(
            "t.cu",
            10,
            "'q' requires 128 bit size '__float128' type support, but target 'nvptx64-nvidia-cuda' does not support it",
        );
        assert_eq!(follow_on_of(&case, &follow, &diagnosed), Some(9));
        // The declaration itself was not diagnosed: the use is the only error, not a follow-on.
        assert_eq!(follow_on_of(&case, &follow, &|_: &Annotation| false), None);
        // An unrelated name, declared on no expected line.
        let unrelated = err(
            "t.cu",
            13,
            "invalid operands: 'zz' is not a device variable",
        );
        assert_eq!(follow_on_of(&case, &unrelated, &diagnosed), None);
        // A name quoted in the message but not written on the error's line.
        let elsewhere = err("t.cu", 13, "'q' was declared here");
        assert_eq!(follow_on_of(&case, &elsewhere, &diagnosed), None);
    }

    /// NVRTC's errors on the use of a variable template it just rejected under -std=c++11 quote
    /// no name ("type name is not allowed"); the use still follows on. A parameter of the
    /// diagnosed line reused by a later function does not.
    #[test]
    fn a_use_of_the_diagnosed_entity_follows_on_though_the_message_quotes_nothing() {
        let src = "/*---\nsection: I.2\nclause: a.b\ndescription: d\nverdict: diagnose\n---*/\ntemplate <class T>\nconstexpr T scale = T(10);  // expect-diag\n\n__global__ void kernel(int* out, int x) { *out = scale<int> * x; }\n__device__ int g(int x) { return x; }\n";
        let case = crate::case::parse("t".into(), Path::new("t.cu"), src.into()).unwrap();
        let diagnosed = |a: &Annotation| a.line == 8;
        let use_ = err("t.cu", 10, "type name is not allowed");
        assert_eq!(follow_on_of(&case, &use_, &diagnosed), Some(8));
        assert_eq!(follow_on_of(&case, &use_, &|_: &Annotation| false), None);
        let other = err("t.cu", 11, "expected an expression");
        assert_eq!(follow_on_of(&case, &other, &diagnosed), None);
        // `f`'s parameter `x` is not the entity of its line: a later use of another `x` stays
        // unexpected unless the message quotes it.
        let src = "/*---\nsection: I.2\nclause: a.b\ndescription: d\nverdict: diagnose\n---*/\n__device__ int f(int x);  // expect-diag\n__device__ int g(int x) { return x; }\n";
        let case = crate::case::parse("t".into(), Path::new("t.cu"), src.into()).unwrap();
        let diagnosed = |a: &Annotation| a.line == 7;
        assert_eq!(
            follow_on_of(&case, &err("t.cu", 8, "bad"), &diagnosed),
            None
        );
        assert_eq!(
            follow_on_of(&case, &err("t.cu", 8, "no 'f' here"), &diagnosed),
            None
        );
    }

    #[test]
    fn declarators_are_told_from_uses() {
        assert!(declares("  __float128 q = x;  // expect-diag", "q"));
        assert!(declares(
            "__global__ void kern(__float128 v, double *out)",
            "v"
        ));
        assert!(declares("  std::vector<int> w;", "w"));
        assert!(declares("  long double *p;", "p"));
        assert!(declares("  __typeof__(x) y = x + 1;  // expect-diag", "y"));
        assert!(declares("  decltype(f(a)) *r = nullptr;", "r"));
        assert!(
            !declares("  if (c) y = 1;", "y"),
            "an assignment after a condition"
        );
        assert!(
            !declares("  __float128 q = x;", "x"),
            "an initializer uses x"
        );
        assert!(!declares("  return x;", "x"));
        assert!(!declares("  f(x, y);", "x"));
        assert!(!declares("  __float128 q = x;", "__float128"));
    }
}
