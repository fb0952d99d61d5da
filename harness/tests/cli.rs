//! The `cuconform` command as users meet it, through real processes and the fake nvcc
//! (`fixtures/fake-nvcc.sh`; each test gives its own environment to its own processes, so they
//! run in parallel): an interrupt mid-run, a closed stdout, an empty selection, an unwritable
//! results file, a build step that eats memory.

mod support;

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
    // Run from `dir`, where `-o dir/...` may create folders (never outside the current one).
    c.current_dir(dir);
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

/// A corpus of three compile cases in `root/cases` (one includes a header that includes
/// another; one contains `body`), and a fake nvcc at `bin/nvcc` that logs each case it compiles
/// to `log`.
fn small_corpus(root: &Path, bin: &Path, log: &Path, body: &str) -> PathBuf {
    let cases = root.join("cases");
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
    case("special", body);
    std::fs::write(cases.join("include/shared.h"), "#include \"deep.h\"\n").unwrap();
    std::fs::write(cases.join("include/deep.h"), "#define N 1\n").unwrap();
    std::fs::create_dir_all(bin).unwrap();
    let nvcc = bin.join("nvcc");
    support::fake_nvcc(
        &nvcc,
        &format!(
            r#"for a in "$@"; do case "$a" in *.cu) echo "$a" >> '{}'; echo "compiling $a";; esac; done
for a in "$@"; do [ "$prev" = "-o" ] && : > "$a"; prev=$a; done
exit 0
"#,
            log.display()
        ),
    );
    cases
}

/// `cuconform --cases CASES run` with the logging nvcc and the fake NVRTC, the cache in
/// `dir/cache`; returns the results and what was printed.
fn run_both(dir: &Path, cases: &Path, extra: &[&str]) -> (ResultsFile, String) {
    let out = dir.join("results.json");
    let o = Command::new(env!("CARGO_BIN_EXE_cuconform"))
        .arg("--cases")
        .arg(cases)
        .arg("run")
        .arg("-t")
        .arg(format!("nvcc={}", dir.join("bin/nvcc").display()))
        .args(["-t", "nvrtc=fake", "-j", "2"])
        .arg("-o")
        .arg(&out)
        .args(extra)
        .env("CUCONFORM_CACHE_DIR", dir.join("cache"))
        .env(
            "CUCONFORM_NVRTC_WORKER",
            env!("CARGO_BIN_EXE_cuconform-nvrtc-worker"),
        )
        .env("FAKE_NVRTC_LOG", dir.join("nvrtc.log"))
        .env("CUCONFORM_NO_GPU", "1")
        .env("TMPDIR", dir.join("tmp"))
        .env_remove("CUCONFORM_NO_CACHE")
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(matches!(o.status.code(), Some(0 | 1)), "{text}");
    (ResultsFile::load(&out).unwrap(), text)
}

