//! The `cuconform` command as users meet it, through real processes and the fake nvcc
//! (`fixtures/fake-nvcc.sh`; each test gives its own environment to its own processes, so they
//! run in parallel): an interrupt mid-run, a closed stdout, an empty selection, an unwritable
//! results file, a build step that eats memory.

use cuconform::results::ResultsFile;
use cuconform::verdict::Status;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// `cuconform --cases fixtures ARGS` with the fake nvcc, no GPU, and `dir` as its TMPDIR and
/// the fake's pid folder (`dir/pids`).
fn cuconform(dir: &Path, args: &[&str]) -> Command {
    let tmp = dir.join("tmp");
    let pids = dir.join("pids");
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::create_dir_all(&pids).unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_cuconform"));
    c.arg("--cases").arg(fixtures()).args(args);
    c.env("TMPDIR", &tmp)
        .env("FAKE_NVCC_PIDDIR", &pids)
        .env("FAKE_NVCC_MODE", "error")
        .env("CUCONFORM_NO_GPU", "1")
        // Every test here needs its compiles to happen (processes to kill, memory to eat).
        .env("CUCONFORM_NO_CACHE", "1")
        .env_remove("FAKE_NVCC_SPECIAL");
    c
}

fn fake() -> String {
    format!("nvcc={}", fixtures().join("fake-nvcc.sh").display())
}

