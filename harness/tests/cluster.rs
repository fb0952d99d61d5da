//! The GPU-cluster paths of `ci/`: the Kubernetes manifest is consistent (each Indexed Job's
//! shard count is its number of completions), and the Slurm job-array path runs end to end on a
//! real single-node Slurm started here (`ci/slurm/local-cluster.sh`; skipped, saying so, where
//! Slurm and munge are not installed or the test is not root).

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

#[test]
fn kubernetes_jobs_shard_by_their_completions() {
    let text = std::fs::read_to_string(repo().join("ci/k8s/cuconform.yaml")).unwrap();
    let docs: Vec<serde_json::Value> = text
        .split("\n---\n")
        .map(|d| serde_saphyr::from_str(d).unwrap_or_else(|e| panic!("{e}\n{d}")))
        .collect();
    let names: Vec<&str> = docs
        .iter()
        .map(|d| d["metadata"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "cuconform-work",
            "cuconform-build",
            "cuconform-gpu",
            "cuconform-report"
        ]
    );
    // ci/k8s/run.sh applies the documents by these names.
    let run = std::fs::read_to_string(repo().join("ci/k8s/run.sh")).unwrap();
    for n in &names {
        assert!(
            run.contains(&format!("docs {n}")),
            "run.sh never applies {n}"
        );
    }
    let mut indexed = 0;
    for d in &docs[1..3] {
        assert_eq!(d["kind"], "Job");
        assert_eq!(d["spec"]["completionMode"], "Indexed", "{d}");
        let completions = d["spec"]["completions"].as_u64().unwrap();
        let c = &d["spec"]["template"]["spec"]["containers"][0];
        let count = c["env"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["name"] == "CUCONFORM_SHARD_COUNT")
            .unwrap_or_else(|| panic!("no CUCONFORM_SHARD_COUNT in {d}"));
        assert_eq!(count["value"], completions.to_string(), "{d}");
        let args = c["args"][0].as_str().unwrap();
        assert!(args.contains("--shard auto"), "{args}");
        assert!(
            args.contains("$JOB_COMPLETION_INDEX.json"),
            "each index writes its own results: {args}"
        );
        let claim = &d["spec"]["template"]["spec"]["volumes"][0]["persistentVolumeClaim"];
        assert_eq!(claim["claimName"], "cuconform-work");
        indexed += 1;
    }
    assert_eq!(indexed, 2);
    assert_eq!(
        docs[2]["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"]
            ["nvidia.com/gpu"],
        1
    );
}

fn have(bin: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {bin}"))
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Stops the local cluster however the test ends.
struct Cluster(PathBuf);
impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new(repo().join("ci/slurm/local-cluster.sh"))
            .arg("stop")
            .arg(&self.0)
            .status();
    }
}

