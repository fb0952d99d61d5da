//! The verdict helpers of the per-rule tests (`rules.rs`, `unseen.rs`): a snippet's `//!` lines
//! against the findings of one rule.
#![allow(dead_code)]

use cuconform_check::{check_source, rules, Options, Severity};
use std::collections::BTreeSet;
use std::path::Path;

/// The snippets judge the seed edition's rules (CUDA 11.8, the harness's `checker` column; for
/// C++20 and C++23 snippets the first release with that dialect) unless their flags name
/// another version (`--cuda=13.0`: `tests/edition.rs`).
pub fn run(flags: &[&str], src: &str) -> Vec<cuconform_check::Finding> {
    let mut flags: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    if !flags.iter().any(|f| f.starts_with("--cuda")) {
        // a dialect the seed's nvcc lacks: the first release that takes it (CHANGES.md A1)
        let cuda = if flags
            .iter()
            .any(|f| f.ends_with("c++23") || f.ends_with("c++2b"))
        {
            "13.3"
        } else if flags
            .iter()
            .any(|f| f.ends_with("c++20") || f.ends_with("c++2a"))
        {
            "12.0"
        } else {
            "11.8"
        };
        flags.push(format!("--cuda={cuda}"));
    }
    // the rules as the guide writes them: a form no toolchain enforces is still an error of its
    // rule (`unenforced.rs`; its default severity is tested in `tests/unenforced.rs`)
    flags.push("--pedantic-errors".into());
    let opts = Options::from_flags(&flags);
    let got = check_source(Path::new("t.cu"), src, &opts);
    at_catalogued_severity(flags.iter().any(|f| f.starts_with("-Werror")), &got);
    got
}

/// Every finding has its rule's catalogued severity (a -Werror flag may make a warning an error).
pub fn at_catalogued_severity(werror: bool, got: &[cuconform_check::Finding]) {
    for f in got {
        let r = rules().iter().find(|r| r.id == f.rule);
        let r = r.unwrap_or_else(|| panic!("finding of an uncatalogued rule: {f:#?}"));
        assert!(
            f.severity == r.severity || werror && f.severity == Severity::Error,
            "{} reported as {:?}, catalogued {:?}: {f:#?}",
            f.rule,
            f.severity,
            r.severity
        );
    }
}

/// `bad`: every `//!` line gets a finding of `rule` at the rule's catalogued severity, and no
/// other line gets a finding at that severity (an error rule: no other error; a warning rule,
/// whose clause is read "diagnosed, at any severity": no other warning, and no error at all).
pub fn bad(rule: &str, flags: &[&str], src: &str) {
    let want: BTreeSet<u32> = src
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("//!"))
        .map(|(i, _)| i as u32 + 1)
        .collect();
    assert!(!want.is_empty(), "test snippet for {rule} marks no line");
    // `-Werror=...` promotes the warnings it names: the snippets that pass it expect errors
    let severity = if flags.iter().any(|f| f.starts_with("-Werror")) {
        Severity::Error
    } else {
        rules()
            .iter()
            .find(|r| r.id == rule)
            .map(|r| r.severity)
            .unwrap_or(Severity::Error)
    };
    let got = run(flags, src);
    let err_lines: BTreeSet<u32> = got
        .iter()
        .filter(|f| f.severity == severity)
        .map(|f| f.line)
        .collect();
    assert_eq!(
        err_lines, want,
        "rule {rule}: {severity:?} lines differ; findings: {got:#?}\n{src}"
    );
    if severity != Severity::Error {
        assert!(
            got.iter().all(|f| f.severity != Severity::Error),
            "rule {rule}: an error beside the warnings: {got:#?}\n{src}"
        );
    }
    for l in &want {
        assert!(
            got.iter().any(|f| f.line == *l && f.rule == rule),
            "rule {rule}: line {l} reported under another rule: {got:#?}"
        );
    }
    assert!(
        rules().iter().any(|r| r.id == rule),
        "rule {rule} is not in the catalogue"
    );
}

/// `ok`: no error at all.
pub fn ok(flags: &[&str], src: &str) {
    let got = run(flags, src);
    let errs: Vec<_> = got
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .collect();
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}\n{src}");
}

/// `obeys`: code that keeps `rule`: no error at all, and no finding of `rule`.
pub fn obeys(rule: &str, flags: &[&str], src: &str) {
    assert!(
        rules().iter().any(|r| r.id == rule),
        "rule {rule} is not in the catalogue"
    );
    ok(flags, src);
    let got = run(flags, src);
    let of_rule: Vec<_> = got.iter().filter(|f| f.rule == rule).collect();
    assert!(
        of_rule.is_empty(),
        "rule {rule} reported on code that obeys it: {of_rule:#?}\n{src}"
    );
}

/// `warns`: the `//!` lines get a warning of `rule`, and there is no error.
pub fn warns(rule: &str, flags: &[&str], src: &str) {
    let want: BTreeSet<u32> = src
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("//!"))
        .map(|(i, _)| i as u32 + 1)
        .collect();
    let got = run(flags, src);
    assert!(
        got.iter().all(|f| f.severity == Severity::Warning),
        "unexpected errors: {got:#?}"
    );
    let lines: BTreeSet<u32> = got
        .iter()
        .filter(|f| f.rule == rule)
        .map(|f| f.line)
        .collect();
    assert_eq!(lines, want, "rule {rule}: warning lines differ: {got:#?}");
}
