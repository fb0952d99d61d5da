//! The oracle through CUDA versions, end to end with the checker (no CUDA needed): clause
//! ranges inherited and narrowed by cases, a toolchain judged by one CUDA version's rules, stale
//! expectation entries flagged, and the readings at the prose's strength (`expect-diag`,
//! `expect-error-any`) judged on real diagnostics.

use cuconform::corpus::Corpus;
use cuconform::filter::Filter;
use cuconform::runner::{self, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle-fixtures/cases")
}

fn checker(spec: &str) -> Box<dyn Toolchain> {
    toolchain::resolve(spec, None, false)
        .unwrap()
        .pop()
        .unwrap()
}

fn config() -> RunConfig {
    let mut cfg = RunConfig::new(&root());
    cfg.jobs = 1;
    cfg.expectations_dir = root().join("../expectations");
    cfg
}

#[test]
fn cases_take_their_clause_range_and_toolchains_their_cuda_version() {
    let corpus = Corpus::load(&root());
    assert!(corpus.invalid.is_empty(), "{:?}", corpus.invalid);
    assert!(
        corpus.clause_errors.is_empty(),
        "{:?}",
        corpus.clause_errors
    );
    let case = |id: &str| corpus.cases.iter().find(|c| c.id == id).unwrap();
    assert_eq!(case("ranges/cdp1-sync").range.to_string(), "..12.0");
    assert_eq!(case("ranges/narrowed").range.to_string(), "11.6..12.0");
    assert_eq!(case("readings/long-double-group").range.to_string(), "any");

    // The default checker models CUDA 11.8: the CDP1 rule is judged there, not on 12.9.
    let seed = checker("checker");
    let (j, _) = runner::judge_one(case("ranges/cdp1-sync"), seed.as_ref(), &config());
    assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    let later = checker("checker@12.9");
    let (j, outcome) = runner::judge_one(case("ranges/cdp1-sync"), later.as_ref(), &config());
    assert_eq!(j.status, Status::Unsupported);
    assert!(outcome.is_none(), "not built at all");
    assert!(
        j.remarks[0].contains("the rule holds for CUDA ..12.0"),
        "{:?}",
        j.remarks
    );
}

#[test]
fn a_run_flags_the_stale_entry_and_carries_ranges() {
    let corpus = Corpus::load(&root());
    let results = runner::run(
        &corpus,
        &Filter::default(),
        &[checker("checker@12.9")],
        &config(),
    )
    .unwrap();
    let r = |id: &str| results.results.iter().find(|r| r.case == id).unwrap();
    let stale = r("ranges/cdp1-sync");
    assert_eq!(
        (stale.judged, stale.status),
        (Status::Unsupported, Status::Xpass)
    );
    assert!(stale
        .remarks
        .iter()
        .any(|m| m.contains("outside its range")));
    assert_eq!(stale.range.to_string(), "..12.0");
    assert_eq!(
        stale.range.until.as_ref().unwrap().source.as_deref(),
        Some("FA (CHANGES.md D1)")
    );
    assert_eq!(
        results.toolchains[0].cuda.as_ref().map(|v| v.to_string()),
        Some("12.9".into())
    );
}

#[test]
fn expect_diag_and_groups_are_judged_on_real_diagnostics() {
    let corpus = Corpus::load(&root());
    let case = |id: &str| corpus.cases.iter().find(|c| c.id == id).unwrap();
    let tc = checker("checker");
    let judge = |id: &str| runner::judge_one(case(id), tc.as_ref(), &config()).0;
    let j = judge("readings/long-double-diagnosed");
    assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    let j = judge("readings/long-double-group");
    assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    let j = judge("readings/long-double-group-missed");
    assert_eq!(j.status, Status::Fail);
    assert!(
        j.mismatches
            .iter()
            .any(|m| m.contains("missing error at any of lines 8, 9 (group g)")),
        "{:?}",
        j.mismatches
    );
}

#[test]
fn an_ndr_case_is_rejected_only_where_its_annotations_allow() {
    let corpus = Corpus::load(&root());
    let case = |id: &str| corpus.cases.iter().find(|c| c.id == id).unwrap();
    let tc = checker("checker");
    let judge = |id: &str| runner::judge_one(case(id), tc.as_ref(), &config()).0;
    let j = judge("readings/ndr-allowed");
    assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    assert_eq!(j.remarks, vec!["diagnosed at 7"]);
    let j = judge("readings/ndr-accepted");
    assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    assert_eq!(j.remarks, vec!["not diagnosed (no diagnostic required)"]);
    let j = judge("readings/ndr-elsewhere");
    assert_eq!(j.status, Status::Fail);
    assert!(
        j.mismatches[0].starts_with("unexpected error at line 7"),
        "{:?}",
        j.mismatches
    );
}
