//! Running a built case on the GPU: the program, its deadline, and optionally compute-sanitizer.
//!
//! A hang, a crash or a CUDA error is the case's outcome, never the harness's: the program runs
//! in its own process group with a deadline (see `process`).

use crate::case::{Case, Sanitizer};
use crate::outcome::{clip, RunRecord};
use crate::process::{self, Exit};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Default wall-clock limit for a case program.
pub const DEFAULT_RUN_TIMEOUT: f64 = 10.0;

/// Runs `exe` as `case` asks, in `work`.
pub fn run(case: &Case, exe: &Path, work: &Path, sanitizer_bin: Option<&Path>) -> RunRecord {
    let spec = case.meta.run.clone().unwrap_or_default();
    let timeout = Duration::from_secs_f64(spec.timeout.unwrap_or(DEFAULT_RUN_TIMEOUT));
    let mut cmd = Command::new(exe);
    cmd.args(&spec.args);
    let f = process::run(cmd, Some(work), timeout);
    let sanitizer = match (spec.sanitizer, sanitizer_bin) {
        (Some(tool), Some(bin)) if f.exit != Exit::Timeout => {
            Some(sanitize(tool, bin, exe, &spec.args, work, timeout))
        }
        (Some(_), None) => Some("compute-sanitizer not available on this machine".into()),
        _ => None,
    };
    RunRecord {
        exit: f.exit,
        stdout: clip(&f.stdout, 64 << 10),
        stderr: clip(&f.stderr, 16 << 10),
        duration_ms: f.duration.as_millis() as u64,
        sanitizer,
    }
}

fn sanitize(
    tool: Sanitizer,
    bin: &Path,
    exe: &Path,
    args: &[String],
    work: &Path,
    timeout: Duration,
) -> String {
    let name = match tool {
        Sanitizer::Memcheck => "memcheck",
        Sanitizer::Racecheck => "racecheck",
        Sanitizer::Initcheck => "initcheck",
        Sanitizer::Synccheck => "synccheck",
    };
    let mut cmd = Command::new(bin);
    cmd.args(["--tool", name, "--print-limit", "20"])
        .arg(exe)
        .args(args);
    // The sanitizer slows programs down a lot; give it more room than the plain run.
    let f = process::run(cmd, Some(work), timeout * 6);
    let text = format!("{}{}", f.stdout, f.stderr);
    let summary: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("========="))
        .collect();
    clip(
        &format!("exit {:?}\n{}", f.exit, summary.join("\n")),
        8 << 10,
    )
}

/// compute-sanitizer next to the toolkit, or on PATH.
pub fn find_sanitizer() -> Option<std::path::PathBuf> {
    let candidates = [
        std::env::var_os("CUDA_HOME").map(|h| Path::new(&h).join("bin/compute-sanitizer")),
        Some("/usr/local/cuda/bin/compute-sanitizer".into()),
    ];
    for c in candidates.into_iter().flatten() {
        if c.is_file() {
            return Some(c);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("compute-sanitizer"))
        .find(|p| p.is_file())
}
