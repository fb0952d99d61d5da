//! A `ub` case's witness checked against recorded compute-sanitizer outputs
//! (`fixtures/sanitizer/`): a tool that reports the class the case claims, in the case's code,
//! confirms it; a tool that finds nothing, or another class, or the class only in someone else's
//! code, leaves it unconfirmed; and the result reaches the results file and the reports.

use cuconform::case::{self, Case, Phase};
use cuconform::outcome::{Outcome, RunRecord};
use cuconform::process::Exit;
use cuconform::results::{CaseResult, Machine, ResultsFile};
use cuconform::verdict::Status;
use cuconform::witness::{check, Confirmation, WitnessCheck};
use std::path::Path;

/// A `ub` case in `oob.cu` whose witness is `witness` (a YAML value); its code defines the
/// functions the fixtures' reports name.
fn case_with(witness: &str) -> Case {
    let src = format!(
        "/*---\nsection: I.4.20\nclause: ptr.host-in-device\ndescription: d\nverdict: ub\nphase: run\nwitness: {witness}\n---*/\n#include \"cuconform.h\"\n__global__ void get(const int *p, int *out) {{ *out = *p; }}\n__global__ void set(int *p) {{ *p = 1; }}\n__global__ void kern(int *out) {{ out[0] = 1; }}\nint main() {{ int *d; cudaMalloc(&d, 4); get<<<1, 1>>>(d, d); return 0; }}\n"
    );
    case::parse(
        "pointers/oob".into(),
        Path::new("cases/pointers/oob.cu"),
        src,
    )
    .unwrap()
}

fn fixture(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sanitizer")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn ran(exit: Exit, stdout: &str, sanitizer: Option<String>) -> Outcome {
    Outcome {
        reached: Some(Phase::Run),
        attempted: Some(Phase::Run),
        run: Some(RunRecord {
            exit,
            stdout: stdout.into(),
            stderr: String::new(),
            duration_ms: 12,
            sanitizer,
        }),
        ..Default::default()
    }
}

fn under_tool(witness: &str, output: &str) -> WitnessCheck {
    let c = case_with(witness);
    check(&c, Some(&ran(Exit::Code(0), "", Some(fixture(output))))).unwrap()
}

#[test]
fn a_tool_that_reports_the_class_in_the_case_confirms_it() {
    for (witness, output, evidence) in [
        (
            "{memcheck: out-of-bounds}",
            "memcheck-out-of-bounds.txt",
            "Invalid __global__ read of size 4 bytes (oob.cu:12)",
        ),
        // Without -lineinfo (a YAML toolchain's build): the kernel is the case's own.
        (
            "{memcheck: out-of-bounds}",
            "memcheck-out-of-bounds-no-lineinfo.txt",
            "(in set())",
        ),
        (
            "{memcheck: misaligned}",
            "memcheck-misaligned.txt",
            "Invalid __global__ write of size 8 bytes (oob.cu:14)",
        ),
        (
            "{memcheck: invalid-pc}",
            "memcheck-invalid-pc.txt",
            "Invalid PC (oob.cu:12)",
        ),
        (
            "{memcheck: api-error}",
            "memcheck-api-error.txt",
            "cudaFree. (in main())",
        ),
        (
            "{memcheck: malloc-free}",
            "memcheck-malloc-free.txt",
            "Invalid pointer to free (oob.cu:12)",
        ),
        // A device-side free of a host pointer, as an H200 reported it: the head capitalised
        // otherwise, the location in the runtime's free called from the case's kernel.
        (
            "{memcheck: malloc-free}",
            "memcheck-malloc-free-device-side.txt",
            "(in get())",
        ),
        (
            "{memcheck: leak}",
            "memcheck-leak.txt",
            "Leaked 1,024 bytes",
        ),
        (
            "{racecheck: shared-hazard}",
            "racecheck-race.txt",
            "Race reported between Read access",
        ),
        (
            "{racecheck: shared-hazard}",
            "racecheck-hazard-report.txt",
            "Potential RAW hazard",
        ),
        (
            "{synccheck: barrier-error}",
            "synccheck-barrier.txt",
            "Barrier error detected",
        ),
        (
            "{initcheck: uninitialized-read}",
            "initcheck-uninitialized.txt",
            "Uninitialized __global__ memory read",
        ),
    ] {
        let w = under_tool(witness, output);
        assert_eq!(
            w.confirmation,
            Confirmation::Confirmed,
            "{witness} on {output}: {w:?}"
        );
        assert!(
            w.evidence[0].contains(evidence),
            "{witness} on {output}: {w:?}"
        );
    }
}

