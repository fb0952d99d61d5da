//! Running a built case on the GPU: the program, its deadline, and, for a `ub` case whose
//! witness names a compute-sanitizer tool, that tool (with `--sanitizer`).
//!
//! A hang, a crash or a CUDA error is the case's outcome, never the harness's: the program runs
//! in its own process group with a deadline (see `process`).

use crate::case::{Case, Witness};
use crate::outcome::{clip, RunRecord};
use crate::process;
use cases_format::witness::{MemcheckClass, Tool};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Default wall-clock limit for a case program.
pub const DEFAULT_RUN_TIMEOUT: f64 = 10.0;

/// Runs `exe` as `case` asks, in `work`.
pub fn run(case: &Case, exe: &Path, work: &Path, sanitizer_bin: Option<&Path>) -> RunRecord {
    let spec = case.meta.run.clone().unwrap_or_default();
    let timeout = Duration::from_secs_f64(spec.timeout.unwrap_or(DEFAULT_RUN_TIMEOUT));
    let f = run_when_free(exe, &spec.args, work, timeout);
    // The tool runs whatever the plain run did: the tool is the witness, and a plain run past
    // its timeout says nothing about the claim. On a loaded GPU (16 programs at once, builds
    // beside them), device-runtime cases that fault in a child took 10.4 s on an H100 in one
    // run and 5 s in the next; skipping the tool then left true claims unconfirmed. A program
    // that really hangs costs the tool's own deadline once, and is unconfirmed by it.
    let sanitizer = match (case.meta.witness.as_ref(), sanitizer_bin) {
        (Some(w), Some(bin)) if w.tool().is_some() => {
            Some(sanitize(w, bin, exe, &spec.args, work, timeout))
        }
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

/// How often a program that is "busy" is tried again, and how long apart (growing).
const BUSY_TRIES: u32 = 20;
const BUSY_WAIT: Duration = Duration::from_millis(5);

/// Runs `exe`, trying again while the kernel calls it busy (`ETXTBSY`). A program just copied
/// out of the program cache can be: another worker thread that forked while the copy was open for
/// writing holds that descriptor until its own child execs (the fork-to-exec window every
/// multi-threaded spawner has, rust-lang/rust#114554), and the kernel will not exec a file open
/// for writing. The window closes in milliseconds, so a short retry runs the program; a CI run
/// saw `Text file busy (os error 26)` as a crash of a valid case.
fn run_when_free(exe: &Path, args: &[String], work: &Path, timeout: Duration) -> process::Finished {
    let busy = format!("(os error {})", libc::ETXTBSY);
    let mut tries = 1;
    loop {
        let mut cmd = Command::new(exe);
        cmd.args(args);
        let f = process::run(cmd, Some(work), timeout);
        match &f.exit {
            process::Exit::SpawnFailed(why) if why.contains(&busy) && tries < BUSY_TRIES => {
                std::thread::sleep(BUSY_WAIT * tries);
                tries += 1;
            }
            _ => return f,
        }
    }
}

/// How much longer than the plain run the tool may take: instrumented programs are slower.
pub const SANITIZER_SLOWDOWN: u32 = 6;

/// compute-sanitizer's options for `w`: its tool, and what that tool needs to report the class
/// the case claims. Leaks are reported only with `--leak-check full`; racecheck's `all` gives
/// both the analysis (`Race reported between ...`) and the hazard reports; memcheck's padding
/// puts a gap after each allocation, so an overrun does not land silently in the next one.
pub fn sanitizer_args(w: &Witness) -> Vec<&'static str> {
    let Some(tool) = w.tool() else {
        return vec![];
    };
    let mut a = vec!["--tool", tool.name(), "--print-limit", "20"];
    match (tool, w) {
        (Tool::Memcheck, Witness::Memcheck(MemcheckClass::Leak)) => {
            a.extend(["--leak-check", "full"])
        }
        (Tool::Memcheck, _) => a.extend(["--padding", "32"]),
        (Tool::Racecheck, _) => a.extend(["--racecheck-report", "all"]),
        (Tool::Synccheck | Tool::Initcheck, _) => {}
    }
    a
}

fn sanitize(
    w: &Witness,
    bin: &Path,
    exe: &Path,
    args: &[String],
    work: &Path,
    timeout: Duration,
) -> String {
    let mut cmd = Command::new(bin);
    cmd.args(sanitizer_args(w)).arg(exe).args(args);
    let f = process::run(cmd, Some(work), timeout * SANITIZER_SLOWDOWN);
    let text = format!("{}{}", f.stdout, f.stderr);
    let summary: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("========="))
        .collect();
    // The first line says how the tool ended (`exit Timeout`: it ran past its limit); the
    // records follow, for `witness` to read.
    clip(
        &format!("exit {:?}\n{}", f.exit, summary.join("\n")),
        32 << 10,
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
