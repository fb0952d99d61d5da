//! Running a program with a deadline, in its own process group.
//!
//! nvcc is a driver: it spawns cicc, ptxas, fatbinary, nvlink and gcc. Killing nvcc alone on a
//! timeout leaves those running, so every command runs as the leader of a new process group
//! (via `process-wrap`) and a timeout kills the whole group. The group is also killed after a
//! normal exit, so a case program that forks cannot leave anything behind.
//!
//! Every live group is kept in a registry, so an interrupted run ([`interrupt`]) can kill all
//! of them at once and start no new one: nothing of a run outlives it. A build step may also
//! carry a memory cap (`RLIMIT_AS`, set in the child before it execs), inherited by everything
//! the step starts, so a runaway compile fails alone instead of taking the machine's memory.

use process_wrap::std::{CommandWrap, ProcessGroup};
use std::collections::BTreeSet;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The process groups alive now (their leaders' pids), for [`interrupt`].
static LIVE: Mutex<BTreeSet<i32>> = Mutex::new(BTreeSet::new());
/// Set once by [`interrupt`]: no process starts after it.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Stops everything: no new process starts from now on, and every live process group is killed
/// (SIGKILL). Safe to call from any thread, more than once.
pub fn interrupt() {
    STOPPING.store(true, Ordering::SeqCst);
    // Taken after the flag is set: a spawn either happened before (its group is in the set) or
    // sees the flag and does not happen.
    let live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    for &pgid in live.iter() {
        // SAFETY: killpg has no memory-safety preconditions.
        unsafe {
            libc::killpg(pgid, libc::SIGKILL);
        }
    }
}

/// Whether [`interrupt`] was called.
pub fn interrupted() -> bool {
    STOPPING.load(Ordering::SeqCst)
}

/// How many process groups are alive now (for tests and the progress display).
pub fn live_groups() -> usize {
    LIVE.lock().unwrap_or_else(|e| e.into_inner()).len()
}

/// Cap on captured output per stream: a runaway program must not exhaust memory.
const MAX_CAPTURE: usize = 4 << 20;

/// How a command ended.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "value")]
pub enum Exit {
    /// Exited with this status code.
    Code(i32),
    /// Killed by this signal (a crash: SIGSEGV, SIGABRT, ...).
    Signal(i32),
    /// Ran past its deadline; its process group was killed.
    Timeout,
    /// Could not be started (missing program, permissions).
    SpawnFailed(String),
    /// Failed for want of memory under the memory cap (`--mem-limit`): what it says of the cap
    /// and the line of output that shows the failed allocation. Says nothing of the case, so it
    /// is never cached and never judged as the case's failure.
    MemoryCap(String),
}

/// What a program prints when an allocation fails (gcc's "out of memory allocating", "virtual
/// memory exhausted", C++'s `std::bad_alloc`, Python's `MemoryError`, errno ENOMEM's text),
/// lower case.
const ALLOCATION_FAILURES: &[&str] = &[
    "out of memory",
    "memory exhausted",
    "bad_alloc",
    "memoryerror",
    "cannot allocate memory",
    "memory allocation failed",
    "failed to allocate",
];

/// A memory cap as `--mem-limit` spells it: `4G`, `300M`, else bytes.
pub fn cap_flag(bytes: u64) -> String {
    match bytes {
        b if b % (1 << 30) == 0 => format!("{}G", b >> 30),
        b if b % (1 << 20) == 0 => format!("{}M", b >> 20),
        b => format!("{b}"),
    }
}

/// The first line of `output` that reports a failed allocation, if any.
pub fn allocation_failure(output: &str) -> Option<&str> {
    output.lines().find(|l| {
        let l = l.to_ascii_lowercase();
        ALLOCATION_FAILURES.iter().any(|m| l.contains(m))
    })
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(c) => write!(f, "exit status {c}"),
            Exit::Signal(s) => write!(f, "killed by signal {s}"),
            Exit::Timeout => f.write_str("timed out"),
            Exit::SpawnFailed(m) => write!(f, "could not start: {m}"),
            Exit::MemoryCap(m) => write!(f, "stopped by the memory cap {m}"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Finished {
    pub exit: Exit,
    pub stdout: String,
    pub stderr: String,
    pub duration: Duration,
}

/// A command line, kept for the record (results and reports show exactly what was run).
pub fn render(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        let a = a.to_string_lossy();
        s.push(' ');
        if a.is_empty() || a.contains(|c: char| c.is_whitespace() || "'\"$\\".contains(c)) {
            s.push_str(&format!("'{}'", a.replace('\'', r"'\''")));
        } else {
            s.push_str(&a);
        }
    }
    s
}

/// Runs `cmd` with stdin closed, capturing stdout and stderr, killing its process group at
/// `timeout`.
pub fn run(cmd: Command, cwd: Option<&Path>, timeout: Duration) -> Finished {
    run_limited(cmd, cwd, timeout, None)
}

/// [`run`], with the address space of the command and of everything it starts capped at
/// `mem_limit` bytes (`RLIMIT_AS`): an allocation past it fails in the child, which then exits
/// or dies on its own.
pub fn run_limited(
    mut cmd: Command,
    cwd: Option<&Path>,
    timeout: Duration,
    mem_limit: Option<u64>,
) -> Finished {
    let start = Instant::now();
    if let Some(bytes) = mem_limit {
        limit_memory(&mut cmd, bytes);
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(d) = cwd {
        cmd.current_dir(d);
    }
    let mut wrap = CommandWrap::from(cmd);
    wrap.wrap(ProcessGroup::leader());
    let failed = |why: String| Finished {
        exit: Exit::SpawnFailed(why),
        stdout: String::new(),
        stderr: String::new(),
        duration: start.elapsed(),
    };
    // Spawned under the registry's lock, so an interrupt either sees this group or stops it
    // from starting.
    let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    if interrupted() {
        return failed("interrupted".into());
    }
    let mut child = match wrap.spawn() {
        Ok(c) => c,
        Err(e) => return failed(e.to_string()),
    };
    let pgid = child.id() as i32;
    live.insert(pgid);
    drop(live);
    let out_reader = spawn_reader(child.stdout().take());
    let err_reader = spawn_reader(child.stderr().take());

    // Woken by the kernel when the leader exits (a pidfd), not by polling: a poll interval is
    // paid by every step of every trial (it was a 5-25 ms sleep, most of the harness's overhead
    // over the compiles themselves, issue 16). Where pidfds are unavailable, short sleeps.
    let pidfd = PidFd::open(pgid);
    let exit = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status_to_exit(status),
            Ok(None) => {}
            Err(e) => break Exit::SpawnFailed(format!("wait failed: {e}")),
        }
        let waited = start.elapsed();
        if waited >= timeout {
            let _ = child.kill();
            break Exit::Timeout;
        }
        match &pidfd {
            Some(fd) => fd.wait(timeout - waited),
            None => std::thread::sleep(if waited < Duration::from_millis(200) {
                Duration::from_millis(5)
            } else {
                Duration::from_millis(25)
            }),
        }
    };
    // Whatever the leader left in its group goes too; then the pipes close and readers finish.
    // Out of the registry before the leader is reaped, so its pid cannot be reused meanwhile.
    LIVE.lock().unwrap_or_else(|e| e.into_inner()).remove(&pgid);
    let _ = child.start_kill();
    let _ = child.wait();
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Finished {
        exit,
        stdout,
        stderr,
        duration: start.elapsed(),
    }
}

/// Caps the address space of `cmd` (and of everything it starts) at `bytes` (`RLIMIT_AS`), set
/// in the child before it execs.
pub fn limit_memory(cmd: &mut Command, bytes: u64) {
    let lim = libc::rlimit {
        rlim_cur: bytes as libc::rlim_t,
        rlim_max: bytes as libc::rlim_t,
    };
    // SAFETY: runs in the forked child before exec; setrlimit is async-signal-safe and the
    // closure touches only its own copy of `lim`.
    unsafe {
        cmd.pre_exec(move || {
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// A process file descriptor (Linux 5.3+): readable once the process has exited.
struct PidFd(i32);

impl PidFd {
    fn open(pid: i32) -> Option<PidFd> {
        // SAFETY: a plain system call; the descriptor is owned by the returned value.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        (fd >= 0).then_some(PidFd(fd as i32))
    }

    /// Returns when the process has exited, at `max` at the latest (or on a signal).
    fn wait(&self, max: Duration) {
        let mut p = libc::pollfd {
            fd: self.0,
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = max.as_millis().clamp(1, i32::MAX as u128) as i32;
        // SAFETY: one valid pollfd.
        unsafe { libc::poll(&mut p, 1, ms) };
    }
}

impl Drop for PidFd {
    fn drop(&mut self) {
        // SAFETY: our own descriptor, closed once.
        unsafe { libc::close(self.0) };
    }
}

fn spawn_reader<R: Read + Send + 'static>(r: Option<R>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let Some(mut r) = r else { return String::new() };
        let mut buf = Vec::new();
        let mut chunk = [0u8; 8192];
        loop {
            match r.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if buf.len() < MAX_CAPTURE {
                        let take = n.min(MAX_CAPTURE - buf.len());
                        buf.extend_from_slice(&chunk[..take]);
                    }
                }
            }
        }
        String::from_utf8_lossy(&buf).into_owned()
    })
}

fn status_to_exit(s: std::process::ExitStatus) -> Exit {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (Some(c), _) => Exit::Code(c),
        (None, Some(sig)) => Exit::Signal(sig),
        _ => Exit::Code(-1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_output_and_status() {
        let mut c = Command::new("sh");
        c.args(["-c", "echo out; echo err >&2; exit 3"]);
        let f = run(c, None, Duration::from_secs(10));
        assert_eq!(f.exit, Exit::Code(3));
        assert_eq!(f.stdout, "out\n");
        assert_eq!(f.stderr, "err\n");
    }

    #[test]
    fn reports_signals() {
        let mut c = Command::new("sh");
        c.args(["-c", "kill -SEGV $$"]);
        assert_eq!(run(c, None, Duration::from_secs(10)).exit, Exit::Signal(11));
    }

    #[test]
    fn timeout_kills_the_whole_group() {
        // The shell starts a grandchild that would outlive a plain kill of the shell; it writes its
        // pid so we can check it is gone.
        let dir = tempfile::tempdir().unwrap();
        let pidfile = dir.path().join("pid");
        let mut c = Command::new("sh");
        c.arg("-c")
            .arg(format!("sleep 30 & echo $! > {}; wait", pidfile.display()));
        let f = run(c, None, Duration::from_millis(500));
        assert_eq!(f.exit, Exit::Timeout);
        assert!(f.duration < Duration::from_secs(5), "took {:?}", f.duration);
        let pid: i32 = std::fs::read_to_string(&pidfile)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        std::thread::sleep(Duration::from_millis(100));
        let alive = Path::new(&format!("/proc/{pid}")).exists()
            && !std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .unwrap_or_default()
                .contains(") Z ");
        assert!(!alive, "grandchild {pid} survived the timeout");
    }

    #[test]
    fn memory_cap_fails_the_step_not_the_machine() {
        // 2 GiB asked under a 256 MiB cap: the allocation fails at once in the child.
        let mut c = Command::new("python3");
        c.args(["-c", "b = bytearray(2 << 30)"]);
        let f = run_limited(c, None, Duration::from_secs(20), Some(256 << 20));
        assert!(matches!(f.exit, Exit::Code(1)), "{:?} {}", f.exit, f.stderr);
        assert!(f.stderr.contains("MemoryError"), "{}", f.stderr);
    }

    #[test]
    fn missing_program_is_a_spawn_failure() {
        let f = run(
            Command::new("/nonexistent/cuconform-nothing"),
            None,
            Duration::from_secs(1),
        );
        assert!(matches!(f.exit, Exit::SpawnFailed(_)));
    }
}
