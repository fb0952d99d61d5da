//! The NVRTC worker: a process that loads one `libnvrtc.so` and compiles what it is sent, and
//! the harness's side of it (a pool of such processes with a deadline per compile).
//!
//! NVRTC is a shared library, not a program. Loading it into the harness would let one crash
//! (NVRTC 11.8 aborts on `dynamic_cast` in device code with "LLVM ERROR: Broken module") take
//! the whole run down, and several versions share one soname (`libnvrtc.so.12` for 12.0-12.9),
//! so they cannot share a process either. Each version therefore lives in its own worker
//! processes (`cuconform-nvrtc-worker LIB`), spoken to in JSON lines over stdin/stdout:
//!
//! - the worker first writes a [`Hello`] (the library's `nvrtcVersion`, or why it cannot load);
//! - then, per [`Request`] line (name, source, options, in-memory headers), one [`Reply`] line
//!   (NVRTC's result code and program log).
//!
//! A worker that dies or hangs mid-compile is killed (at the trial's deadline) and that trial
//! becomes a crash or a timeout; the next compile gets a fresh worker. By default every compile
//! gets a fresh worker too, since NVRTC keeps state between programs in one process (see
//! [`Pool`]); `CUCONFORM_NVRTC_REUSE=1` keeps workers between compiles.
//!
//! A worker runs under the build's memory cap (`--mem-limit`, `RLIMIT_AS`), like nvcc's steps:
//! a program that makes NVRTC eat memory fails its allocation in the worker, which dies, and
//! that one trial is a crash.
//!
//! `fake` in place of a library path is a stand-in used by the tests to exercise the process
//! handling (crash, hang, protocol, memory) without NVRTC: it echoes the options into the log,
//! aborts on a source containing `FAKE_CRASH`, never answers one containing `FAKE_HANG`,
//! allocates without end on `FAKE_EAT`, and appends each program's name to the file
//! `$FAKE_NVRTC_LOG` when that is set (so a test can count compiles).

use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The worker's first line.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Hello {
    /// `nvrtcVersion`: (major, minor).
    pub version: Option<(i32, i32)>,
    /// Why the library could not be loaded.
    pub error: Option<String>,
}

/// One compile.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Request {
    /// The program name NVRTC prints in its diagnostics.
    pub name: String,
    pub source: String,
    pub options: Vec<String>,
    /// In-memory headers: (include name, contents).
    #[serde(default)]
    pub headers: Vec<(String, String)>,
}

/// NVRTC's answer to one compile.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Reply {
    /// The `nvrtcResult` of `nvrtcCompileProgram` (0 success, 5 invalid option, 6 compilation
    /// error), or of `nvrtcCreateProgram` if that failed.
    pub result: i32,
    pub log: String,
}

/// `NVRTC_ERROR_INVALID_OPTION`.
pub const INVALID_OPTION: i32 = 5;

// ---------------------------------------------------------------------------------------------
// The worker process.

type CreateFn = unsafe extern "C" fn(
    *mut *mut std::ffi::c_void,
    *const std::ffi::c_char,
    *const std::ffi::c_char,
    std::ffi::c_int,
    *const *const std::ffi::c_char,
    *const *const std::ffi::c_char,
) -> std::ffi::c_int;
type CompileFn = unsafe extern "C" fn(
    *mut std::ffi::c_void,
    std::ffi::c_int,
    *const *const std::ffi::c_char,
) -> std::ffi::c_int;
type LogSizeFn = unsafe extern "C" fn(*mut std::ffi::c_void, *mut usize) -> std::ffi::c_int;
type LogFn = unsafe extern "C" fn(*mut std::ffi::c_void, *mut std::ffi::c_char) -> std::ffi::c_int;
type DestroyFn = unsafe extern "C" fn(*mut *mut std::ffi::c_void) -> std::ffi::c_int;
type VersionFn =
    unsafe extern "C" fn(*mut std::ffi::c_int, *mut std::ffi::c_int) -> std::ffi::c_int;

/// A loaded NVRTC: the libraries stay loaded for the life of the worker.
struct Nvrtc {
    _builtins: Vec<libloading::os::unix::Library>,
    lib: libloading::os::unix::Library,
}

