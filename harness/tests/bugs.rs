//! Bug reports (`report::bugs`) on a results fixture: which deviations make a report and how they
//! group, the versions affected, the reproducer chosen, and what the files say.

use cuconform::expectation::DeviationKind;
use cuconform::report::bugs;
use cuconform::results::ResultsFile;
use serde_json::{json, Value};

fn tc(id: &str, family: &str, version: &str) -> Value {
    json!({"id": id, "name": id, "family": family, "version": version, "path": null,
           "features": [], "host_compiler": null, "max_phase": "run", "cuda": null})
}

/// A result of `case` on `toolchain`: `judged` before expectations, `kind` when recorded.
fn result(
    case: &str,
    toolchain: &str,
    judged: &str,
    kind: Option<&str>,
    mismatches: &[&str],
) -> Value {
    let (section, clause) = match case.split('/').next().unwrap() {
        "managed" => ("I.4.3.2", "managed.const"),
        "lambda" => ("I.6.2", "xlambda.capture"),
        _ => ("I.4.9", "other.rule"),
    };
    let verdict = if case.starts_with("lambda") {
        "ok"
    } else {
        "error"
    };
    let file = format!("/w/cases/{case}.cu");
    let stem = case.rsplit('/').next().unwrap();
    let diagnostics: Vec<Value> = mismatches
        .iter()
        .filter_map(|m| m.strip_prefix("unexpected error at line "))
        .map(|rest| {
            let (line, msg) = rest.split_once(": ").unwrap();
            json!({"file": file, "line": line.parse::<u32>().unwrap(), "column": null,
                   "severity": "error", "tool": "cudafe", "code": null, "message": msg})
        })
        .collect();
    json!({
        "case": case, "toolchain": toolchain, "section": section, "clause": clause,
        "verdict": verdict, "phase": "compile",
        "status": if judged == "fail" && kind.is_some() { "xfail" } else { judged },
        "judged": judged, "mismatches": mismatches, "remarks": [],
        "deviation": kind.map(|_| "recorded"), "deviation_kind": kind,
        "range": {}, "duration_ms": 1,
        "outcome": {"reached": null, "attempted": "compile", "steps": [{
            "phase": "compile",
            "command": format!("/opt/cuda/bin/nvcc -c -arch=sm_90 -I /w/cases/include {file} -o /tmp/cuconform-Ab12/tu1.o"),
            "exit": {"kind": "code", "value": if mismatches.iter().any(|m| m.starts_with("unexpected")) { 2 } else { 0 }},
            "duration_ms": 1, "output": ""}],
            "diagnostics": diagnostics, "run": null, "capped": null, "cached": false},
        "_stem": stem,
    })
}

fn case_info(description: &str, body: &str, expected_line: Option<u32>) -> Value {
    let source =
        format!("/*---\nsection: I.4.3.2\nclause: managed.const\ndescription: x\n---*/\n{body}");
    json!({"description": description, "source": source,
           "expected": expected_line.map(|l| vec![json!({"line": l, "what": "error"})]).unwrap_or_default()})
}

const ACCEPTED: &str = "compilation succeeded, but the spec requires the code to be rejected";

