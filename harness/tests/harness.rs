//! End-to-end behaviour of the harness itself, with fixture cases and a fake nvcc (so these
//! tests need no CUDA): strict parsing with located errors, a bad case not stopping the others,
//! a hanging compiler killed with its children, diagnostics judged against annotations.

mod support;

use cuconform::case::Phase;
use cuconform::corpus::Corpus;
use cuconform::filter::Filter;
use cuconform::runner::{self, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(fixtures().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

#[test]
fn bad_cases_are_rejected_with_file_line_and_column() {
    let mut all = files("bad");
    all.extend(files("good"));
    let corpus = Corpus::load_files(&fixtures(), &all);
    let mut got: Vec<(String, u32, String)> = corpus
        .invalid
        .iter()
        .map(|(id, e)| (id.clone(), e.line, e.to_string()))
        .collect();
    got.sort();
    let lines: Vec<(&str, u32)> = got.iter().map(|(id, l, _)| (id.as_str(), *l)).collect();
    assert_eq!(
        lines,
        vec![
            ("bad/bad-yaml", 4),
            ("bad/malformed-annotation", 7),
            ("bad/missing-anchor", 5),
            ("bad/unknown-key", 6),
            ("bad/wrong-type", 6),
        ],
        "{got:#?}"
    );
    for (id, _, msg) in &got {
        let file = format!("{id}.cu");
        assert!(msg.contains(&file), "error names its file: {msg}");
        assert!(msg.matches(':').count() >= 3, "file:line:col: {msg}");
    }
    assert!(
        got.iter().any(|(_, _, m)| m.contains("expected_verdict")),
        "the unknown key is named"
    );
    assert!(
        got.iter().any(|(_, _, m)| m.contains("expect-eror")),
        "the malformed annotation is quoted"
    );
    // The good fixtures still loaded.
    assert_eq!(corpus.cases.len(), 2);
}

#[test]
fn list_command_reports_bad_cases_and_exits_non_zero() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
        .args(["--cases"])
        .arg(fixtures())
        .args(["list"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("bad-yaml.cu:4:"), "{stderr}");
    assert!(stderr.contains("9 cases, 5 invalid"), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("good/managed-const"), "{stdout}");
}

fn fake_nvcc() -> Box<dyn Toolchain> {
    let spec = format!("nvcc={}", fixtures().join("fake-nvcc.sh").display());
    toolchain::resolve(&spec, None, false)
        .unwrap()
        .pop()
        .unwrap()
}

fn config() -> RunConfig {
    let mut cfg = RunConfig::new(&fixtures());
    cfg.jobs = 2;
    cfg.compile_timeout = Duration::from_secs(1);
    cfg.expectations_dir = fixtures().join("no-expectations");
    cfg
}

// One test drives the fake compiler through its modes in turn: they are chosen by environment
// variables, which would race between tests running in parallel.
#[test]
fn fake_nvcc_hang_error_and_invalid_cases_in_one_run() {
    let tc = fake_nvcc();
    assert_eq!(tc.info().id, "nvcc-13.5.37");
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");

    // 1. A compiler that hangs is killed at the timeout, with the process it started.
    std::env::set_var("FAKE_NVCC_MODE", "hang");
    std::env::set_var("FAKE_NVCC_PIDFILE", &pidfile);
    let corpus = Corpus::load_files(&fixtures(), &files("good"));
    let case = corpus.cases.iter().find(|c| c.id == "good/hangs").unwrap();
    let t0 = Instant::now();
    let (j, outcome) = runner::judge_one(case, tc.as_ref(), &config());
    assert_eq!(j.status, Status::Timeout, "{j:?}");
    assert!(
        t0.elapsed() < Duration::from_secs(10),
        "took {:?}",
        t0.elapsed()
    );
    assert_eq!(outcome.unwrap().steps[0].phase, Phase::Compile);
    let pid: i32 = std::fs::read_to_string(&pidfile)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    assert!(
        stat.is_empty() || stat.contains(") Z "),
        "the compiler's child {pid} is still running: {stat}"
    );

    // 2. Diagnostics are matched by line: the error on line 8 is the expected one.
    std::env::set_var("FAKE_NVCC_MODE", "error");
    let case = corpus
        .cases
        .iter()
        .find(|c| c.id == "good/managed-const")
        .unwrap();
    let (j, _) = runner::judge_one(case, tc.as_ref(), &config());
    assert_eq!(j.status, Status::Pass, "{j:?}");

    // 3. A compiler that accepts the ill-formed code fails the case with a readable reason.
    std::env::set_var("FAKE_NVCC_MODE", "ok");
    let (j, _) = runner::judge_one(case, tc.as_ref(), &config());
    assert_eq!(j.status, Status::Fail);
    assert!(
        j.mismatches
            .iter()
            .any(|m| m.contains("missing error at line 8")),
        "{:?}",
        j.mismatches
    );
    assert!(
        j.mismatches
            .iter()
            .any(|m| m.contains("requires the code to be rejected")),
        "{:?}",
        j.mismatches
    );

    // 4. A whole run with bad cases among good ones: the bad ones are `invalid`, the rest run.
    let mut all = files("bad");
    all.push(fixtures().join("good/managed-const.cu"));
    let corpus = Corpus::load_files(&fixtures(), &all);
    std::env::set_var("FAKE_NVCC_MODE", "error");
    let results = runner::run(&corpus, &Filter::default(), &[fake_nvcc()], &config()).unwrap();
    let statuses: Vec<(&str, Status)> = results
        .results
        .iter()
        .map(|r| (r.case.as_str(), r.status))
        .collect();
    assert_eq!(
        statuses
            .iter()
            .filter(|(_, s)| *s == Status::Invalid)
            .count(),
        5,
        "{statuses:?}"
    );
    assert!(
        statuses.contains(&("good/managed-const", Status::Pass)),
        "{statuses:?}"
    );

    // 4b. Resuming from that run's results runs nothing again: with a compiler that would hang,
    //     the kept result (marked here) comes back unchanged, and the invalid cases are still
    //     reported.
    let mut earlier = results.clone();
    for r in &mut earlier.results {
        r.remarks.push("kept from the earlier run".into());
    }
    std::env::set_var("FAKE_NVCC_MODE", "hang");
    let mut resume_cfg = config();
    resume_cfg.resume = Some(earlier);
    let t0 = Instant::now();
    let again = runner::run(&corpus, &Filter::default(), &[fake_nvcc()], &resume_cfg).unwrap();
    assert!(t0.elapsed() < Duration::from_secs(1), "something ran again");
    let kept = again
        .results
        .iter()
        .find(|r| r.case == "good/managed-const")
        .unwrap();
    assert_eq!(kept.status, Status::Pass);
    assert!(kept
        .remarks
        .iter()
        .any(|m| m == "kept from the earlier run"));
    assert_eq!(again.results.len(), results.results.len());

    // 5. The run phase, on a pretend GPU: the program's output is compared, and a build stored
    //    with --build-only in a *relative* folder runs later from that folder.
    std::env::set_var("FAKE_NVCC_MODE", "ok");
    std::env::set_var("FAKE_PROGRAM_OUTPUT", "hello");
    let corpus = Corpus::load_files(&fixtures(), &files("run"));
    let case = &corpus.cases[0];
    let mut cfg = config();
    cfg.gpu = Some(cuconform::gpu::Gpu {
        name: "pretend".into(),
        compute: 90,
        driver: "13.0".into(),
    });
    let (j, outcome) = runner::judge_one(case, tc.as_ref(), &cfg);
    assert_eq!(j.status, Status::Pass, "{j:?}");
    assert_eq!(outcome.unwrap().reached, Some(Phase::Run));
    std::env::set_var("FAKE_PROGRAM_OUTPUT", "bye");
    let (j, _) = runner::judge_one(case, tc.as_ref(), &cfg);
    assert_eq!(j.status, Status::Fail);
    assert!(
        j.mismatches[0].contains("-hello") && j.mismatches[0].contains("+bye"),
        "{:?}",
        j.mismatches
    );

    let rel = PathBuf::from(format!("target/test-artifacts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&rel);
    std::fs::create_dir_all(&rel).unwrap();
    cuconform::artifact::store_toolchains(&rel, &[tc.info().clone()]).unwrap();
    std::env::set_var("FAKE_PROGRAM_OUTPUT", "hello");
    let mut build_cfg = config();
    build_cfg.build_only = Some(rel.clone());
    let (j, _) = runner::judge_one(case, tc.as_ref(), &build_cfg);
    assert_eq!(
        j.status,
        Status::NotRun,
        "built, not run, without a GPU: {j:?}"
    );
    let manifest = cuconform::artifact::Manifest::load(&rel).unwrap();
    assert_eq!(manifest.len(), 1);
    let prebuilt = cuconform::artifact::Prebuilt {
        info: manifest.toolchains[0].clone(),
    };
    cfg.from_artifacts = Some(manifest);
    std::env::set_var("FAKE_NVCC_MODE", "hang"); // no compiler may run now
    let (j, _) = runner::judge_one(case, &prebuilt, &cfg);
    assert_eq!(j.status, Status::Pass, "{j:?}");
    std::fs::remove_dir_all(&rel).unwrap();
}

/// `cuconform check`'s contract: nvcc-shaped lines, exit 0 / 1 / 2, JSON and SARIF, and output
/// in the order of the files given whatever the number of threads checking them.
#[test]
fn check_command_contract() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.cu");
    let good = dir.path().join("good.cu");
    let gated = dir.path().join("gated.cu");
    std::fs::write(
        &bad,
        "__device__ void f() {\n  try { } catch (...) { }\n}\n",
    )
    .unwrap();
    std::fs::write(&good, "__device__ int g(int x) { return x + 1; }\n").unwrap();
    std::fs::write(
        &gated,
        "__device__ int h(int x) { int a{2.5}; return a + x; }\n",
    )
    .unwrap();
    let check = |args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .arg("check")
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, text) = check(&[good.as_os_str()]);
    assert_eq!((code, text.as_str()), (Some(0), ""));
    let (code, text) = check(&[bad.as_os_str()]);
    assert_eq!(code, Some(1), "{text}");
    let line = regex::Regex::new(r"^(.+)\((\d+)\): error: (.+) \[([a-z0-9.-]+)\]$").unwrap();
    let caps = line
        .captures(text.trim_end())
        .unwrap_or_else(|| panic!("{text}"));
    assert_eq!((&caps[2], &caps[4]), ("2", "exception.no-device"));
    // several files: the concatenation of their outputs, in argument order
    let (_, one) = check(&[gated.as_os_str()]);
    let (_, two) = check(&[bad.as_os_str()]);
    let (code, both) = check(&[gated.as_os_str(), good.as_os_str(), bad.as_os_str()]);
    assert_eq!(code, Some(1));
    assert_eq!(both, format!("{one}{two}"));
    // JSON: the documented fields
    let (_, json) = check(&["--format".as_ref(), "json".as_ref(), bad.as_os_str()]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let f = &v.as_array().unwrap()[0];
    for key in ["file", "line", "column", "severity", "rule", "message"] {
        assert!(f.get(key).is_some(), "no {key} in {f}");
    }
    assert_eq!(f["rule"], "exception.no-device");
    // SARIF 2.1.0
    let (_, sarif) = check(&["--format".as_ref(), "sarif".as_ref(), bad.as_os_str()]);
    let s: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    assert_eq!(s["version"], "2.1.0");
    assert_eq!(s["runs"][0]["results"][0]["ruleId"], "exception.no-device");
    // an unreadable file is a usage / I/O error: exit 2, the other files still checked
    let missing = dir.path().join("missing.cu");
    let (code, text) = check(&[missing.as_os_str(), bad.as_os_str()]);
    assert_eq!(code, Some(2));
    assert_eq!(text, two);
}

/// `cuconform check --cuda VERSION`: the rules of that release (a class-type host constexpr
/// variable read in device code is an error by the 11.x/12.x guides, allowed by CUDA 13's:
/// CHANGES.md A52), the default the newest modelled release, said in every output format; an
/// unmodelled release or a missing value is a usage error naming the modelled range.
#[test]
fn check_cuda_version() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a52.cu");
    std::fs::write(
        &file,
        "struct P { int x; int y; };\nconstexpr P p = {1, 2};\n__device__ int f() { return p.x; }\n",
    )
    .unwrap();
    let check = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .arg("check")
            .args(args)
            .arg(&file)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, err) = check(&["--cuda", "11.8"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        out.contains("[hostvar.constexpr-nonscalar-in-constexpr-call]"),
        "{out}"
    );
    assert!(err.contains("the rules of CUDA 11.8"), "{err}");
    let (code, out, err) = check(&["--cuda=12.9"]);
    assert_eq!(code, Some(1), "{out}{err}");
    for args in [&["--cuda", "13.0"][..], &[]] {
        let (code, out, err) = check(args);
        assert_eq!((code, out.as_str()), (Some(0), ""), "{args:?}: {err}");
    }
    let (_, _, err) = check(&[]);
    assert!(err.contains("the rules of CUDA 13.5"), "{err}");
    let (_, json, _) = check(&["--cuda", "12.4", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v[0]["cuda"], "12.4", "{json}");
    let (_, sarif, _) = check(&["--cuda", "13.0", "--format", "sarif"]);
    let s: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    assert_eq!(s["runs"][0]["properties"]["cudaVersion"], "13.0", "{sarif}");
    for bad in ["14.0", "10.2", "12.10", "13", "latest"] {
        let (code, out, err) = check(&["--cuda", bad]);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{bad}");
        assert!(
            err.contains(&format!("--cuda {bad}"))
                && err.contains("11.0-11.8, 12.0-12.9, 13.0-13.5"),
            "{bad}: {err}"
        );
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
        .args(["check", "--cuda"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // a dialect the release's nvcc does not take
    let (code, _, err) = check(&["--cuda", "11.8", "-std=c++20"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("-std=c++20 needs CUDA 12.0"), "{err}");
}

/// Without a GPU a run case is `not_run` on a toolchain that could run it, and `unsupported` on
/// one that never could (the checker stops at compile).
#[test]
fn not_run_for_want_of_a_gpu_is_apart_from_unsupported() {
    let corpus = Corpus::load_files(&fixtures(), &files("run"));
    let case = &corpus.cases[0];
    assert_eq!(case.meta.phase, Phase::Run);
    let checker = toolchain::resolve("checker", None, false)
        .unwrap()
        .pop()
        .unwrap();
    let (j, _) = runner::judge_one(case, checker.as_ref(), &config());
    assert_eq!(j.status, Status::Unsupported, "{j:?}");
    assert!(
        j.remarks.iter().any(|r| r.contains("stops at compile")),
        "{j:?}"
    );
}

/// The result cache, end to end through `cuconform run` with a compiler that logs each compile:
/// a warm rerun starts no compiler; a changed header (included transitively) recompiles the one
/// case that includes it; `--no-cache` recompiles everything; a corrupt entry is a miss, not an
/// error; `cuconform cache` shows and clears the folder.
#[test]
fn result_cache_end_to_end() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let log = d.join("compiles.log");
    let nvcc = d.join("bin/nvcc");
    std::fs::create_dir_all(d.join("bin")).unwrap();
    support::fake_nvcc(
        &nvcc,
        &format!(
            r#"for a in "$@"; do case "$a" in *.cu) echo "$a" >> '{}';; esac; done
for a in "$@"; do [ "$prev" = "-o" ] && : > "$a"; prev=$a; done
exit 0
"#,
            log.display()
        ),
    );
    let cases = d.join("cases");
    std::fs::create_dir_all(cases.join("include")).unwrap();
    std::fs::create_dir_all(cases.join("area")).unwrap();
    let case = |name: &str, body: &str| {
        std::fs::write(
            cases.join(format!("area/{name}.cu")),
            format!("/*---\nsection: I.4.3.2\nclause: managed.no-const\ndescription: A case for the cache test.\nverdict: ok\nphase: compile\n---*/\n{body}\n"),
        )
        .unwrap();
    };
    case(
        "with-header",
        "#include \"shared.h\"\n__device__ int f() { return N; }",
    );
    case("plain", "__device__ int g() { return 1; }");
    std::fs::write(cases.join("include/shared.h"), "#include \"deep.h\"\n").unwrap();
    std::fs::write(cases.join("include/deep.h"), "#define N 1\n").unwrap();

    let cache = d.join("cache");
    let out = d.join("results.json");
    let run = |extra: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .arg("--cases")
            .arg(&cases)
            .arg("run")
            .arg("-t")
            .arg(format!("nvcc={}", nvcc.display()))
            .arg("-o")
            .arg(&out)
            .args(["-j", "2"])
            .args(extra)
            .env("CUCONFORM_CACHE_DIR", &cache)
            .env_remove("CUCONFORM_NO_CACHE")
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(o.status.code(), Some(0), "{text}");
        let r: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
        let cached = r["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|x| x["outcome"]["cached"] == true)
            .count();
        for x in r["results"].as_array().unwrap() {
            assert_eq!(x["status"], "pass", "{x}");
        }
        (cached, text)
    };
    let compiles = || -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .map(|l| l.rsplit('/').next().unwrap().to_string())
            .collect();
        v.sort();
        let _ = std::fs::remove_file(&log);
        v
    };

    // Cold: both compiled and stored.
    let (cached, text) = run(&[]);
    assert_eq!(cached, 0, "{text}");
    assert_eq!(compiles(), ["plain.cu", "with-header.cu"]);
    assert!(
        text.contains("0 of 2 builds from the cache, 2 stored"),
        "{text}"
    );

    // Warm: no compiler starts, both outcomes come from the cache and are judged afresh.
    let (cached, text) = run(&[]);
    assert_eq!(cached, 2, "{text}");
    assert_eq!(compiles(), Vec::<String>::new());
    assert!(text.contains("2 of 2 builds from the cache"), "{text}");
    // `cached` is part of the published results schema.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../reports/results.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let results: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&results)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");

    // A header included through another header changes: only the case including it rebuilds.
    std::fs::write(cases.join("include/deep.h"), "#define N 2\n").unwrap();
    let (cached, _) = run(&[]);
    assert_eq!(cached, 1);
    assert_eq!(compiles(), ["with-header.cu"]);

    // --no-cache compiles everything.
    let (cached, _) = run(&["--no-cache"]);
    assert_eq!(cached, 0);
    assert_eq!(compiles(), ["plain.cu", "with-header.cu"]);

    // Corrupt entries are misses: rebuilt, no error, and rewritten.
    let mut entries = 0;
    for e in std::fs::read_dir(&cache).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "json") {
            std::fs::write(&p, "{ truncated").unwrap();
            entries += 1;
        }
    }
    // plain, and with-header before and after its header changed
    assert_eq!(entries, 3);
    let (cached, _) = run(&[]);
    assert_eq!(cached, 0);
    assert_eq!(compiles(), ["plain.cu", "with-header.cu"]);
    let (cached, _) = run(&[]);
    assert_eq!(cached, 2);
    assert_eq!(compiles(), Vec::<String>::new());

    // `cuconform cache`: show, then clear.
    let cache_cmd = |action: &str| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .args(["cache", action])
            .env("CUCONFORM_CACHE_DIR", &cache)
            .output()
            .unwrap();
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert!(cache_cmd("show").contains("3 entries"));
    assert!(cache_cmd("clear").contains("removed 3 entries"));
    assert!(cache_cmd("show").contains("0 entries"));
}

/// A stand-in nvcc written into `dir`: answers `--version` like 13.5 and, for a compile, reports
/// an error on line 8 of the source when `error_when` is among its arguments (`*`: always).
fn scripted_nvcc(dir: &Path, error_when: &str) -> PathBuf {
    let nvcc = dir.join(format!(
        "nvcc-{}",
        error_when.replace(|c: char| !c.is_alphanumeric(), "_")
    ));
    support::fake_nvcc(
        &nvcc,
        &format!(
            r#"for a in "$@"; do case "$a" in *.cu) src="$a";; esac; done
for a in "$@"; do case "$a" in {error_when})
  echo "$src(8): error: a __managed__ variable cannot have a const qualified type" >&2; exit 2;;
esac; done
for a in "$@"; do [ "$prev" = "-o" ] && : > "$a"; prev=$a; done
exit 0
"#
        ),
    );
    nvcc
}

/// A case with revisions (`fixtures/revisions/std-gated.cu`: an error case in C++14, an `ok`
/// one in C++17, with the error line limited to `c++14`) is one trial per revision, built with
/// the revision's standard and judged by the revision's verdict and annotations; its results
/// carry the revision; the cache tells two standards apart and shares one build between
/// revisions whose commands are the same.
#[test]
fn revisions_are_trials_judged_apart() {
    let dir = tempfile::tempdir().unwrap();
    let corpus = Corpus::load_files(&fixtures(), &files("revisions"));
    assert!(corpus.invalid.is_empty(), "{:?}", corpus.invalid);
    let ids: Vec<&str> = corpus.cases.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "revisions/std-gated#c++14",
            "revisions/std-gated#c++17",
            "revisions/std-gated#same-std"
        ]
    );
    let status_of = |nvcc: &Path| -> Vec<(String, Option<String>, Status, String)> {
        let tc = toolchain::resolve(&format!("nvcc={}", nvcc.display()), None, false)
            .unwrap()
            .pop()
            .unwrap();
        let r = runner::run(&corpus, &Filter::default(), &[tc], &config()).unwrap();
        assert_eq!(r.schema_version, cuconform::results::SCHEMA_VERSION);
        r.results
            .iter()
            .map(|x| {
                let cmd = x.outcome.as_ref().unwrap().steps[0].command.clone();
                let std = cmd
                    .split_whitespace()
                    .find(|a| a.starts_with("-std="))
                    .unwrap_or("")
                    .to_string();
                (x.case.clone(), x.revision.clone(), x.status, std)
            })
            .collect()
    };
    // A compiler that rejects the code only in C++14 conforms in every revision.
    let got = status_of(&scripted_nvcc(dir.path(), "-std=c++14"));
    let rev = |s: &str| Some(s.to_string());
    assert_eq!(
        got,
        [
            (
                "revisions/std-gated#c++14".into(),
                rev("c++14"),
                Status::Pass,
                "-std=c++14".into()
            ),
            (
                "revisions/std-gated#c++17".into(),
                rev("c++17"),
                Status::Pass,
                "-std=c++17".into()
            ),
            (
                "revisions/std-gated#same-std".into(),
                rev("same-std"),
                Status::Pass,
                "-std=c++17".into()
            ),
        ]
    );
    // One that rejects it in every standard fails the C++17 revisions only: the error is
    // expected in `c++14` and unexpected where the revision's verdict is `ok`.
    let got = status_of(&scripted_nvcc(dir.path(), "*"));
    let statuses: Vec<Status> = got.iter().map(|g| g.2).collect();
    assert_eq!(statuses, [Status::Pass, Status::Fail, Status::Fail]);

    // The cache key: the C++14 and C++17 builds differ; two revisions with the same commands
    // and bytes (they differ only in verdict and note) share a build, whose outcome each judges.
    let tc = toolchain::resolve(
        &format!("nvcc={}", scripted_nvcc(dir.path(), "never").display()),
        None,
        false,
    )
    .unwrap()
    .pop()
    .unwrap();
    let cache = cuconform::cache::ResultCache::open(dir.path().join("cache"), 1 << 30);
    let cfg = config();
    let ctx = toolchain::BuildContext {
        arch: cfg.arch.clone(),
        include_dir: cfg.include_dir.clone(),
        compile_timeout: cfg.compile_timeout,
        mem_limit: cfg.mem_limit,
        cache: None,
    };
    let keys: Vec<String> = corpus
        .cases
        .iter()
        .map(|c| {
            cache
                .key(tc.as_ref(), c, Phase::Compile, &ctx)
                .unwrap()
                .0
                 .0
        })
        .collect();
    assert_ne!(keys[0], keys[1]);
    assert_eq!(keys[1], keys[2]);
}