/// The builtins libraries beside `lib` (`libnvrtc-builtins.so.13.0`; not the `.alt` variants).
fn builtins_beside(lib: &Path) -> Vec<PathBuf> {
    let Some(dir) = lib.parent() else {
        return vec![];
    };
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with("libnvrtc-builtins.so."))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

impl Nvrtc {
    /// Loads `lib`, its builtins library first and global: the 13.0 wheel's `libnvrtc.so.13`
    /// does not find `libnvrtc-builtins.so.13.0` beside it by itself (no RUNPATH to its folder),
    /// and the others are not harmed by finding it already loaded.
    fn load(lib: &Path) -> Result<Nvrtc, String> {
        use libloading::os::unix::{Library, RTLD_GLOBAL, RTLD_NOW};
        let mut builtins = Vec::new();
        for b in builtins_beside(lib) {
            // SAFETY: loading NVIDIA's library runs its initialisers; that is what we are here
            // for, in a process of its own.
            let l = unsafe { Library::open(Some(&b), RTLD_NOW | RTLD_GLOBAL) }
                .map_err(|e| format!("{}: {e}", b.display()))?;
            builtins.push(l);
        }
        // SAFETY: as above.
        let lib = unsafe { Library::open(Some(lib), RTLD_NOW | RTLD_GLOBAL) }
            .map_err(|e| format!("{}: {e}", lib.display()))?;
        Ok(Nvrtc {
            _builtins: builtins,
            lib,
        })
    }

    fn sym<T: Copy>(&self, name: &[u8]) -> Result<T, String> {
        // SAFETY: the types above are NVRTC's documented C signatures.
        unsafe { self.lib.get::<T>(name) }
            .map(|s| *s)
            .map_err(|e| e.to_string())
    }

    fn version(&self) -> Result<(i32, i32), String> {
        let f: VersionFn = self.sym(b"nvrtcVersion\0")?;
        let (mut a, mut b) = (0, 0);
        // SAFETY: two out-parameters.
        unsafe { f(&mut a, &mut b) };
        Ok((a, b))
    }

    fn compile(&self, req: &Request) -> Result<Reply, String> {
        use std::ffi::{c_char, CString};
        let create: CreateFn = self.sym(b"nvrtcCreateProgram\0")?;
        let compile: CompileFn = self.sym(b"nvrtcCompileProgram\0")?;
        let log_size: LogSizeFn = self.sym(b"nvrtcGetProgramLogSize\0")?;
        let get_log: LogFn = self.sym(b"nvrtcGetProgramLog\0")?;
        let destroy: DestroyFn = self.sym(b"nvrtcDestroyProgram\0")?;
        let cstr = |s: &str| CString::new(s.replace('\0', " ")).unwrap_or_default();
        let src = cstr(&req.source);
        let name = cstr(&req.name);
        let hdr_src: Vec<CString> = req.headers.iter().map(|(_, c)| cstr(c)).collect();
        let hdr_name: Vec<CString> = req.headers.iter().map(|(n, _)| cstr(n)).collect();
        let hs: Vec<*const c_char> = hdr_src.iter().map(|c| c.as_ptr()).collect();
        let hn: Vec<*const c_char> = hdr_name.iter().map(|c| c.as_ptr()).collect();
        let opts: Vec<CString> = req.options.iter().map(|o| cstr(o)).collect();
        let op: Vec<*const c_char> = opts.iter().map(|c| c.as_ptr()).collect();
        let mut prog: *mut std::ffi::c_void = std::ptr::null_mut();
        // SAFETY: every pointer refers to a live CString above; the program is destroyed below.
        unsafe {
            let r = create(
                &mut prog,
                src.as_ptr(),
                name.as_ptr(),
                hs.len() as i32,
                if hs.is_empty() {
                    std::ptr::null()
                } else {
                    hs.as_ptr()
                },
                if hn.is_empty() {
                    std::ptr::null()
                } else {
                    hn.as_ptr()
                },
            );
            if r != 0 {
                return Ok(Reply {
                    result: r,
                    log: format!("nvrtcCreateProgram failed ({r})"),
                });
            }
            COMPILING.store(true, std::sync::atomic::Ordering::SeqCst);
            let result = compile(prog, op.len() as i32, op.as_ptr());
            COMPILING.store(false, std::sync::atomic::Ordering::SeqCst);
            let mut n = 0usize;
            log_size(prog, &mut n);
            let mut buf = vec![0u8; n.max(1)];
            get_log(prog, buf.as_mut_ptr() as *mut c_char);
            destroy(&mut prog);
            let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
            Ok(Reply {
                result,
                log: String::from_utf8_lossy(&buf[..end]).into_owned(),
            })
        }
    }
}

