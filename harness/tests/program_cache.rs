//! The result cache keeps the programs of run-phase builds, and the runner starts the longest
//! trials first. A scripted nvcc logs every compile and link and writes a shell-script
//! "program" (mode 0750) that logs each run with its own permission bits, and a pretend GPU
//! makes the runner run it: so a test sees exactly what was built, what ran, and with which
//! mode the program came back from the cache.

mod support;

use cuconform::cache::ResultCache;
use cuconform::corpus::Corpus;
use cuconform::filter::Filter;
use cuconform::results::CaseResult;
use cuconform::runner::{self, Observer, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

struct Setup {
    _dir: tempfile::TempDir,
    root: PathBuf,
    cases: PathBuf,
    build_log: PathBuf,
    run_log: PathBuf,
    nvcc: PathBuf,
    cache: PathBuf,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let build_log = root.join("builds.log");
        let run_log = root.join("runs.log");
        let nvcc = root.join("bin/nvcc");
        std::fs::create_dir_all(root.join("bin")).unwrap();
        support::fake_nvcc(
            &nvcc,
            &format!(
                r#"step=link
for a in "$@"; do [ "$a" = "-c" ] && step=compile; done
for a in "$@"; do case "$a" in *.cu) src="$a";; esac; done
echo "$step ${{src##*/}}" >> '{build}'
for a in "$@"; do
  if [ "$prev" = "-o" ]; then
    if [ $step = compile ]; then : > "$a"; else
      printf '#!/bin/sh\necho "$(stat -c %%a "$0") $(basename "$PWD")" >> "{run}"\necho hello\n' > "$a"
      chmod 750 "$a"
    fi
  fi
  prev=$a
done
exit 0
"#,
                build = build_log.display(),
                run = run_log.display(),
            ),
        );
        let cases = root.join("cases");
        std::fs::create_dir_all(cases.join("include")).unwrap();
        std::fs::create_dir_all(cases.join("area")).unwrap();
        let s = Setup {
            cache: root.join("cache"),
            _dir: dir,
            root,
            cases,
            build_log,
            run_log,
            nvcc,
        };
        for name in ["a", "b", "c"] {
            s.write_case(name, "run", "int main() {}");
        }
        s
    }

    fn write_case(&self, name: &str, phase: &str, body: &str) {
        let run = if phase == "run" {
            "run:\n  stdout: \"hello\\n\"\n"
        } else {
            ""
        };
        std::fs::write(
            self.cases.join(format!("area/{name}.cu")),
            format!("/*---\nsection: I.4.3.2\nclause: managed.no-const\ndescription: A case for the program cache test.\nverdict: ok\nphase: {phase}\n{run}---*/\n{body}\n"),
        )
        .unwrap();
    }

    fn toolchain(&self) -> Box<dyn Toolchain> {
        toolchain::resolve(&format!("nvcc={}", self.nvcc.display()), None, false)
            .unwrap()
            .pop()
            .unwrap()
    }

    fn config(&self, gpu: bool) -> RunConfig {
        let mut cfg = RunConfig::new(&self.cases);
        cfg.jobs = 2;
        cfg.expectations_dir = self.root.join("no-expectations");
        cfg.cache = Some(Arc::new(ResultCache::open(self.cache.clone(), 1 << 30)));
        if gpu {
            cfg.gpu = Some(cuconform::gpu::Gpu {
                name: "pretend".into(),
                compute: 90,
                driver: "13.0".into(),
            });
        }
        cfg
    }

    fn run(&self, cfg: &RunConfig) -> Vec<CaseResult> {
        let corpus = Corpus::load(&self.cases);
        let r = runner::run(&corpus, &Filter::default(), &[self.toolchain()], cfg).unwrap();
        r.results
    }

    /// The builds and runs logged since the last call, sorted.
    fn logged(&self) -> (Vec<String>, Vec<String>) {
        let take = |p: &Path| {
            let mut v: Vec<String> = std::fs::read_to_string(p)
                .unwrap_or_default()
                .lines()
                .map(str::to_string)
                .collect();
            v.sort();
            let _ = std::fs::remove_file(p);
            v
        };
        (take(&self.build_log), take(&self.run_log))
    }

    fn programs(&self) -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(&self.cache)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "exe"))
            .collect();
        v.sort();
        v
    }
}