fn alive(pid: i32) -> bool {
    // A zombie waiting for a reaper (the container's init may not be one) is not running.
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        !s.rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

fn compiles(dir: &Path) -> usize {
    std::fs::read_dir(dir.join("pids"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("compile.")
        })
        .count()
}

#[test]
fn sigint_mid_run_kills_everything_and_keeps_what_finished() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out/r.json");
    let mut child = cuconform(
        dir.path(),
        &[
            "run",
            "-t",
            &fake(),
            "-j",
            "2",
            "-v",
            "--compile-timeout",
            "60",
        ],
    )
    .arg("-o")
    .arg(&out)
    .arg("good/")
    .env("FAKE_NVCC_SPECIAL", "hangs:slow")
    .env("CUCONFORM_PROGRESS_SECS", "0.1")
    .stdout(Stdio::null())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap();
    // Wait for one trial to finish (managed-const passes at once) while the other hangs.
    let (tx, rx) = std::sync::mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for l in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = tx.send(l);
        }
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut log = Vec::new();
    let pidfile = |d: &Path| -> Option<(i32, i32)> {
        let e = std::fs::read_dir(d.join("pids"))
            .ok()?
            .flatten()
            .find(|e| e.file_name().to_string_lossy().starts_with("pids."))?;
        let t = std::fs::read_to_string(e.path()).ok()?;
        let mut it = t.split_whitespace().map(|x| x.parse::<i32>());
        Some((it.next()?.ok()?, it.next()?.ok()?))
    };
    let pids = loop {
        while let Ok(l) = rx.try_recv() {
            log.push(l);
        }
        let passed = log
            .iter()
            .any(|l| l.contains("PASS") && l.contains("good/managed-const"));
        // The log's progress line (stderr is not a terminal here) names the hanging trial.
        let progress = log.iter().any(|l| {
            l.starts_with("cuconform: 1/2 done (pass 1)")
                && l.contains("longest running: nvcc-13.5.37::good/hangs")
        });
        if let (true, true, Some(p)) = (passed, progress, pidfile(dir.path())) {
            break p;
        }
        assert!(
            Instant::now() < deadline,
            "the run did not get going: {log:#?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    // The hanging compile's temporary file is in the trial's own folder, under TMPDIR.
    let work: Vec<PathBuf> = std::fs::read_dir(dir.path().join("tmp"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert!(
        work.iter()
            .any(|w| std::fs::read_dir(w).is_ok_and(|mut r| r.any(|e| e
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("tmpxft_")))),
        "tmpxft file not in a work folder: {work:?}"
    );

    let t0 = Instant::now();
    // SAFETY: kill(2) on our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if t0.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("still running 10 s after SIGINT");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(130), "{log:#?}");
    assert!(
        t0.elapsed() < Duration::from_secs(5),
        "took {:?}",
        t0.elapsed()
    );
    std::thread::sleep(Duration::from_millis(100));
    // No process of the run is left: the fake nvcc (its group's leader) and its grandchild.
    for pid in [pids.0, pids.1] {
        assert!(
            !alive(pid),
            "process {pid} of the run survived the interrupt"
        );
    }
    // The finished trial is kept, the interrupted one is not (a resume runs it again).
    for f in [out.clone(), out.with_extension("partial.json")] {
        let r = ResultsFile::load(&f).unwrap();
        assert!(r.interrupted, "{}", f.display());
        let got: Vec<(&str, Status)> = r
            .results
            .iter()
            .map(|x| (x.case.as_str(), x.status))
            .collect();
        assert_eq!(
            got,
            vec![("good/managed-const", Status::Pass)],
            "{}",
            f.display()
        );
    }
    // The work folders (and the compiler's temporary file in one) are gone.
    let left: Vec<_> = std::fs::read_dir(dir.path().join("tmp"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(left.is_empty(), "left in TMPDIR: {left:?}");
}

#[test]
fn a_closed_stdout_is_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    // `cuconform list | head -1`
    let mut list = cuconform(dir.path(), &["list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(list.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let o = list.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(
        o.status.code(),
        Some(1),
        "bad fixtures make list exit 1: {err}"
    );
    assert!(!first.is_empty());

    // `cuconform run -v | head -0`: the summary goes nowhere, the results file is written.
    let out = dir.path().join("r.json");
    let mut run = cuconform(
        dir.path(),
        &["run", "-v", "-t", &fake(), "good/managed-const"],
    )
    .arg("-o")
    .arg(&out)
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap();
    drop(run.stdout.take());
    let o = run.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(o.status.code(), Some(0), "{err}");
    let r = ResultsFile::load(&out).unwrap();
    assert_eq!(r.results.len(), 1);
    assert_eq!(r.results[0].status, Status::Pass);
}

#[test]
fn a_selection_that_matches_nothing_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let o = cuconform(dir.path(), &["run", "-t", &fake(), "good/no-such-case"])
        .arg("-o")
        .arg(dir.path().join("r.json"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("no case matches `good/no-such-case`"), "{err}");
    assert_eq!(compiles(dir.path()), 0);
    let o = cuconform(dir.path(), &["list", "good/no-such-case"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    // The header counts what was selected, not the corpus.
    let o = cuconform(dir.path(), &["run", "-t", &fake(), "good/managed-const"])
        .arg("-o")
        .arg(dir.path().join("r.json"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    // (9: the fixtures hold 7 files, one of them a case of three revisions.)
    assert!(err.contains("1 of 9 cases selected"), "{err}");
}

#[test]
fn an_unwritable_results_file_fails_before_any_compile() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let o = cuconform(dir.path(), &["run", "-t", &fake(), "good/"])
        .arg("-o")
        .arg(file.join("r.json"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot write the results file"), "{err}");
    assert_eq!(err.lines().count(), 1, "one sentence: {err}");
    assert_eq!(compiles(dir.path()), 0, "a compile ran: {err}");
}

#[test]
fn a_build_step_that_eats_memory_is_one_failed_trial() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.json");
    let t0 = Instant::now();
    let o = cuconform(
        dir.path(),
        &["run", "-t", &fake(), "--mem-limit", "300M", "good/"],
    )
    .arg("-o")
    .arg(&out)
    .env("FAKE_NVCC_SPECIAL", "hangs:eat")
    .output()
    .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "one unexpected result: {err}");
    assert!(t0.elapsed() < Duration::from_secs(20));
    let r = ResultsFile::load(&out).unwrap();
    let eaten = r.results.iter().find(|x| x.case == "good/hangs").unwrap();
    assert!(
        matches!(eaten.status, Status::Fail | Status::Crash),
        "{eaten:?}"
    );
    let output = &eaten.outcome.as_ref().unwrap().steps[0].output;
    assert!(output.contains("MemoryError"), "{output}");
    // The run went on.
    let other = r
        .results
        .iter()
        .find(|x| x.case == "good/managed-const")
        .unwrap();
    assert_eq!(other.status, Status::Pass);
}

#[test]
fn merge_refuses_conflicting_results_unless_told_which_wins() {
    let dir = tempfile::tempdir().unwrap();
    let sample = fixtures().join("results-sample.json");
    let mut other = ResultsFile::load(&sample).unwrap();
    other.results[0].status = if other.results[0].status == Status::Fail {
        Status::Pass
    } else {
        Status::Fail
    };
    let b = dir.path().join("b.json");
    other.save(&b).unwrap();
    let out = dir.path().join("all.json");
    let merge = |extra: &[&str]| {
        cuconform(dir.path(), &["merge"])
            .args(extra)
            .arg("-o")
            .arg(&out)
            .arg(&sample)
            .arg(&b)
            .output()
            .unwrap()
    };
    let o = merge(&[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&other.results[0].case) && err.contains("b.json"),
        "the conflict is named: {err}"
    );
    assert!(!out.exists());
    let o = merge(&["--prefer", "later"]);
    assert_eq!(o.status.code(), Some(0));
    let m = ResultsFile::load(&out).unwrap();
    assert_eq!(m.results[0].status, other.results[0].status);
    assert_eq!(m.merged.as_ref().map(|x| x.files), Some(2));
}