/// Set while the library compiles: an `exit()` from inside it is then a crash, not a reply.
static COMPILING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

extern "C" {
    fn atexit(cb: extern "C" fn()) -> std::ffi::c_int;
}

/// NVRTC 11.8 and 12.0 end the process with `exit(1)` on some programs ("LLVM ERROR: Broken
/// module found"). An exit status is not a signal, and the harness must not confuse it with a
/// worker that quit; so a worker that exits mid-compile aborts, which every reader sees as a
/// crash.
extern "C" fn abort_if_compiling() {
    if COMPILING.load(std::sync::atomic::Ordering::SeqCst) {
        eprintln!("cuconform-nvrtc-worker: the library called exit() mid-compile");
        std::process::abort();
    }
}

/// The stand-in library of the tests (see the module docs).
fn fake_compile(req: &Request) -> Reply {
    if req.source.contains("FAKE_CRASH") {
        std::process::abort();
    }
    if req.source.contains("FAKE_EXIT") {
        COMPILING.store(true, std::sync::atomic::Ordering::SeqCst);
        std::process::exit(1);
    }
    if req.source.contains("FAKE_EAT") {
        // Address space, not memory: zeroed pages are not touched, so without a cap this asks
        // for 1 TiB of address space and is refused by the kernel rather than eating the machine.
        let mut hoard: Vec<Vec<u8>> = Vec::new();
        for _ in 0..1024 {
            hoard.push(vec![0u8; 1 << 30]);
        }
        return Reply {
            result: 0,
            log: format!("held {} GiB", hoard.len()),
        };
    }
    if let Some(log) = std::env::var_os("FAKE_NVRTC_LOG") {
        if let Ok(mut f) = std::fs::File::options().create(true).append(true).open(log) {
            let _ = writeln!(f, "{}", req.name);
        }
    }
    if req.source.contains("FAKE_HANG") {
        loop {
            std::thread::sleep(Duration::from_secs(3600));
        }
    }
    let bad = req.options.iter().find(|o| o.contains("FAKE_BAD"));
    Reply {
        result: if bad.is_some() { INVALID_OPTION } else { 0 },
        log: format!("{}: {}", req.name, req.options.join(" ")),
    }
}

/// The worker's main loop: `cuconform-nvrtc-worker LIB`. Returns the process's exit status.
pub fn serve(lib: &str) -> i32 {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // SAFETY: registers a plain function; it only reads an atomic and aborts.
    unsafe { atexit(abort_if_compiling) };
    let nvrtc = if lib == "fake" {
        None
    } else {
        match Nvrtc::load(Path::new(lib)).and_then(|n| n.version().map(|v| (n, v))) {
            Ok((n, v)) => {
                send(
                    &mut out,
                    &Hello {
                        version: Some(v),
                        error: None,
                    },
                );
                Some(n)
            }
            Err(e) => {
                send(
                    &mut out,
                    &Hello {
                        version: None,
                        error: Some(e),
                    },
                );
                return 2;
            }
        }
    };
    if nvrtc.is_none() {
        send(
            &mut out,
            &Hello {
                version: Some((0, 0)),
                error: None,
            },
        );
    }
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let reply = match serde_json::from_str::<Request>(&line) {
            Ok(req) => match &nvrtc {
                Some(n) => n
                    .compile(&req)
                    .unwrap_or_else(|e| Reply { result: -1, log: e }),
                None => fake_compile(&req),
            },
            Err(e) => Reply {
                result: -1,
                log: format!("bad request: {e}"),
            },
        };
        if !send(&mut out, &reply) {
            break;
        }
    }
    0
}

/// Writes one JSON line; false when the harness has gone.
fn send<T: Serialize>(out: &mut std::io::StdoutLock, v: &T) -> bool {
    let line = serde_json::to_string(v).unwrap_or_default();
    writeln!(out, "{line}").and_then(|_| out.flush()).is_ok()
}

// ---------------------------------------------------------------------------------------------
// The harness's side.

