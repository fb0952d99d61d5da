//! Whether an accepted build was silent: the warnings `bless` records in an entry of an
//! accepted case (`Deviation::warnings`), and a note's claim of silence ("accepted without a
//! diagnostic") made true from them.
//!
//! A note is kept across blesses and the entry's `detail` keeps only the first mismatch
//! ("compile succeeded, but ..."), so a note written once for a group said "without a
//! diagnostic" where the toolchain warned about the very entity the rule is about (NVRTC's
//! `#20044-D: extern declaration of the entity S1_t::yyy is treated as a static definition`;
//! issue 23, seventh review F2). Data flows one way: the run's outcome -> `bless` records the
//! warnings in the entry -> `triage-notes` rewrites the claim ([`correct`]) -> the expectations
//! test finds a claim the recorded warnings contradict ([`contradiction`]).

use crate::diagnostic::Diagnostic;
use crate::outcome::Outcome;
use regex::Regex;
use std::sync::LazyLock;

/// The most warnings recorded per entry; more are recorded as one "... and N more" line, so
/// the bound is visible in the file.
pub const MAX: usize = 6;

/// The warnings (and remarks) of an accepted build, positioned or not, one line each:
/// `15: warning #20044-D: msg`, `-: warning #20208-D: msg` (no position). Quotes and
/// semicolons in a message become `'` and `,`, so the text can sit inside a note.
pub fn recorded(outcome: &Outcome) -> Vec<String> {
    let lineless = crate::lineless::warnings(outcome);
    let all: Vec<&Diagnostic> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity != crate::annotation::Severity::Error)
        .chain(lineless.iter())
        .collect();
    let mut out: Vec<String> = all.iter().take(MAX).map(|d| line_of(d)).collect();
    if all.len() > MAX {
        out.push(format!("... and {} more", all.len() - MAX));
    }
    out
}

fn line_of(d: &Diagnostic) -> String {
    let at = d.line.map_or("-".to_string(), |l| l.to_string());
    let code = d
        .code
        .as_deref()
        .map(|c| format!(" #{c}"))
        .unwrap_or_default();
    let msg = crate::outcome::clip(&d.message.replace('"', "'").replace(';', ","), 160);
    format!("{at}: {}{code}: {}", d.severity, msg.trim())
}

static RECORDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<at>\d+|-): (?P<sev>\w+)(?: #(?P<code>\S+))?: (?P<msg>.*)$").unwrap()
});

/// An unused-entity lint (`#177-D` declared but never referenced, `#550-D` set but never used,
/// `-Wunused-variable`): it says nothing about the rule, so a note need not name it.
pub fn is_lint(warning: &str) -> bool {
    static LINT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"never referenced|set but never used|unused (?:variable|parameter|function)|\[-Wunused")
            .unwrap()
    });
    LINT.is_match(warning)
}

/// How a note names the relevant (non-lint) recorded warnings: `warning #20044-D at line 15
/// ("msg")`, joined with "and"; `None` when there are none.
pub fn named(warnings: &[String]) -> Option<String> {
    let items: Vec<String> = warnings
        .iter()
        .filter(|w| !is_lint(w))
        .filter_map(|w| RECORDED.captures(w))
        .map(|c| {
            let code = c
                .name("code")
                .map(|m| format!(" #{}", m.as_str()))
                .unwrap_or_default();
            let at = match &c["at"] {
                "-" => "with no position".to_string(),
                l => format!("at line {l}"),
            };
            // a numbered warning reads as a name ("warning #20044-D"); one without a number
            // (clang's) takes an article ("a warning at line 26")
            let article = if code.is_empty() { "a " } else { "" };
            format!("{article}{}{code} {at} (\"{}\")", &c["sev"], &c["msg"])
        })
        .collect();
    (!items.is_empty()).then(|| items.join(" and "))
}

/// The phrases that claim an accepted build printed nothing.
static CLAIM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"without a diagnostic|with no diagnostic|silently \(no diagnostic at all on this use\)|, no diagnostic\b",
    )
    .unwrap()
});

/// What [`correct`] writes in place of a claim, so a later run rewrites it again.
static NAMED: LazyLock<Regex> = LazyLock::new(|| {
    let item =
        r#"(?:a )?(?:warning|remark)(?: #\S+)? (?:at line \d+|with no position) \("[^"]*"\)"#;
    Regex::new(&format!(r"with only {item}(?: and {item})*")).unwrap()
});