fn fixture() -> ResultsFile {
    let mut results = vec![
        // managed.const, accepts-invalid: 13.0 and 13.5 deviate, 12.4 conforms.
        result("managed/small", "nvcc-12.4.131", "pass", None, &[]),
        result("managed/big", "nvcc-12.4.131", "pass", None, &[]),
        result("managed/tiny", "nvcc-12.4.131", "pass", None, &[]),
        result("managed/small", "nvcc-13.0.48", "pass", None, &[]),
        result(
            "managed/big",
            "nvcc-13.0.48",
            "fail",
            Some("accepts-invalid"),
            &[ACCEPTED],
        ),
        // The smallest case deviates only on 13.0: not the reproducer, which must still fail on
        // the newest version that deviates.
        result("managed/tiny", "nvcc-13.0.48", "fail", None, &[ACCEPTED]),
        result(
            "managed/small",
            "nvcc-13.5.37",
            "fail",
            None,
            &[ACCEPTED, "missing error at line 7"],
        ),
        result(
            "managed/big",
            "nvcc-13.5.37",
            "fail",
            Some("accepts-invalid"),
            &[ACCEPTED],
        ),
        result("managed/tiny", "nvcc-13.5.37", "pass", None, &[]),
        result(
            "managed/small",
            "nvrtc-13.5.37",
            "fail",
            Some("accepts-invalid"),
            &[ACCEPTED],
        ),
        result("managed/big", "nvrtc-13.5.37", "unsupported", None, &[]),
        result("managed/tiny", "nvrtc-13.5.37", "pass", None, &[]),
        result("managed/small", "clang-19.1.0", "pass", None, &[]),
        result("managed/big", "clang-19.1.0", "pass", None, &[]),
        result("managed/tiny", "clang-19.1.0", "pass", None, &[]),
        // The suite's own checker is no upstream toolchain: no report blames it.
        result("managed/small", "checker-0.1.0", "fail", None, &[ACCEPTED]),
        // The same rule broken another way is another report.
        result(
            "managed/place",
            "nvcc-13.5.37",
            "fail",
            None,
            &[
                "missing error at any of lines 6, 7 (group g)",
                "unexpected error at line 8: something",
            ],
        ),
        // lambda.capture: valid code clang rejects; nvcc conforms.
        result(
            "lambda/cap",
            "clang-19.1.0",
            "fail",
            None,
            &["unexpected error at line 7: capture not allowed"],
        ),
        result("lambda/cap", "nvcc-13.5.37", "pass", None, &[]),
        // A warning where an error is due blames the strength of a diagnostic: no report.
        result(
            "other/warn",
            "nvcc-13.5.37",
            "fail",
            Some("warns-only"),
            &[ACCEPTED],
        ),
    ];
    for r in &mut results {
        r.as_object_mut().unwrap().remove("_stem");
    }
    let cases = json!({
        "managed/small": case_info("A const __managed__ variable.", "#include \"cuconform.h\"\n__managed__ const int x = 1; // expect-error\n", Some(7)),
        "managed/big": case_info("A const __managed__ variable in a long program.", &"// padding\n".repeat(40), Some(45)),
        "managed/tiny": case_info("Tiny.", "__managed__ const int t = 0;\n", Some(6)),
        "managed/place": {"description": "Wrong place.",
            "source": "/*---\nsection: I.4.3.2\n---*/\n// Generated by cuconform-gen (family `x`); do not edit: change the family and run\n// `cargo run -p cuconform-gen`.\nint a;\nint b;\nint c;\n",
            "expected": [{"line": 6, "what": "error", "group": "g"}, {"line": 7, "what": "error", "group": "g"}]},
        "lambda/cap": case_info("A capture clang rejects.", "auto f = [] {};\nint y;\n", None),
        "other/warn": case_info("Warns.", "int w;\n", Some(6)),
    });
    let f = json!({
        "schema_version": 6, "tool": "cuconform test", "suite_commit": "0123456789abcdef",
        "started_at": "2026-11-27T00:00:00Z", "duration_ms": 1,
        "machine": {"hostname": "h", "gpu": null, "arch": "sm_90"},
        "toolchains": [tc("nvcc-12.4.131", "nvcc", "12.4.131"), tc("nvcc-13.0.48", "nvcc", "13.0.48"),
                       tc("nvcc-13.5.37", "nvcc", "13.5.37"), tc("nvrtc-13.5.37", "nvrtc", "13.5.37"),
                       tc("clang-19.1.0", "clang", "19.1.0"), tc("checker-0.1.0", "checker", "0.1.0")],
        "shard": null, "results": results, "cases": cases,
        "clauses": {"managed.const": {"kind": "must-diagnose", "text": "A __managed__ variable cannot have a const-qualified type."},
                    "xlambda.capture": {"kind": "allowed", "text": "Captures are allowed.",
                        "range": {"since": {"version": "12.0", "source": "G13 §5.3.8.6 (CHANGES.md B)"}}}},
        "includes": {"include/cuconform.h": "#pragma once\n#define CC 1\n"},
    });
    serde_json::from_value(f).expect("fixture parses as a results file")
}

