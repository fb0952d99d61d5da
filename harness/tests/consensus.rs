//! The consensus deviations the expectation files show (`triage::consensus_cases`, which decides
//! the notes' "no toolchain enforces this rule") are those a run shows
//! (`report::consensus::of_results`): a toolchain that cannot judge a case counts as judging it
//! on neither side.

use cuconform::corpus::Corpus;
use cuconform::expectation::ExpectationFile;
use cuconform::report::consensus;
use cuconform::results::ResultsFile;
use cuconform::triage;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Host code (a launch from an unannotated function): NVRTC finds it `unsupported` at run time.
const HOST: &str = "functions/param-reference/launched-ref-param";
/// Device code only: NVRTC judges it.
const DEVICE: &str = "functions/param-reference/int-lvalue-ref";

const ACCEPTED: &str = "compile succeeded, but the spec requires the code to be rejected";

/// An expectation file of `toolchain` over the two cases, with an accepts-invalid entry for
/// each of `deviating`.
fn file(toolchain: &str, deviating: &[&str]) -> ExpectationFile {
    let mut y = format!(
        "toolchain: \"{toolchain}\"\nphases: [compile]\nscope: [\"{HOST}\", \"{DEVICE}\"]\ndeviations:\n"
    );
    if deviating.is_empty() {
        y = y.replace("deviations:\n", "deviations: {}\n");
    }
    for id in deviating {
        y.push_str(&format!(
            "  \"{id}\":\n    status: fail\n    kind: accepts-invalid\n    note: \"accepts it\"\n    detail: \"{ACCEPTED}\"\n"
        ));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("{toolchain}.yaml"));
    std::fs::write(&path, y).unwrap();
    ExpectationFile::load(&path, toolchain).unwrap_or_else(|e| panic!("{e}"))
}

fn tc(id: &str, family: &str, version: &str) -> Value {
    json!({"id": id, "name": id, "family": family, "version": version, "path": null,
           "features": [], "host_compiler": null, "max_phase": "compile", "cuda": null})
}

fn result(case: &str, toolchain: &str, judged: &str) -> Value {
    let kind = (judged == "fail").then_some("accepts-invalid");
    json!({
        "case": case, "toolchain": toolchain, "section": "I.4.9.3",
        "clause": "global.param-no-reference", "verdict": "error", "phase": "compile",
        "status": if kind.is_some() { "xfail" } else { judged },
        "judged": judged,
        "mismatches": if kind.is_some() { vec![ACCEPTED] } else { vec![] },
        "remarks": if judged == "unsupported" {
            vec!["not applicable to NVRTC: host code (a function without execution space annotations) at line 8"]
        } else { vec![] },
        "deviation": kind.map(|_| "recorded"), "deviation_kind": kind,
        "range": {}, "duration_ms": 1, "outcome": null,
    })
}

fn results(trials: &[(&str, &str, &str)]) -> ResultsFile {
    let f = json!({
        "schema_version": 6, "tool": "cuconform test", "suite_commit": "0123456789abcdef",
        "started_at": "2026-11-27T00:00:00Z", "duration_ms": 1,
        "machine": {"hostname": "h", "gpu": null, "arch": "sm_90"},
        "toolchains": [tc("nvcc-13.5.37", "nvcc", "13.5.37"), tc("nvrtc-13.5.37", "nvrtc", "13.5.37"),
                       tc("clang-19.1.7", "clang", "19.1.7")],
        "shard": null,
        "results": trials.iter().map(|(c, t, j)| result(c, t, j)).collect::<Vec<_>>(),
        "cases": {}, "clauses": {}, "includes": {},
    });
    serde_json::from_value(f).expect("fixture parses as a results file")
}

#[test]
fn a_toolchain_that_cannot_judge_a_case_counts_on_neither_side() {
    let corpus = Corpus::load(&cuconform::find_cases_root(None));
    // nvcc and clang accept both cases; NVRTC has no entry: it cannot compile the host code of
    // one, and conforms on the other.
    let files = vec![
        file("nvcc-13.5", &[HOST, DEVICE]),
        file("clang-19", &[HOST, DEVICE]),
        file("nvrtc-13.5", &[]),
    ];
    let from_files = triage::consensus_cases(&corpus, &files);
    let run = results(&[
        (HOST, "nvcc-13.5.37", "fail"),
        (HOST, "clang-19.1.7", "fail"),
        (HOST, "nvrtc-13.5.37", "unsupported"),
        (DEVICE, "nvcc-13.5.37", "fail"),
        (DEVICE, "clang-19.1.7", "fail"),
        (DEVICE, "nvrtc-13.5.37", "pass"),
    ]);
    let from_results: BTreeSet<String> = consensus::of_results(&run)
        .into_iter()
        .map(|c| c.case)
        .collect();
    let want: BTreeSet<String> = [HOST.to_string()].into();
    assert_eq!(from_results, want, "the run's consensus");
    assert_eq!(from_files, want, "the expectation files' consensus");
    // The NVRTC file judges the device-only case and not the other.
    let nvrtc: Vec<String> = triage::judged_trials(&corpus, &files)
        .into_iter()
        .filter(|t| t.family == "nvrtc")
        .map(|t| t.case)
        .collect();
    assert_eq!(nvrtc, [DEVICE]);
}