/// `cuconform list`, `show id#rev`, `run` and `bless` over a case with revisions: bless records
/// the failing revision under its trial id, and the next run reads it back as `xfail`.
#[test]
fn bless_records_revisions_under_their_trial_ids() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases = d.join("cases/revisions");
    std::fs::create_dir_all(&cases).unwrap();
    std::fs::copy(
        fixtures().join("revisions/std-gated.cu"),
        cases.join("std-gated.cu"),
    )
    .unwrap();
    let nvcc = scripted_nvcc(d, "*");
    let cli = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .arg("--cases")
            .arg(d.join("cases"))
            .args(args)
            .env("CUCONFORM_NO_CACHE", "1")
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (_, out, err) = cli(&["list"]);
    assert!(
        out.contains("revisions/std-gated#c++14\tI.4.3.2\tcompile\terror"),
        "{out}{err}"
    );
    assert!(
        out.contains("revisions/std-gated#c++17\tI.4.3.2\tcompile\tok"),
        "{out}"
    );
    let (code, out, err) = cli(&["show", "revisions/std-gated#c++17"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("case:        revisions/std-gated#c++17"),
        "{out}"
    );
    assert!(out.contains("revision:    c++17 (std c++17"), "{out}");
    assert!(
        !out.contains("expects:"),
        "the c++14 annotation is not c++17's: {out}"
    );
    let (_, out, _) = cli(&["show", "revisions/std-gated"]);
    assert_eq!(out.matches("case:        ").count(), 3, "{out}");

    let results = d.join("r.json");
    let tcspec = format!("nvcc={}", nvcc.display());
    let (code, out, err) = cli(&["run", "-t", &tcspec, "-o", results.to_str().unwrap()]);
    assert_eq!(code, Some(1), "two revisions fail: {out}{err}");
    let (code, out, err) = cli(&[
        "bless",
        "-t",
        "nvcc-13.5",
        "--results",
        results.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{out}{err}");
    let yaml = std::fs::read_to_string(d.join("expectations/nvcc-13.5.yaml")).unwrap();
    assert!(yaml.contains("\"revisions/std-gated#c++17\":"), "{yaml}");
    assert!(yaml.contains("\"revisions/std-gated#same-std\":"), "{yaml}");
    assert!(
        !yaml.contains("#c++14"),
        "the c++14 revision conforms: {yaml}"
    );
    // Only the c++17 revision, by its trial id, and now as a recorded deviation.
    let (code, out, err) = cli(&[
        "run",
        "-t",
        &tcspec,
        "-o",
        results.to_str().unwrap(),
        "std-gated#c++17",
    ]);
    assert_eq!(code, Some(0), "{out}{err}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&results).unwrap()).unwrap();
    let got: Vec<(&str, &str)> = r["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| (x["case"].as_str().unwrap(), x["status"].as_str().unwrap()))
        .collect();
    assert_eq!(got, [("revisions/std-gated#c++17", "xfail")]);
    assert_eq!(r["results"][0]["revision"], "c++17");
    assert_eq!(r["cases"]["revisions/std-gated#c++17"]["std"], "c++17");
}

/// nvcc whose host compiler lacks C++23 says it ignores `-std=c++23` (nvcc 13.5 with GCC 12
/// here): a C++23 case would be compiled as C++17, so it is not applicable to that nvcc; other
/// standards are unaffected, and an nvcc that takes the flag judges the case.
#[test]
fn a_cxx23_case_is_not_applicable_where_nvcc_ignores_the_dialect() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let make = |name: &str, warns: bool| {
        let p = d.join(name);
        support::fake_nvcc(
            &p,
            &format!(
                r#"for a in "$@"; do [ "$a" = "-std=c++23" ] && [ {warns} = yes ] && echo "nvcc warning : The -std=c++23 flag is not supported with the configured host compiler. Flag will be ignored." >&2; done
for a in "$@"; do [ "$prev" = "-o" ] && : > "$a"; prev=$a; done
exit 0
"#,
                warns = if warns { "yes" } else { "no" }
            ),
        );
        toolchain::resolve(&format!("nvcc={}", p.display()), None, false)
            .unwrap()
            .pop()
            .unwrap()
    };
    let cases = d.join("cases/a");
    std::fs::create_dir_all(&cases).unwrap();
    std::fs::write(
        cases.join("c23.cu"),
        "/*---\nsection: I.3\nclause: c\ndescription: d\nverdict: ok\nrevisions: [c++20, c++23]\n---*/\n__global__ void k() {}\n",
    )
    .unwrap();
    let corpus = Corpus::load_files(&d.join("cases"), &[cases.join("c23.cu")]);
    assert!(corpus.invalid.is_empty(), "{:?}", corpus.invalid);
    let old_gcc = make("nvcc-old-gcc", true);
    let new_gcc = make("nvcc-new-gcc", false);
    let judged = |tc: &dyn Toolchain| -> Vec<(Status, String)> {
        corpus
            .cases
            .iter()
            .map(|c| {
                let (j, _) = runner::judge_one(c, tc, &config());
                (j.status, j.remarks.join(" "))
            })
            .collect()
    };
    let old = judged(old_gcc.as_ref());
    assert_eq!(old[0].0, Status::Pass, "c++20 is not affected: {old:?}");
    assert_eq!(old[1].0, Status::Unsupported, "{old:?}");
    assert!(old[1].1.contains("ignores -std=c++23"), "{old:?}");
    let new = judged(new_gcc.as_ref());
    assert_eq!(
        new.iter().map(|x| x.0).collect::<Vec<_>>(),
        [Status::Pass, Status::Pass],
        "{new:?}"
    );
}