#[test]
fn groups_by_tracker_clause_and_kind_and_skips_what_blames_no_toolchain() {
    let all = bugs::reports(&fixture());
    let keys: Vec<(String, String, DeviationKind)> = all
        .iter()
        .map(|b| (b.tracker.clone(), b.clause.clone(), b.kind))
        .collect();
    assert_eq!(
        keys,
        vec![
            (
                "LLVM".into(),
                "xlambda.capture".into(),
                DeviationKind::RejectsValid
            ),
            (
                "NVIDIA".into(),
                "managed.const".into(),
                DeviationKind::AcceptsInvalid
            ),
            (
                "NVIDIA".into(),
                "managed.const".into(),
                DeviationKind::WrongPlace
            ),
        ],
        "warns-only and the checker make no report; one rule broken two ways is two"
    );
}

#[test]
fn versions_affected_per_family_with_first_and_last_seen() {
    let all = bugs::reports(&fixture());
    let b = all
        .iter()
        .find(|b| b.kind == DeviationKind::AcceptsInvalid)
        .unwrap();
    let fams: Vec<(&str, Option<&str>, Option<&str>)> = b
        .affected
        .iter()
        .map(|f| {
            (
                f.family.as_str(),
                f.first_seen.as_deref(),
                f.last_seen.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        fams,
        vec![
            ("nvcc", Some("13.0.48"), Some("13.5.37")),
            ("nvrtc", Some("13.5.37"), Some("13.5.37"))
        ]
    );
    let nvcc = &b.affected[0].versions;
    assert_eq!(nvcc[0].0, "12.4.131");
    assert_eq!(
        nvcc[0].1, "conforms on 3",
        "12.4 conforms on every case of the group"
    );
    assert!(nvcc[2].1.starts_with("deviates (2 of 3)"), "{:?}", nvcc[2]);
    assert!(nvcc[2].1.contains("conforms on 1"), "{:?}", nvcc[2]);
    // clang is the other family; the checker is not listed.
    let others: Vec<&str> = b.others.iter().map(|f| f.family.as_str()).collect();
    assert_eq!(others, vec!["clang"]);
    assert_eq!(
        b.others[0].versions,
        vec![("19.1.0".to_string(), "conforms on 3".to_string())]
    );
    // Ill-formed code accepted: the title states the rule, in the guide's words.
    assert_eq!(
        b.title,
        "[nvcc 13.0–13.5, NVRTC 13.5] accepts code the guide says must be rejected — CUDA guide §I.4.3.2: A __managed__ variable cannot have a const-qualified type"
    );
}

#[test]
fn reproducer_is_the_smallest_case_deviating_on_the_newest_version() {
    let all = bugs::reports(&fixture());
    let b = all
        .iter()
        .find(|b| b.kind == DeviationKind::AcceptsInvalid)
        .unwrap();
    let r = &b.reproducer;
    assert_eq!(
        r.case, "managed/small",
        "tiny deviates only on 13.0; big is larger"
    );
    assert_eq!(r.toolchain, "nvcc-13.5.37");
    assert_eq!(
        b.cases,
        vec!["managed/small", "managed/big", "managed/tiny"]
    );
    // Frontmatter gone, lines renumbered: the case's line 7 is the reproducer's line 2.
    assert!(
        r.source
            .starts_with("#include \"cuconform.h\"\n__managed__"),
        "{}",
        r.source
    );
    assert_eq!(r.line_offset, 5);
    assert!(
        b.expected
            .lines
            .iter()
            .any(|l| l.starts_with("error at line 2")),
        "{:?}",
        b.expected.lines
    );
    assert_eq!(b.observed.mismatches[1], "missing error at line 2");
    // The suite's header travels with it, and the command names no path of this machine.
    assert_eq!(
        r.headers,
        vec![(
            "cuconform.h".to_string(),
            "#pragma once\n#define CC 1\n".to_string()
        )]
    );
    assert_eq!(
        r.commands,
        vec!["nvcc -c -arch=sm_90 -I . small.cu -o small.o"]
    );
}

#[test]
fn observed_diagnostics_are_renumbered_and_the_edition_is_spelled_out() {
    let all = bugs::reports(&fixture());
    let place = all
        .iter()
        .find(|b| b.kind == DeviationKind::WrongPlace)
        .unwrap();
    // The suite's generator notice is cut with the frontmatter: 5 lines in all.
    assert!(
        place.reproducer.source.starts_with("int a;"),
        "{}",
        place.reproducer.source
    );
    assert_eq!(
        place.observed.diagnostics,
        vec!["place.cu(3): error: something"]
    );
    // Every line of a list is renumbered, and a group asks for one error at any of its lines.
    assert_eq!(
        place.observed.mismatches[0],
        "missing error at any of lines 1, 2 (group g)"
    );
    assert_eq!(
        place.expected.lines[1],
        "one error at any of lines 1, 2 (required)"
    );
    // The errors repeated from the diagnostics are counted, not listed twice.
    assert_eq!(
        place.observed.mismatches[1],
        "1 error(s) where none is allowed (the diagnostics above)"
    );
    let clang = all.iter().find(|b| b.tracker == "LLVM").unwrap();
    assert!(
        clang
            .expected
            .edition
            .starts_with("CUDA Programming Guide, CUDA 13 §5.3.8.6"),
        "{}",
        clang.expected.edition
    );
    assert!(
        clang.expected.edition.contains("from CUDA 12.0"),
        "{}",
        clang.expected.edition
    );
    let seed = all
        .iter()
        .find(|b| b.kind == DeviationKind::AcceptsInvalid)
        .unwrap();
    assert_eq!(
        seed.expected.edition,
        "CUDA C++ Programming Guide, CUDA 11.x edition, Appendix I (C++ Language Support), §I.4.3.2"
    );
}

#[test]
fn render_writes_markdown_json_and_an_index() {
    let f = fixture();
    let dir = tempfile::tempdir().unwrap();
    cuconform::report::render(&f, &[], dir.path()).unwrap();
    let bugs_dir = dir.path().join("bugs");
    let md =
        std::fs::read_to_string(bugs_dir.join("nvidia-accepts-invalid-managed.const.md")).unwrap();
    assert!(
        md.contains("> A __managed__ variable cannot have a const-qualified type."),
        "{md}"
    );
    assert!(
        md.contains(
            "```cuda\n#include \"cuconform.h\"\n__managed__ const int x = 1; // expect-error\n```"
        ),
        "{md}"
    );
    assert!(
        md.contains("nvcc: first seen in 13.0.48, last seen in 13.5.37"),
        "{md}"
    );
    assert!(
        !md.contains("/w/cases") && !md.contains("/tmp/"),
        "no path of the machine: {md}"
    );
    let json: Value = serde_json::from_str(
        &std::fs::read_to_string(bugs_dir.join("nvidia-accepts-invalid-managed.const.json"))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(json["reproducer"]["case"], "managed/small");
    let index = std::fs::read_to_string(bugs_dir.join("index.html")).unwrap();
    assert!(index.contains("Bug reports (3)"), "{index}");
    assert!(
        index.contains("href=\"llvm-rejects-valid-xlambda.capture.md\""),
        "{index}"
    );
}

#[test]
fn commands_lose_the_machines_paths() {
    assert_eq!(
        bugs::command(
            "nvrtc-13.5.37 -arch=compute_90 -std=c++17 -I/work/x/cases/include k.cu",
            "k.cu"
        ),
        "nvrtcCompileProgram (NVRTC 13.5.37) with options: -arch=compute_90 -std=c++17 -I."
    );
    assert_eq!(
        bugs::command(
            "/usr/bin/nvcc -c '-Xcompiler=-Wall -Wextra' -I /w/cases/include /w/cases/a/k.cu -o /tmp/cuconform-x/tu1.o",
            "k.cu"
        ),
        "nvcc -c '-Xcompiler=-Wall -Wextra' -I . k.cu -o k.o"
    );
}
