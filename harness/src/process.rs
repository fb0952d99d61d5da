//! Running a program with a deadline, in its own process group.
//!
//! nvcc is a driver: it spawns cicc, ptxas, fatbinary, nvlink and gcc. Killing nvcc alone on a
//! timeout leaves those running, so every command runs as the leader of a new process group
//! (via `process-wrap`) and a timeout kills the whole group. The group is also killed after a
//! normal exit, so a case program that forks cannot leave anything behind.

use process_wrap::std::{CommandWrap, ProcessGroup};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
pub fn run(mut cmd: Command, cwd: Option<&Path>, timeout: Duration) -> Finished {
    let start = Instant::now();
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(d) = cwd {
        cmd.current_dir(d);
    }
    let mut wrap = CommandWrap::from(cmd);
    wrap.wrap(ProcessGroup::leader());
    let mut child = match wrap.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Finished {
                exit: Exit::SpawnFailed(e.to_string()),
                stdout: String::new(),
                stderr: String::new(),
                duration: start.elapsed(),
            }
        }
    };
    let out_reader = spawn_reader(child.stdout().take());
    let err_reader = spawn_reader(child.stderr().take());

    let exit = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status_to_exit(status),
            Ok(None) => {}
            Err(e) => break Exit::SpawnFailed(format!("wait failed: {e}")),
        }
        if start.elapsed() >= timeout {
            let _ = child.kill();
            break Exit::Timeout;
        }
        // Short sleeps at first (most compiles end in well under a second), longer later.
        let waited = start.elapsed();
        std::thread::sleep(if waited < Duration::from_millis(200) {
            Duration::from_millis(5)
        } else {
            Duration::from_millis(25)
        });
    };
    // Whatever the leader left in its group goes too; then the pipes close and readers finish.
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
    fn missing_program_is_a_spawn_failure() {
        let f = run(
            Command::new("/nonexistent/cuconform-nothing"),
            None,
            Duration::from_secs(1),
        );
        assert!(matches!(f.exit, Exit::SpawnFailed(_)));
    }
}