/// The lines logged to `path` since the last call (which removes it).
fn drain(path: &Path) -> Vec<String> {
    let v = std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    let _ = std::fs::remove_file(path);
    v
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &to.join(e.file_name()));
        } else {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

/// NVRTC's replies are cached like nvcc's outcomes: a warm rerun starts no NVRTC compile (nor
/// an option probe) and no nvcc; the cache does not depend on where the clone is (a copy of the
/// cases at another path is warm, and its results name its own paths); one changed case is
/// compiled again, alone, by each toolchain.
#[test]
fn nvrtc_is_cached_and_a_clone_at_another_path_is_warm() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("tmp")).unwrap();
    let (nvcc_log, nvrtc_log) = (d.join("nvcc.log"), d.join("nvrtc.log"));
    let a = small_corpus(
        &d.join("a"),
        &d.join("bin"),
        &nvcc_log,
        "__device__ int h();",
    );
    let all_pass = |r: &ResultsFile, text: &str| {
        assert_eq!(r.results.len(), 6, "{text}");
        for x in &r.results {
            assert_eq!(x.status, Status::Pass, "{x:?}\n{text}");
        }
    };
    let cached = |r: &ResultsFile, family: &str| {
        r.results
            .iter()
            .filter(|x| x.toolchain.starts_with(family))
            .filter(|x| x.outcome.as_ref().unwrap().cached)
            .count()
    };

    // Cold: every case compiled by both, NVRTC's probes too.
    let (r, text) = run_both(d, &a, &[]);
    all_pass(&r, &text);
    assert_eq!(drain(&nvcc_log).len(), 3, "{text}");
    let cold = drain(&nvrtc_log);
    assert_eq!(
        cold.iter().filter(|l| l.starts_with('/')).count(),
        3,
        "{cold:?}"
    );
    assert!(cold.iter().any(|l| l == "probe.cu"), "{cold:?}");
    assert_eq!((cached(&r, "nvcc"), cached(&r, "nvrtc")), (0, 0));

    // Warm, in the same place: nothing compiled, nothing probed.
    let (r, text) = run_both(d, &a, &[]);
    all_pass(&r, &text);
    assert_eq!(drain(&nvcc_log), Vec::<String>::new(), "{text}");
    assert_eq!(drain(&nvrtc_log), Vec::<String>::new(), "{text}");
    assert_eq!((cached(&r, "nvcc"), cached(&r, "nvrtc")), (3, 3), "{text}");
    assert!(text.contains("6 of 6 builds from the cache"), "{text}");

    // A clone at another path: warm, and what the results show names the clone's own files.
    let b = d.join("elsewhere/clone/cases");
    copy_tree(&a, &b);
    let (r, text) = run_both(d, &b, &[]);
    all_pass(&r, &text);
    assert_eq!(drain(&nvcc_log), Vec::<String>::new(), "{text}");
    assert_eq!(drain(&nvrtc_log), Vec::<String>::new(), "{text}");
    assert_eq!((cached(&r, "nvcc"), cached(&r, "nvrtc")), (3, 3), "{text}");
    let a_path = a.canonicalize().unwrap().display().to_string();
    let b_path = b.canonicalize().unwrap().display().to_string();
    for x in &r.results {
        let step = &x.outcome.as_ref().unwrap().steps[0];
        // The fake nvcc prints the file it compiles; the fake NVRTC echoes the program's name.
        assert!(step.output.contains(&b_path), "{step:?}");
        assert!(!step.output.contains(&a_path), "{step:?}");
    }

    // One changed case: compiled again by each toolchain, alone.
    let plain = b.join("area/plain.cu");
    let text = std::fs::read_to_string(&plain).unwrap();
    std::fs::write(&plain, text.replace("return 1", "return 2")).unwrap();
    let (r, text) = run_both(d, &b, &[]);
    all_pass(&r, &text);
    assert_eq!(
        drain(&nvcc_log),
        [plain.canonicalize().unwrap().display().to_string()]
    );
    assert_eq!(
        drain(&nvrtc_log),
        [plain.canonicalize().unwrap().display().to_string()]
    );
    assert_eq!((cached(&r, "nvcc"), cached(&r, "nvrtc")), (2, 2), "{text}");
}

/// The NVRTC worker runs under `--mem-limit`: a program that makes it eat memory is one crashed
/// trial, and the run goes on.
#[test]
fn the_nvrtc_workers_memory_cap_fails_one_trial_not_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("tmp")).unwrap();
    let cases = small_corpus(
        &d.join("a"),
        &d.join("bin"),
        &d.join("nvcc.log"),
        "// FAKE_EAT\n__device__ int h();",
    );
    let t0 = Instant::now();
    let (r, text) = run_both(d, &cases, &["--mem-limit", "256M", "--no-cache"]);
    assert!(t0.elapsed() < Duration::from_secs(60), "{text}");
    let nvrtc: Vec<_> = r
        .results
        .iter()
        .filter(|x| x.toolchain.starts_with("nvrtc"))
        .collect();
    assert_eq!(nvrtc.len(), 3, "{text}");
    for x in nvrtc {
        if x.case == "area/special" {
            assert_eq!(x.status, Status::Crash, "{x:?}");
            let step = &x.outcome.as_ref().unwrap().steps[0];
            assert!(step.output.contains("memory allocation"), "{step:?}");
        } else {
            assert_eq!(x.status, Status::Pass, "{x:?}");
        }
    }
}