#[test]
fn a_tool_that_finds_nothing_leaves_the_case_unconfirmed() {
    let w = under_tool("{memcheck: out-of-bounds}", "memcheck-clean.txt");
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert_eq!(w.evidence[0], "memcheck reported no out-of-bounds error");
    assert!(
        w.evidence.contains(&"ERROR SUMMARY: 0 errors".to_string()),
        "{w:?}"
    );
    let w = under_tool("{racecheck: shared-hazard}", "racecheck-clean.txt");
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    // Another class than the one claimed: named, but no confirmation.
    let w = under_tool("{memcheck: misaligned}", "memcheck-out-of-bounds.txt");
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert!(
        w.evidence[1].contains("Invalid __global__ read of size 4 bytes (out-of-bounds)"),
        "{w:?}"
    );
    // The API error memcheck reports after a fault is not the fault.
    let w = under_tool("{memcheck: invalid-pc}", "memcheck-out-of-bounds.txt");
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    // The class, but in a library's code: not the case's undefined behaviour.
    let w = under_tool(
        "{memcheck: out-of-bounds}",
        "memcheck-out-of-bounds-in-library.txt",
    );
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert!(
        w.evidence[0].contains("only outside the case's code"),
        "{w:?}"
    );
    // The tool ran past its limit.
    let w = under_tool("{memcheck: leak}", "memcheck-timeout.txt");
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert!(
        w.evidence.iter().any(|e| e.contains("ran past its limit")),
        "{w:?}"
    );
}