/// How one compile ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// NVRTC answered.
    Done(Reply),
    /// The worker died mid-compile: its signal (or exit code) and what it wrote to stderr.
    Crashed {
        exit: crate::process::Exit,
        stderr: String,
    },
    /// No answer by the deadline; the worker was killed.
    TimedOut,
    /// No worker could be started or the library did not load.
    Unavailable(String),
}

struct Worker {
    /// The memory cap it was started under.
    limit: Option<u64>,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
}

impl Worker {
    fn kill(mut self) -> crate::process::Exit {
        let _ = self.child.kill();
        exit_of(self.child.wait().ok())
    }
}

fn exit_of(s: Option<std::process::ExitStatus>) -> crate::process::Exit {
    use std::os::unix::process::ExitStatusExt;
    match s {
        Some(s) => match (s.code(), s.signal()) {
            (_, Some(sig)) => crate::process::Exit::Signal(sig),
            (Some(c), _) => crate::process::Exit::Code(c),
            _ => crate::process::Exit::Code(-1),
        },
        None => crate::process::Exit::Code(-1),
    }
}

/// Worker processes of one library, started on demand and reused while they stay healthy.
pub struct Pool {
    program: PathBuf,
    lib: String,
    idle: Mutex<Vec<Worker>>,
    /// A new worker per compile, unless `CUCONFORM_NVRTC_REUSE=1`. NVRTC carries state from one
    /// program to the next inside a process: NVRTC 12.2 accepts a one-argument `static_assert`
    /// under `-std=c++14` after some earlier compiles in the same process and rejects it in a
    /// fresh one (`language-features/cxx17/static-assert-message`), so a reused worker makes a
    /// trial's result depend on the trials before it. Reuse saves about a fifth of the CPU time.
    fresh: bool,
    /// The library's version, from the first worker's hello.
    version: Mutex<Option<Result<(i32, i32), String>>>,
}

/// How long a starting worker may take to load its library.
const START_TIMEOUT: Duration = Duration::from_secs(60);

impl Pool {
    pub fn new(program: PathBuf, lib: String) -> Pool {
        Pool {
            program,
            lib,
            idle: Mutex::new(Vec::new()),
            fresh: std::env::var_os("CUCONFORM_NVRTC_REUSE").is_none_or(|v| v != "1"),
            version: Mutex::new(None),
        }
    }

    /// Reuse workers between compiles (faster; see `fresh` for why it is not the default).
    pub fn reusing(mut self, yes: bool) -> Pool {
        self.fresh = !yes;
        self
    }

    /// The library's `nvrtcVersion`, starting a worker to ask if none has answered yet.
    pub fn version(&self) -> Result<(i32, i32), String> {
        if let Some(v) = self.version.lock().unwrap().clone() {
            return v;
        }
        match self.spawn(None) {
            Ok(w) => {
                self.idle.lock().unwrap().push(w);
                self.version
                    .lock()
                    .unwrap()
                    .clone()
                    .unwrap_or(Err("no hello".into()))
            }
            Err(e) => Err(e),
        }
    }