/// A case named by its path, as a shell completes it, selects that case only.
#[test]
fn a_case_given_as_a_path_selects_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases = small_corpus(&d.join("a"), &d.join("bin"), &d.join("nvcc.log"), "");
    let abs = cases.join("area/plain.cu").display().to_string();
    for (cwd, p) in [
        (d.join("a"), "./cases/area/plain.cu"),
        (d.join("a"), "cases/area/plain.cu"),
        (d.join("a"), "cases/area/plain"),
        (d.join("a/cases/area"), "./plain.cu"),
        (d.to_path_buf(), abs.as_str()),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .current_dir(&cwd)
            .arg("--cases")
            .arg(&cases)
            .args(["list", p])
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{p}: {out}{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let ids: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split('\t').next())
            .filter(|id| id.starts_with("area/"))
            .collect();
        assert_eq!(ids, ["area/plain"], "{p}: {out}");
    }
}

#[test]
fn o_never_replaces_a_special_file_nor_makes_folders_outside_the_current_one() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let fifo = d.join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let target = d.join("target.json");
    std::fs::write(&target, "keep").unwrap();
    let link = d.join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let sample = fixtures().join("results-sample.json");
    for (what, path) in [
        ("a FIFO", fifo.as_path()),
        ("a symbolic link", link.as_path()),
        ("a character device", Path::new("/dev/null")),
    ] {
        let o = cuconform(d, &["run", "-t", &fake(), "good/managed-const"])
            .current_dir(d)
            .arg("-o")
            .arg(path)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("is {what}, not a regular file")),
            "{err}"
        );
        assert_eq!(compiles(d), 0, "a compile ran: {err}");
        let o = cuconform(d, &["merge", "-o"])
            .current_dir(d)
            .arg(path)
            .arg(&sample)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "merge: {err}");
        assert!(err.contains("not a regular file"), "merge: {err}");
    }
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep");
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());

    // A missing folder outside the current one is named, not made.
    let o = cuconform(d, &["merge", "-o", "/nonexistent-cuconform-test/r.json"])
        .current_dir(d)
        .arg(&sample)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the folder /nonexistent-cuconform-test does not exist"),
        "{err}"
    );
    assert!(!Path::new("/nonexistent-cuconform-test").exists());

    // Inside it they are made, and the file gets the usual mode under the umask.
    let mut cmd = cuconform(d, &["merge", "-o", "new/folder/r.json"]);
    cmd.current_dir(d).arg(&sample);
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut cmd, || {
            libc::umask(0o022);
            Ok(())
        });
    }
    let o = cmd.output().unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mode = std::fs::metadata(d.join("new/folder/r.json"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o644, "{mode:o}");
}

#[test]
fn a_closed_stderr_and_stdout_keep_the_results() {
    // `cuconform run -v 2>&1 | head -0`: progress, results and summary go to a closed pipe;
    // the run finishes and writes its results.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.json");
    let (reader, writer) = std::io::pipe().unwrap();
    let mut run = cuconform(
        dir.path(),
        &["run", "-v", "-j", "1", "-t", &fake(), "good/"],
    )
    .arg("-o")
    .arg(&out)
    .stdout(writer.try_clone().unwrap())
    .stderr(writer)
    .spawn()
    .unwrap();
    // Closed before the first line: every write of the run meets EPIPE.
    drop(reader);
    let status = run.wait().unwrap();
    assert!(
        matches!(status.code(), Some(0) | Some(1)),
        "{status:?} (101: a panic; none: a signal)"
    );
    let r = ResultsFile::load(&out).unwrap();
    assert!(r.results.len() >= 2, "{}", r.results.len());
}