/// `note` with its claim of silence made true of `warnings` (the entry's recorded ones): a
/// claim where the build printed a warning other than a lint names it ("accepted with only
/// warning #20044-D at line 15 (...)"); a named warning the last bless no longer saw turns
/// back into "without a diagnostic". An entry with no recorded warnings keeps its note (it may
/// predate the record, or the build was silent).
pub fn correct(note: &str, warnings: &[String]) -> String {
    let Some(w) = named(warnings) else {
        return if warnings.is_empty() {
            note.to_string()
        } else {
            NAMED.replace_all(note, "without a diagnostic").into_owned()
        };
    };
    let with_only = format!("with only {w}");
    let note = NAMED.replace_all(note, with_only.as_str());
    CLAIM
        .replace_all(&note, |c: &regex::Captures| {
            if c[0].starts_with(',') {
                format!(", {with_only}")
            } else {
                with_only.clone()
            }
        })
        .into_owned()
}

/// Why `note` contradicts the warnings its entry records, if it does: it claims silence while
/// the build printed a warning other than a lint.
pub fn contradiction(note: &str, warnings: &[String]) -> Option<String> {
    let w = named(warnings)?;
    CLAIM.find(note).map(|m| {
        format!(
            "says \"{}\", but the accepted build printed {w}",
            m.as_str().trim_start_matches(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOTE: &str = "NVRTC 12.0 (JIT mode) lets device code use this const-qualified class static member (a host variable), which I.4.13 restricts: accepted without a diagnostic; triage hostvar.const-no-reference-or-address: the rule holds";

    fn warned() -> Vec<String> {
        vec![
            "15: warning #20044-D: extern declaration of the entity S1_t::yyy is treated as a static definition".into(),
            "18: warning #177-D: variable 'val3' was declared but never referenced".into(),
        ]
    }

    #[test]
    fn a_claim_of_silence_names_the_warning_the_build_printed_but_not_a_lint() {
        let w = warned();
        assert!(contradiction(NOTE, &w).is_some());
        let fixed = correct(NOTE, &w);
        assert!(
            fixed.contains("restricts: accepted with only warning #20044-D at line 15 (\"extern declaration of the entity S1_t::yyy is treated as a static definition\"); triage "),
            "{fixed}"
        );
        assert!(!fixed.contains("177-D"), "{fixed}");
        assert_eq!(contradiction(&fixed, &w), None);
        assert_eq!(correct(&fixed, &w), fixed, "stable");
        // A later bless that saw only the lint: the claim of silence comes back.
        let lint = vec![w[1].clone()];
        assert_eq!(correct(&fixed, &lint), NOTE);
        assert_eq!(contradiction(NOTE, &lint), None);
        // No record (an entry blessed before warnings were recorded): left alone.
        assert_eq!(correct(NOTE, &[]), NOTE);
    }

    #[test]
    fn other_forms_of_the_claim_and_position_less_warnings() {
        let w = vec![
            "-: warning #20208-D: 'long double' is treated as 'double' in device code".to_string(),
        ];
        let fixed = correct("nvcc 13.5 accepts it, no diagnostic; triage x", &w);
        assert_eq!(
            fixed,
            "nvcc 13.5 accepts it, with only warning #20208-D with no position (\"'long double' is treated as 'double' in device code\"); triage x"
        );
        assert_eq!(correct(&fixed, &w), fixed);
    }

    #[test]
    fn recorded_warnings_are_bounded_visibly_and_keep_no_error() {
        use crate::annotation::Severity;
        let d = |sev, line: u32| Diagnostic {
            file: Some("a.cu".into()),
            line: Some(line),
            column: None,
            severity: sev,
            tool: "cudafe".into(),
            code: Some("1-D".into()),
            message: "say \"x\"; y".into(),
        };
        let mut o = Outcome::default();
        o.diagnostics.push(d(Severity::Error, 1));
        for l in 2..10 {
            o.diagnostics.push(d(Severity::Warning, l));
        }
        let r = recorded(&o);
        assert_eq!(r.len(), MAX + 1);
        assert_eq!(r[0], "2: warning #1-D: say 'x', y");
        assert_eq!(r[MAX], "... and 2 more");
    }
}
