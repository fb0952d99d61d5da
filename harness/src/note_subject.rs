//! What a deviation note says its case is about must be the case's own: the host variable of a
//! `hostvar.*` case (I.4.13 const, I.4.20.5 constexpr) is a namespace-scope variable or a class
//! static member, const or constexpr, and the section the note cites is the case's.
//!
//! The NVRTC notes were written once for the whole group ("this namespace-scope
//! const/constexpr host variable, which I.4.13 restricts") and kept across blesses, so a class
//! static member read "namespace-scope" and a constexpr clause cited I.4.13 (issue 23: second
//! review G1, third review H2, fifth review F4). [`correct`] rewrites that phrase from the case;
//! [`contradiction`] finds a note that still disagrees with its case.

use crate::case::Case;
use regex::Regex;
use std::sync::LazyLock;

/// The phrase the notes use for a host variable: the old one, and the one [`phrase`] writes.
static PHRASE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"this (?:namespace-scope const/constexpr host variable|(?:const-qualified|constexpr) (?:namespace-scope host variable|class static member \(a host variable\))), which I\.[0-9.]*[0-9] restricts",
    )
    .unwrap()
});

/// Where the case's host variable is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Namespace,
    ClassStaticMember,
}

/// The host variable a `hostvar.*` case's annotated lines use: a class static member when an
/// annotated line names `C::m` for a class `C` the case defines, else a namespace-scope one.
pub fn scope_of(case: &Case) -> Scope {
    static QUALIFIED: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b([A-Za-z_]\w*)\s*::\s*[A-Za-z_]\w*").unwrap());
    let lines: Vec<&str> = case.source.lines().collect();
    let defines_class = |name: &str| {
        Regex::new(&format!(r"\b(?:struct|class)\s+{}\b", regex::escape(name)))
            .is_ok_and(|re| re.is_match(&case.source))
    };
    let member = case.annotations.iter().any(|a| {
        lines
            .get(a.line as usize - 1)
            .is_some_and(|l| QUALIFIED.captures_iter(l).any(|c| defines_class(&c[1])))
    });
    if member {
        Scope::ClassStaticMember
    } else {
        Scope::Namespace
    }
}

/// `const` or `constexpr`, from the clause (`hostvar.constexpr-*`), else the section
/// (I.4.20.5 is the constexpr one).
fn qualifier(case: &Case) -> &'static str {
    if case.meta.clause.starts_with("hostvar.constexpr") || case.meta.section.starts_with("I.4.20")
    {
        "constexpr"
    } else {
        "const-qualified"
    }
}

/// The phrase for `case`'s host variable.
pub fn phrase(case: &Case) -> String {
    let what = match scope_of(case) {
        Scope::Namespace => "namespace-scope host variable",
        Scope::ClassStaticMember => "class static member (a host variable)",
    };
    format!(
        "this {} {what}, which {} restricts",
        qualifier(case),
        case.meta.section
    )
}

/// A note's claim that the case requires an error at a line (written once for clang-19 from the
/// run's detail; issue 23, eighth review #60: on an `expect-diag` line a warning satisfies the
/// case, so the claim overstates the clause).
static ERROR_CLAIM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"where the spec requires an error: missing error at line (\d+)").unwrap()
});

/// Does `case` accept a warning at `line` (an `expect-diag` or `expect-warning` there: both
/// parse to the least severity that satisfies them, a warning)?
fn diagnostic_enough(case: &Case, line: u32) -> bool {
    let mut at = case
        .annotations
        .iter()
        .filter(|a| a.line == line)
        .peekable();
    at.peek().is_some() && at.all(|a| a.severity == cases_format::annotation::Severity::Warning)
}

/// `note` with its words for the case made `case`'s: the host-variable phrase of a `hostvar.*`
/// case, and "requires an error" where the case's line asks for a diagnostic of any severity.
pub fn correct(note: &str, case: &Case) -> String {
    let note = ERROR_CLAIM.replace_all(note, |c: &regex::Captures| {
        let line: u32 = c[1].parse().unwrap_or(0);
        if diagnostic_enough(case, line) {
            format!(
                "where the spec requires a diagnostic: missing diagnostic at line {}",
                &c[1]
            )
        } else {
            c[0].to_string()
        }
    });
    if !case.meta.clause.starts_with("hostvar.") || !PHRASE.is_match(&note) {
        return note.into_owned();
    }
    PHRASE
        .replace_all(&note, phrase(case).as_str())
        .into_owned()
}