    fn spawn(&self, limit: Option<u64>) -> Result<Worker, String> {
        let mut cmd = Command::new(&self.program);
        if let Some(bytes) = limit {
            crate::process::limit_memory(&mut cmd, bytes);
        }
        let mut child = cmd
            .arg(&self.lib)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", self.program.display()))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for l in BufReader::new(stdout).lines() {
                let Ok(l) = l else { break };
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&stderr);
        std::thread::spawn(move || {
            for l in BufReader::new(stderr_pipe).lines() {
                let Ok(l) = l else { break };
                let mut s = sink.lock().unwrap();
                if s.len() < 64 << 10 {
                    s.push_str(&l);
                    s.push('\n');
                }
            }
        });
        let w = Worker {
            limit,
            child,
            stdin,
            lines,
            stderr,
        };
        let first = w.lines.recv_timeout(START_TIMEOUT);
        let hello = match first {
            Ok(l) => serde_json::from_str::<Hello>(&l).map_err(|e| format!("bad hello `{l}`: {e}")),
            Err(_) => {
                std::thread::sleep(Duration::from_millis(20));
                Err(format!(
                    "worker for {} ended before its hello: {}",
                    self.lib,
                    w.stderr.lock().unwrap().trim()
                ))
            }
        };
        let v = match hello {
            Ok(Hello {
                version: Some(v),
                error: None,
            }) => Ok(v),
            Ok(h) => Err(h.error.unwrap_or_else(|| "no version".into())),
            Err(e) => Err(e),
        };
        self.version.lock().unwrap().get_or_insert(v.clone());
        match v {
            Ok(_) => Ok(w),
            Err(e) => {
                let _ = w.kill();
                Err(e)
            }
        }
    }

    /// Whether each compile gets a worker of its own (see `fresh`).
    pub fn fresh(&self) -> bool {
        self.fresh
    }

    /// Compiles `req` in a worker, giving it until `timeout`.
    pub fn compile(&self, req: &Request, timeout: Duration) -> Answer {
        self.compile_limited(req, timeout, None)
    }

    /// [`Pool::compile`] in a worker whose address space is capped at `mem_limit` bytes.
    pub fn compile_limited(
        &self,
        req: &Request,
        timeout: Duration,
        mem_limit: Option<u64>,
    ) -> Answer {
        let start = Instant::now();
        // A fresh pool still takes the worker that answered `version()`: it has compiled nothing.
        // A worker started under another cap is not used for this compile.
        let taken = {
            let mut idle = self.idle.lock().unwrap();
            let i = idle.iter().position(|w| w.limit == mem_limit);
            i.map(|i| idle.swap_remove(i))
        };
        let mut w = match taken {
            Some(w) => w,
            None => match self.spawn(mem_limit) {
                Ok(w) => w,
                Err(e) => return Answer::Unavailable(e),
            },
        };
        w.stderr.lock().unwrap().clear();
        let line = serde_json::to_string(req).unwrap_or_default();
        if writeln!(w.stdin, "{line}")
            .and_then(|_| w.stdin.flush())
            .is_err()
        {
            // Died while idle (or on the write): this compile gets a fresh worker.
            let _ = w.kill();
            match self.spawn(mem_limit) {
                Ok(nw) => {
                    w = nw;
                    if writeln!(w.stdin, "{line}")
                        .and_then(|_| w.stdin.flush())
                        .is_err()
                    {
                        let stderr = w.stderr.lock().unwrap().clone();
                        return Answer::Crashed {
                            exit: w.kill(),
                            stderr,
                        };
                    }
                }
                Err(e) => return Answer::Unavailable(e),
            }
        }
        let left = timeout.saturating_sub(start.elapsed());
        match w.lines.recv_timeout(left) {
            Ok(l) => match serde_json::from_str::<Reply>(&l) {
                Ok(r) => {
                    if !self.fresh {
                        self.idle.lock().unwrap().push(w);
                    } else {
                        let _ = w.kill();
                    }
                    Answer::Done(r)
                }
                Err(e) => {
                    let _ = w.kill();
                    Answer::Unavailable(format!("bad reply `{l}`: {e}"))
                }
            },
            Err(RecvTimeoutError::Timeout) => {
                let _ = w.kill();
                Answer::TimedOut
            }
            Err(RecvTimeoutError::Disconnected) => {
                // Give the stderr reader a moment to drain what the dying library printed.
                let status = w.child.wait().ok();
                std::thread::sleep(Duration::from_millis(20));
                let stderr = w.stderr.lock().unwrap().clone();
                Answer::Crashed {
                    exit: exit_of(status),
                    stderr,
                }
            }
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        for w in self.idle.lock().unwrap().drain(..) {
            let _ = w.kill();
        }
    }
}

/// The worker program: `$CUCONFORM_NVRTC_WORKER`, else `cuconform-nvrtc-worker` beside the
/// running executable or one folder up (a test binary lives in `target/*/deps`).
pub fn worker_program() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("CUCONFORM_NVRTC_WORKER") {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut dir = exe.parent();
    for _ in 0..2 {
        let Some(d) = dir else { break };
        let p = d.join("cuconform-nvrtc-worker");
        if p.is_file() {
            return Ok(p);
        }
        dir = d.parent();
    }
    Err(format!(
        "no cuconform-nvrtc-worker beside {} (build it: cargo build -p cuconform --bin cuconform-nvrtc-worker, or set CUCONFORM_NVRTC_WORKER)",
        exe.display()
    ))
}