fn all_pass_and_ran(results: &[CaseResult]) {
    for r in results {
        assert_eq!(r.status, Status::Pass, "{r:?}");
        let o = r.outcome.as_ref().unwrap();
        assert_eq!(o.run.as_ref().unwrap().stdout, "hello\n", "{r:?}");
    }
}

/// A rerun on a GPU machine with nothing changed builds nothing and runs every program (the
/// program restored with its mode); a changed case rebuilds that case alone; a corrupt stored
/// program is rebuilt, not run; `--build-only` takes its programs from the cache too.
#[test]
fn run_phase_builds_come_back_from_the_cache_and_still_run() {
    let s = Setup::new();
    let gpu = s.config(true);

    // Cold: three compiles and links, three runs; three programs stored.
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    assert!(r.iter().all(|x| !x.outcome.as_ref().unwrap().cached));
    let (builds, runs) = s.logged();
    assert_eq!(builds.len(), 6, "{builds:?}");
    assert_eq!(runs.len(), 3, "{runs:?}");
    assert_eq!(s.programs().len(), 3);

    // Warm: nothing built, every program run, with the mode the build gave it.
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    assert!(r.iter().all(|x| x.outcome.as_ref().unwrap().cached));
    let (builds, runs) = s.logged();
    assert_eq!(builds, Vec::<String>::new());
    assert_eq!(runs.len(), 3, "{runs:?}");
    assert!(runs.iter().all(|l| l.starts_with("750 ")), "{runs:?}");
    // Each ran in its own trial's work folder, not in the cache.
    assert!(runs.iter().all(|l| l.contains("cuconform-")), "{runs:?}");

    // A changed case rebuilds alone.
    s.write_case("b", "run", "int main() { return 0; }");
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    let (builds, runs) = s.logged();
    assert_eq!(builds, ["compile b.cu", "link "], "{builds:?}");
    assert_eq!(runs.len(), 3);

    // A corrupt program is not trusted: rebuilt and stored again, then a hit once more.
    for p in s.programs() {
        let mut bytes = std::fs::read(&p).unwrap();
        let n = bytes.len();
        bytes[n / 2] ^= 0xff;
        bytes.truncate(n - 3);
        std::fs::write(&p, bytes).unwrap();
    }
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    let (builds, runs) = s.logged();
    assert_eq!(builds.len(), 6, "{builds:?}");
    assert_eq!(runs.len(), 3);
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    assert_eq!(s.logged().0, Vec::<String>::new());

    // --build-only (no GPU here) stores the cached programs without building.
    let art = s.root.join("artifacts");
    std::fs::create_dir_all(&art).unwrap();
    let tc = s.toolchain();
    cuconform::artifact::store_toolchains(&art, &[tc.info().clone()]).unwrap();
    let mut build_only = s.config(false);
    build_only.build_only = Some(art.clone());
    let r = s.run(&build_only);
    assert!(r.iter().all(|x| x.status == Status::NotRun), "{r:?}");
    assert_eq!(s.logged(), (vec![], vec![]));
    let m = cuconform::artifact::Manifest::load(&art).unwrap();
    assert_eq!(m.len(), 3);
    let (_, exe) = m.take("area/a", &tc.info().name).unwrap();
    let out = std::process::Command::new(exe.unwrap()).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello\n");

    // The stored programs count toward the cache's size, and pruning removes them with their
    // entries.
    let c = ResultCache::open(s.cache.clone(), 1 << 30);
    let u = c.usage();
    let on_disk: u64 = std::fs::read_dir(&s.cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file() && !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .map(|p| p.metadata().unwrap().len())
        .sum();
    assert_eq!(u.bytes, on_disk);
    c.prune(0);
    assert_eq!(c.usage(), Default::default());
    assert!(s.programs().is_empty());
}

/// Two runs sharing one cache at once, cold: both pass, and a third run builds nothing.
#[test]
fn concurrent_runs_share_the_program_cache() {
    let s = Setup::new();
    for name in ["d", "e", "f", "g", "h"] {
        s.write_case(name, "run", "int main() {}");
    }
    let gpu = s.config(true);
    std::thread::scope(|sc| {
        let a = sc.spawn(|| s.run(&gpu));
        let b = sc.spawn(|| s.run(&gpu));
        all_pass_and_ran(&a.join().unwrap());
        all_pass_and_ran(&b.join().unwrap());
    });
    s.logged();
    let r = s.run(&gpu);
    all_pass_and_ran(&r);
    assert_eq!(s.logged().0, Vec::<String>::new());
    // Whatever the interleaving, each entry names a program that is in place.
    assert!(s.programs().len() >= 8);
}

/// Records the order trials start in.
struct Starts(Mutex<Vec<String>>);
impl Observer for Starts {
    fn started(&self, _slot: usize, case: &str, _toolchain: &str) {
        self.0.lock().unwrap().push(case.to_string());
    }
}

/// With one worker, trials start longest first by the durations an earlier results file
/// recorded; unknown ones by their phase's median; a cache hit last; `longest_first = false`
/// keeps the corpus order.
#[test]
fn the_runner_starts_the_longest_trials_first() {
    let s = Setup::new();
    for name in ["d", "e"] {
        s.write_case(name, "compile", "__device__ int f() { return 1; }");
    }
    let mut cfg = s.config(false);
    cfg.cache = None;
    cfg.jobs = 1;
    let corpus = Corpus::load(&s.cases);
    let tcs = [s.toolchain()];
    let mut earlier = runner::run(&corpus, &Filter::default(), &tcs, &cfg).unwrap();
    // Recorded build times: b 5 s, d 3 s, a 1 s; c and e unrecorded.
    for r in &mut earlier.results {
        let ms = match r.case.as_str() {
            "area/b" => 5000,
            "area/d" => 3000,
            "area/a" => 1000,
            _ => continue,
        };
        let o = r.outcome.as_mut().unwrap();
        for (i, st) in o.steps.iter_mut().enumerate() {
            st.duration_ms = if i == 0 { ms } else { 0 };
        }
    }
    let history = s.root.join("earlier.json");
    earlier
        .results
        .retain(|r| r.case != "area/c" && r.case != "area/e");
    earlier.save(&history).unwrap();
    cfg.history = vec![history, s.root.join("no-such-file.json")];
    let starts = Starts(Mutex::new(Vec::new()));
    runner::run_observed(&corpus, &Filter::default(), &tcs, &cfg, &starts).unwrap();
    // Built to the link without a GPU (a, b, c) or compiled (d, e): the link median is 1000
    // and 5000 -> 5000 (upper median), the compile median 3000.
    assert_eq!(
        *starts.0.lock().unwrap(),
        ["area/b", "area/c", "area/d", "area/e", "area/a"]
    );

    // The cache: a hit costs nothing and goes last.
    let mut cached = s.config(false);
    cached.jobs = 1;
    let only_d = Filter {
        paths: vec!["area/d".into()],
        ..Default::default()
    };
    runner::run(&corpus, &only_d, &tcs, &cached).unwrap();
    cached.history = cfg.history.clone();
    let starts = Starts(Mutex::new(Vec::new()));
    runner::run_observed(&corpus, &Filter::default(), &tcs, &cached, &starts).unwrap();
    assert_eq!(
        *starts.0.lock().unwrap(),
        ["area/b", "area/c", "area/e", "area/a", "area/d"]
    );

    cfg.longest_first = false;
    let starts = Starts(Mutex::new(Vec::new()));
    runner::run_observed(&corpus, &Filter::default(), &tcs, &cfg, &starts).unwrap();
    assert_eq!(
        *starts.0.lock().unwrap(),
        ["area/a", "area/b", "area/c", "area/d", "area/e"]
    );
}