/// Why `note` disagrees with `case` about its host variable (its scope, its qualifier or the
/// section cited) or about the severity its line asks for, if it does.
pub fn contradiction(note: &str, case: &Case) -> Option<String> {
    if let Some(c) = ERROR_CLAIM
        .captures_iter(note)
        .find(|c| diagnostic_enough(case, c[1].parse().unwrap_or(0)))
    {
        return Some(format!(
            "says `{}` where the case's line {} asks for a diagnostic of any severity",
            &c[0], &c[1]
        ));
    }
    if !case.meta.clause.starts_with("hostvar.") {
        return None;
    }
    let c = PHRASE.captures(note)?;
    let want = phrase(case);
    (c.get(0).unwrap().as_str() != want).then(|| {
        format!(
            "says `{}` where the case's host variable is `{want}`",
            c.get(0).unwrap().as_str()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn case(section: &str, clause: &str, body: &str) -> Case {
        let src = format!(
            "/*---\nsection: {section}\nclause: {clause}\ndescription: d\nverdict: error\n---*/\n{body}"
        );
        crate::case::parse("t/case".into(), Path::new("/nonexistent/t/case.cu"), src).unwrap()
    }

    #[test]
    fn an_error_claim_on_an_expect_diag_line_says_diagnostic() {
        let diag = crate::case::parse(
            "t/diag".into(),
            Path::new("/nonexistent/t/diag.cu"),
            "/*---\nsection: I.4.1\nclause: hostext.float128-host-only\ndescription: d\nverdict: diagnose\n---*/\n__device__ double twice(double x)\n{\n  __float128 q = x;  // expect-diag\n  return (double)q;\n}\n".into(),
        )
        .unwrap();
        let note = "clang 19 diagnoses another line or nothing where the spec requires an error: missing error at line 9 (hostext.float128-host-only); triage x";
        assert!(contradiction(note, &diag).is_some());
        let fixed = correct(note, &diag);
        assert_eq!(
            fixed,
            "clang 19 diagnoses another line or nothing where the spec requires a diagnostic: missing diagnostic at line 9 (hostext.float128-host-only); triage x"
        );
        assert_eq!(contradiction(&fixed, &diag), None);
        // an expect-error line keeps the claim
        let err = case(
            "I.4.1",
            "hostext.float128-host-only",
            "__device__ double twice(double x)\n{\n  __float128 q = x;  // expect-error\n  return (double)q;\n}\n",
        );
        assert_eq!(correct(note, &err), note);
        assert_eq!(contradiction(note, &err), None);
    }

    const OLD: &str = "NVRTC 11.7 (JIT mode) lets device code use this namespace-scope const/constexpr host variable, which I.4.13 restricts: accepted without a diagnostic";

    #[test]
    fn a_class_static_member_is_named_so_and_the_cited_section_is_the_cases() {
        let member = case(
            "I.4.13",
            "hostvar.const-no-reference-or-address",
            "struct S1_t { static float const yyy; };\nfloat const S1_t::yyy = 5.0f;\n__device__ void f() {\n  const auto &v = S1_t::yyy; // expect-error\n}\n",
        );
        assert_eq!(scope_of(&member), Scope::ClassStaticMember);
        let fixed = correct(OLD, &member);
        assert_eq!(
            fixed,
            "NVRTC 11.7 (JIT mode) lets device code use this const-qualified class static member (a host variable), which I.4.13 restricts: accepted without a diagnostic"
        );
        assert!(contradiction(OLD, &member).is_some());
        assert_eq!(contradiction(&fixed, &member), None);

        // A template's `K<1>::value` elsewhere in the file is no static member of the rule's line.
        let constexpr_ns = case(
            "I.4.20.5",
            "hostvar.constexpr-scalar-value",
            "template <int N> struct K { static constexpr int value = N; };\nconstexpr int arr[] = {1, 2};\n__device__ int f(int i) {\n  return arr[i]; // expect-error\n}\n",
        );
        assert_eq!(scope_of(&constexpr_ns), Scope::Namespace);
        let fixed = correct(OLD, &constexpr_ns);
        assert!(
            fixed
                .contains("this constexpr namespace-scope host variable, which I.4.20.5 restricts"),
            "{fixed}"
        );
        // A second pass changes nothing; other clauses' notes are left alone.
        assert_eq!(correct(&fixed, &constexpr_ns), fixed);
        let other = case(
            "I.4.6",
            "rtti.no-dynamic-cast-device",
            "int x; // expect-error\n",
        );
        assert_eq!(correct(OLD, &other), OLD);
    }
}