#[test]
fn other_witnesses_are_checked_from_the_run() {
    let hang = case_with("{hang: \"blocks wait for blocks that never start\"}");
    let w = check(&hang, Some(&ran(Exit::Timeout, "", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Confirmed, "{w:?}");
    let w = check(&hang, Some(&ran(Exit::Code(0), "done\n", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert!(w.evidence[0].contains("exited with status 0"), "{w:?}");

    let segv = case_with("{program: {signal: SIGSEGV}}");
    let w = check(&segv, Some(&ran(Exit::Signal(11), "", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Confirmed, "{w:?}");
    let w = check(&segv, Some(&ran(Exit::Code(0), "0\n", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");

    let error = case_with(
        "{program: {exit: 0, output: \"(?m)^cudaError(IllegalAddress|LaunchFailure) \"}}",
    );
    let w = check(
        &error,
        Some(&ran(Exit::Code(0), "cudaErrorIllegalAddress 0\n", None)),
    )
    .unwrap();
    assert_eq!(w.confirmation, Confirmation::Confirmed, "{w:?}");
    let w = check(&error, Some(&ran(Exit::Code(0), "cudaSuccess 14\n", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Unconfirmed, "{w:?}");
    assert!(w.evidence[0].contains("cudaSuccess 14"), "{w:?}");
}

#[test]
fn without_a_run_or_a_tool_nothing_is_confirmed() {
    let c = case_with("{memcheck: out-of-bounds}");
    // No GPU: built and judged up to the link.
    let capped = Outcome {
        reached: Some(Phase::Link),
        attempted: Some(Phase::Link),
        capped: Some("no GPU".into()),
        ..Default::default()
    };
    let w = check(&c, Some(&capped)).unwrap();
    assert_eq!(w.confirmation, Confirmation::NotRun, "{w:?}");
    // A GPU, but no --sanitizer.
    let w = check(&c, Some(&ran(Exit::Code(0), "", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::NotRun, "{w:?}");
    assert!(w.evidence[0].contains("without --sanitizer"), "{w:?}");
    // A plain run past its timeout, without --sanitizer: the tool did not look either.
    let w = check(&c, Some(&ran(Exit::Timeout, "", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::NotRun, "{w:?}");
    let u = case_with("{unobservable: \"a race on global memory between grids\"}");
    let w = check(&u, Some(&ran(Exit::Code(0), "", None))).unwrap();
    assert_eq!(w.confirmation, Confirmation::Unobservable);
    assert_eq!(
        w.claim,
        "unobservable: a race on global memory between grids"
    );
}

/// Each tool runs with the options its class needs.
#[test]
fn the_sanitizer_gets_the_options_of_the_claim() {
    let args = |w: &str| {
        cuconform::execute::sanitizer_args(case_with(w).meta.witness.as_ref().unwrap()).join(" ")
    };
    assert_eq!(
        args("{racecheck: shared-hazard}"),
        "--tool racecheck --print-limit 20 --racecheck-report all"
    );
    assert_eq!(
        args("{memcheck: leak}"),
        "--tool memcheck --print-limit 20 --leak-check full"
    );
    assert_eq!(
        args("{memcheck: out-of-bounds}"),
        "--tool memcheck --print-limit 20 --padding 32"
    );
    assert_eq!(
        args("{synccheck: barrier-error}"),
        "--tool synccheck --print-limit 20"
    );
    assert_eq!(
        args("{initcheck: uninitialized-read}"),
        "--tool initcheck --print-limit 20"
    );
    assert_eq!(args("{hang: why}"), "");
}

/// An unconfirmed witness is the case's defect: it is in the results file apart from the status
/// (a `ub` trial that builds passes), and the reports show it per case and per clause.
#[test]
fn results_and_reports_show_the_witness() {
    let make = |id: &str, w: WitnessCheck| CaseResult {
        case: id.into(),
        revision: None,
        toolchain: "nvcc-13.0.88".into(),
        section: "I.4.20".into(),
        clause: "ptr.host-in-device".into(),
        verdict: Some(case::Verdict::Ub),
        phase: Some(Phase::Run),
        status: Status::Pass,
        judged: Status::Pass,
        mismatches: vec![],
        remarks: vec![],
        deviation: None,
        deviation_kind: None,
        range: Default::default(),
        duration_ms: 1,
        outcome: Some(ran(Exit::Code(0), "", None)),
        witness: Some(w),
        observation: None,
    };
    let results = ResultsFile {
        schema_version: cuconform::results::SCHEMA_VERSION,
        tool: "cuconform test".into(),
        suite_commit: None,
        started_at: "2026-11-27T00:00:00Z".into(),
        duration_ms: 1,
        interrupted: false,
        merged: None,
        machine: Machine {
            hostname: "h".into(),
            gpu: None,
            arch: "sm_90".into(),
        },
        toolchains: vec![cuconform::toolchain::ToolchainInfo {
            id: "nvcc-13.0.88".into(),
            name: "nvcc".into(),
            family: "nvcc".into(),
            version: cuconform::version::Version::parse("13.0.88").unwrap(),
            path: None,
            features: vec![],
            host_compiler: None,
            max_phase: Phase::Run,
            cuda: None,
        }],
        shard: None,
        results: vec![
            make(
                "pointers/clean",
                under_tool("{memcheck: out-of-bounds}", "memcheck-clean.txt"),
            ),
            make(
                "pointers/oob",
                under_tool("{memcheck: out-of-bounds}", "memcheck-out-of-bounds.txt"),
            ),
            make(
                "pointers/race",
                check(&case_with("{unobservable: \"a race between grids\"}"), None).unwrap(),
            ),
        ],
        cases: Default::default(),
        clauses: Default::default(),
        holes: None,
        includes: Default::default(),
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.json");
    results.save(&file).unwrap();
    let back = ResultsFile::load(&file).unwrap();
    // The published schema takes the witness, and nothing it does not know.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../reports/results.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let mut v = serde_json::to_value(&results).unwrap();
    let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    v["results"][0]["witness"]["confirmation"] = "maybe".into();
    assert!(!validator.is_valid(&v));
    assert_eq!(
        back.results[0].witness.as_ref().unwrap().confirmation,
        Confirmation::Unconfirmed
    );
    assert_eq!(back.results[0].status, Status::Pass);
    let line = cuconform::report::witness::summary_line(&back).unwrap();
    assert_eq!(line, "ub witnesses (3 trials): 1 confirmed, 1 unconfirmed, 1 unobservable, 0 not run (unconfirmed, a defect of the case: pointers/clean)");
    let out = dir.path().join("report");
    cuconform::report::render(&back, &[], &out).unwrap();
    let md = std::fs::read_to_string(out.join("summary.md")).unwrap();
    assert!(
        md.contains("| `ptr.host-in-device` | 3 | 1 / 0 | 1 | 0 | 1 |"),
        "{md}"
    );
    assert!(md.contains("- `pointers/clean` on `nvcc-13.0.88`: claims memcheck: out-of-bounds; memcheck reported no out-of-bounds error"), "{md}");
    let html = std::fs::read_to_string(out.join("witness.html")).unwrap();
    assert!(
        html.contains("<td class=\"witness-unconfirmed\">unconfirmed</td>"),
        "{html}"
    );
    assert!(html.contains("<td><code>ptr.host-in-device</code></td><td>3</td><td>1</td><td>0</td><td>1</td><td>0</td><td>1</td>"), "{html}");
    // The page name is the report's own; find the one for this case.
    let name = std::fs::read_dir(out.join("cases"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().contains("clean"))
        .unwrap();
    let page = std::fs::read_to_string(name).unwrap();
    assert!(
        page.contains("UB witness <code>memcheck: out-of-bounds</code>: <b>unconfirmed</b>"),
        "{page}"
    );
    let tsv = std::fs::read_to_string(out.join("gpu-compact.tsv")).unwrap();
    assert!(tsv.contains("pointers/oob\tnvcc-13.0.88\tpass\texit 0\t12\tmemcheck: out-of-bounds\tconfirmed\tmemcheck: Invalid __global__ read of size 4 bytes (oob.cu:12)\n"), "{tsv}");
}

/// The tool looks even when the plain run went past its timeout: on a loaded GPU, device-runtime
/// cases that fault in a child took 10.4 s in one H100 run and 5 s in the next, and skipping the
/// tool left true claims unconfirmed. A fake program that sleeps past a 0.2 s timeout and a fake
/// compute-sanitizer that prints a memcheck report show it.
#[test]
fn the_tool_runs_even_when_the_plain_run_timed_out() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let script = |name: &str, body: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    };
    let exe = script("case.exe", "sleep 5");
    let report = fixture("memcheck-out-of-bounds.txt");
    let tool = script("compute-sanitizer", &format!("cat <<'EOF'\n{report}\nEOF"));
    let src = case_with("{memcheck: out-of-bounds}")
        .source
        .replace("witness:", "run: {timeout: 0.2}\nwitness:");
    let c = case::parse(
        "pointers/oob".into(),
        Path::new("cases/pointers/oob.cu"),
        src,
    )
    .unwrap();
    let run = cuconform::execute::run(&c, &exe, dir.path(), Some(&tool));
    assert_eq!(run.exit, Exit::Timeout);
    let report = run.sanitizer.clone().expect("the tool ran");
    assert!(report.contains("COMPUTE-SANITIZER"), "{report}");
    let outcome = Outcome {
        reached: Some(Phase::Link),
        attempted: Some(Phase::Run),
        run: Some(run),
        ..Default::default()
    };
    let w = check(&c, Some(&outcome)).unwrap();
    assert_eq!(w.confirmation, Confirmation::Confirmed, "{w:?}");
}

/// A program the kernel calls busy for a moment (a copy still open for writing somewhere, as a
/// forked worker holds it until its child execs) runs once it is free, instead of ending as a
/// crash "Text file busy (os error 26)", as a valid case once did in CI.
#[test]
fn a_program_busy_for_a_moment_still_runs() {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("case.exe");
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o755)
        .open(&exe)
        .unwrap();
    f.write_all(b"#!/bin/sh\necho ran\n").unwrap();
    f.flush().unwrap();
    let c = case_with("{unobservable: \"a test of running\"}");
    let run = std::thread::scope(|s| {
        let t = s.spawn(|| cuconform::execute::run(&c, &exe, dir.path(), None));
        // While `f` is open for writing, exec fails with ETXTBSY.
        std::thread::sleep(std::time::Duration::from_millis(40));
        drop(f);
        t.join().unwrap()
    });
    assert_eq!(run.exit, Exit::Code(0), "{run:?}");
    assert_eq!(run.stdout, "ran\n");
}