#[test]
fn a_compile_stopped_by_the_memory_cap_says_so_and_is_not_cached() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.json");
    let run = || {
        let o = cuconform(
            dir.path(),
            &["run", "-t", &fake(), "--mem-limit", "300M", "good/hangs"],
        )
        .arg("-o")
        .arg(&out)
        .env_remove("CUCONFORM_NO_CACHE")
        .env("CUCONFORM_CACHE_DIR", dir.path().join("cache"))
        .env("FAKE_NVCC_SPECIAL", "hangs:eat")
        .output()
        .unwrap();
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(1), "one unexpected result: {err}");
        ResultsFile::load(&out).unwrap()
    };
    for round in 0..2 {
        let r = run();
        let eaten = &r.results[0];
        assert_eq!(eaten.status, Status::Fail, "{eaten:?}");
        let m = eaten.mismatches.join("\n");
        assert!(
            m.contains("ran out of memory: stopped by the memory cap (--mem-limit 300M)")
                && m.contains("MemoryError"),
            "{m}"
        );
        assert!(!m.contains("without a diagnostic"), "{m}");
        let o = eaten.outcome.as_ref().unwrap();
        assert!(
            matches!(o.steps[0].exit, cuconform::process::Exit::MemoryCap(_)),
            "{:?}",
            o.steps[0].exit
        );
        assert!(
            !o.cached,
            "round {round}: a capped compile came from the cache"
        );
    }
}