/// `ci/slurm/submit.sh` on a real single-node Slurm: the build array (2 tasks) stores the
/// programs of every run case, the GPU array (2 tasks) runs after it (and, this machine having
/// no GPU, fails saying so), the report job merges and reports whatever came and fails naming
/// the failed stage. A second submission with the same result cache builds nothing.
#[test]
fn slurm_job_arrays_build_run_and_report() {
    let missing: Vec<&str> = ["sbatch", "slurmctld", "slurmd", "munged", "mungekey"]
        .into_iter()
        .filter(|b| !have(b))
        .collect();
    // SAFETY: geteuid has no preconditions.
    let root = unsafe { libc::geteuid() } == 0;
    if !missing.is_empty() || !root {
        eprintln!(
            "SKIPPED: a local Slurm needs root and Debian's slurm-wlm and munge \
             (apt-get install -y slurm-wlm munge); missing: {}{}",
            missing.join(", "),
            if root { "" } else { " (not root)" }
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let state = d.join("slurm");
    let out = Command::new(repo().join("ci/slurm/local-cluster.sh"))
        .arg("start")
        .arg(&state)
        .output()
        .unwrap();
    let _cluster = Cluster(state.clone());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let conf = state.join("slurm.conf");

    // A compiler that logs its builds and links "programs" printing hello.
    let log = d.join("builds.log");
    let nvcc = d.join("nvcc");
    support::fake_nvcc(
        &nvcc,
        &format!(
            r#"echo "$*" >> '{}'
for a in "$@"; do
  if [ "$prev" = "-o" ]; then printf '#!/bin/sh\necho hello\n' > "$a"; chmod +x "$a"; fi
  prev=$a
done
exit 0
"#,
            log.display()
        ),
    );
    let cases = d.join("cases");
    std::fs::create_dir_all(cases.join("include")).unwrap();
    std::fs::create_dir_all(cases.join("area")).unwrap();
    let names = ["r1", "r2", "r3", "r4", "r5", "c1", "c2", "c3"];
    for name in names {
        let (phase, run) = if name.starts_with('r') {
            ("run", "run:\n  stdout: \"hello\\n\"\n")
        } else {
            ("compile", "")
        };
        std::fs::write(
            cases.join(format!("area/{name}.cu")),
            format!("/*---\nsection: I.4.3.2\nclause: managed.no-const\ndescription: A case for the Slurm test.\nverdict: ok\nphase: {phase}\n{run}---*/\nint main() {{}}\n"),
        )
        .unwrap();
    }

    let submit = |work: &Path| -> Vec<String> {
        let out = Command::new(repo().join("ci/slurm/submit.sh"))
            .env("SLURM_CONF", &conf)
            .env("CUCONFORM", env!("CARGO_BIN_EXE_cuconform"))
            .env("SUITE", repo())
            .env("CASES", &cases)
            .env("WORK", work)
            .env("TOOLCHAIN", format!("nvcc={}", nvcc.display()))
            .env("CUCONFORM_CACHE_DIR", d.join("cache"))
            .env("BUILD_TASKS", "2")
            .env("GPU_TASKS", "2")
            .env("CPU_OPTS", "--cpus-per-task=1")
            .env("GPU_OPTS", "--cpus-per-task=1")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        text.lines()
            .map(|l| l.split_whitespace().nth(1).unwrap().to_string())
            .collect()
    };
    // The report job's exit code, once it has left the queue.
    let wait = |job: &str| -> String {
        let t0 = Instant::now();
        loop {
            let o = Command::new("scontrol")
                .args(["show", "job", job])
                .env("SLURM_CONF", &conf)
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            let state = text
                .split_whitespace()
                .find_map(|w| w.strip_prefix("JobState="))
                .unwrap_or("")
                .to_string();
            if ["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"].contains(&state.as_str()) {
                return format!(
                    "{state} {}",
                    text.split_whitespace()
                        .find_map(|w| w.strip_prefix("ExitCode="))
                        .unwrap_or("")
                );
            }
            assert!(
                t0.elapsed() < Duration::from_secs(300),
                "job {job} still {state} after 5 minutes"
            );
            std::thread::sleep(Duration::from_millis(500));
        }
    };

    let work = d.join("night-1");
    let jobs = submit(&work);
    assert_eq!(jobs.len(), 3);
    let report = wait(&jobs[2]);
    let logs = std::fs::read_dir(&work)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "log"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    // Stage 1: both shards built, every run case's program stored, nothing unexpected.
    for t in 0..2 {
        let rc = std::fs::read_to_string(work.join(format!("results/build-{t}.rc"))).unwrap();
        assert_eq!(rc.trim(), "0", "{logs}");
    }
    let stored = std::fs::read_dir(work.join("artifacts/entries"))
        .unwrap()
        .count();
    assert_eq!(stored, 5, "{logs}");
    // Stage 2 ran after it, on a machine without a GPU.
    for t in 0..2 {
        let rc = std::fs::read_to_string(work.join(format!("results/gpu-{t}.rc"))).unwrap();
        assert_eq!(rc.trim(), "2", "{logs}");
    }
    assert!(logs.contains("there is none here"), "{logs}");
    // Stage 3 merged the build stage's results (every case once) and rendered the report,
    // and failed for the GPU stage.
    let merged: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(work.join("merged.json")).unwrap()).unwrap();
    let mut ids: Vec<&str> = merged["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["case"].as_str().unwrap())
        .collect();
    ids.sort();
    let mut want: Vec<String> = names.iter().map(|n| format!("area/{n}")).collect();
    want.sort();
    assert_eq!(ids, want);
    assert!(work.join("report/index.html").is_file(), "{logs}");
    assert!(report.starts_with("FAILED 1:0"), "{report}\n{logs}");
    assert!(logs.contains("failure in gpu-0"), "{logs}");
    let built = std::fs::read_to_string(&log).unwrap().lines().count();
    // Each compile case compiled, each run case compiled and linked.
    assert_eq!(built, 3 + 2 * 5);

    // The next night, same result cache: nothing is built, the programs are stored again.
    std::fs::remove_file(&log).unwrap();
    let work = d.join("night-2");
    let jobs = submit(&work);
    wait(&jobs[2]);
    assert!(!log.exists(), "{}", std::fs::read_to_string(&log).unwrap());
    let stored = std::fs::read_dir(work.join("artifacts/entries"))
        .unwrap()
        .count();
    assert_eq!(stored, 5);
}