#[test]
fn shard_auto_reads_the_engines_variables_or_says_what_to_set() {
    let dir = tempfile::tempdir().unwrap();
    let vars = [
        "CUCONFORM_SHARD",
        "CUCONFORM_SHARD_COUNT",
        "BUILDKITE_PARALLEL_JOB",
        "BUILDKITE_PARALLEL_JOB_COUNT",
        "CI_NODE_INDEX",
        "CI_NODE_TOTAL",
        "SLURM_ARRAY_TASK_ID",
        "SLURM_ARRAY_TASK_COUNT",
        "SLURM_ARRAY_TASK_MIN",
        "SLURM_ARRAY_TASK_STEP",
        "JOB_COMPLETION_INDEX",
    ];
    let run = |env: &[(&str, &str)]| {
        let mut c = cuconform(
            dir.path(),
            &["run", "-t", &fake(), "--shard", "auto", "good/"],
        );
        c.arg("-o").arg(dir.path().join("r.json"));
        for v in vars {
            c.env_remove(v);
        }
        for (k, v) in env {
            c.env(k, v);
        }
        let o = c.output().unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = run(&[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("no CI engine's shard variables are set"),
        "{err}"
    );
    assert_eq!(compiles(dir.path()), 0);
    let (code, err) = run(&[("CI_NODE_INDEX", "2"), ("CI_NODE_TOTAL", "2")]);
    assert!(matches!(code, Some(0) | Some(1)), "{err}");
    assert!(
        err.contains("shard 2/2 (GitLab: CI_NODE_INDEX/CI_NODE_TOTAL)"),
        "{err}"
    );
    let r = ResultsFile::load(&dir.path().join("r.json")).unwrap();
    assert_eq!(r.shard.as_deref(), Some("2/2"));
}

#[test]
fn jobs_zero_is_a_usage_error_and_cache_prune_has_a_dry_run_naming_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let o = cuconform(dir.path(), &["run", "-j", "0", "-t", &fake(), "good/"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("0 jobs: give at least 1"), "{err}");
    assert_eq!(compiles(dir.path()), 0);
    let o = cuconform(
        dir.path(),
        &["run", "--gpu-jobs", "0", "-t", &fake(), "good/"],
    )
    .output()
    .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("0 programs at once would run none"), "{err}");
    assert_eq!(compiles(dir.path()), 0);

    let cache = dir.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    for i in 0..3 {
        std::fs::write(cache.join(format!("e{i}.json")), vec![b'x'; 1000]).unwrap();
    }
    let prune = |extra: &[&str]| {
        let o = cuconform(dir.path(), &["cache", "prune", "--max", "1500"])
            .args(extra)
            .env("CUCONFORM_CACHE_DIR", &cache)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let left = || std::fs::read_dir(&cache).unwrap().count();
    let out = prune(&["--dry-run"]);
    assert!(
        out.contains(&format!("cache folder {}", cache.display()))
            && out.contains("from CUCONFORM_CACHE_DIR"),
        "{out}"
    );
    assert!(
        out.contains("would remove 2 entries") && out.contains("nothing removed"),
        "{out}"
    );
    assert_eq!(left(), 3);
    let out = prune(&[]);
    assert!(out.contains("removed 2 entries"), "{out}");
    assert_eq!(left(), 1);
}

#[test]
fn a_checker_only_run_says_nothing_of_builds_from_the_cache() {
    let dir = tempfile::tempdir().unwrap();
    let o = cuconform(dir.path(), &["run", "-t", "checker", "good/"])
        .arg("-o")
        .arg(dir.path().join("r.json"))
        .env_remove("CUCONFORM_NO_CACHE")
        .env("CUCONFORM_CACHE_DIR", dir.path().join("cache"))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(matches!(o.status.code(), Some(0) | Some(1)), "{out}");
    assert!(out.contains("checker"), "{out}");
    assert!(!out.contains("builds from the cache"), "{out}");
}

/// `run` learns the GPU from `cuconform gpu-probe` in a child process (the CUDA driver stays out
/// of the harness that starts every compiler): the probe's JSON, and its reason, reach the run
/// header. With `CUCONFORM_NO_GPU` the probe says so; without a driver (this machine or CI) it
/// says that instead, and on a GPU machine it names the GPU.
#[test]
fn the_gpu_is_probed_in_a_child_and_its_reason_reaches_the_header() {
    let dir = tempfile::tempdir().unwrap();
    let o = cuconform(dir.path(), &["gpu-probe"]).output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    let probe: cuconform::gpu::Probe = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(probe.gpu, None);
    assert_eq!(probe.why(), "hidden by CUCONFORM_NO_GPU");

    let o = cuconform(dir.path(), &["gpu-probe"])
        .env_remove("CUCONFORM_NO_GPU")
        .output()
        .unwrap();
    let probe: cuconform::gpu::Probe = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        probe,
        cuconform::gpu::Probe::here(),
        "child and in-process probes agree"
    );

    let o = cuconform(dir.path(), &["run", "-t", &fake(), "good/"])
        .arg("-o")
        .arg(dir.path().join("r.json"))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        out.contains("GPU: none (hidden by CUCONFORM_NO_GPU)")
            || err.contains("GPU: none (hidden by CUCONFORM_NO_GPU)"),
        "{out}{err}"
    );
}

/// A probe that cannot run, or replies with something else than a probe, is no GPU with the
/// reason named, never a failed run.
#[test]
fn a_failed_gpu_probe_is_no_gpu_with_its_reason() {
    let p = cuconform::gpu::probe_in_child(Path::new("/nonexistent/cuconform"));
    assert_eq!(p.gpu, None);
    assert!(
        p.why().contains("/nonexistent/cuconform gpu-probe` failed"),
        "{}",
        p.why()
    );
    let p = cuconform::gpu::probe_in_child(Path::new("/bin/echo"));
    assert_eq!(p.gpu, None);
    assert!(p.why().contains("unreadable reply"), "{}", p.why());
}
