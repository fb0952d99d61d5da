//! NVRTC, NVIDIA's runtime compiler, as a toolchain family: `nvrtc@12.4`, `nvrtc@11.8..13.5`,
//! `nvrtc=PATH/libnvrtc.so.12`.
//!
//! NVRTC is nvcc's device front end as a library, published on PyPI for every minor version
//! (`nvidia-cuda-nvrtc-cu11` 11.7-11.8, `-cu12` 12.0-12.9, `nvidia-cuda-nvrtc` 13.x), so it puts
//! a version axis on the suite without a CUDA install or a GPU. Each version is loaded in worker
//! processes of its own (see [`super::nvrtc_worker`]).
//!
//! NVRTC compiles device code only, in "JIT mode": an unannotated function or namespace-scope
//! variable is host code and an error, no host headers exist, `__CUDACC_RTC__` is defined.
//! A case is therefore judged on NVRTC only where it is device code:
//!
//! - before compiling, from the frontmatter: compile-phase cases of one translation unit, with
//!   options NVRTC has (`--extended-lambda` it has in no version; a version rejecting an option,
//!   as 11.8 rejects `-std=c++20`, makes the case not applicable there, asked of the library
//!   itself with an empty program);
//! - after compiling, from NVRTC's own classification of the code: a log saying host functions or
//!   host variables "are not allowed in JIT mode", or that a (host) header cannot be opened, makes
//!   the case not applicable ("host code at line N"), since what the case says about host code
//!   is outside what NVRTC compiles. Its other diagnostics are then not judged.
//!
//! The rest is judged like nvcc's front end: the log is nvcc-shaped and read by
//! [`diagnostic::parse_nvcc`]; a diagnostic inside NVRTC's builtin headers names a file that is
//! not the case, so it counts as unanchored. `<initializer_list>` and `<new>` are given as empty
//! in-memory headers: NVRTC has `std::initializer_list` and placement new built in.
//!
//! Every request (a case's compile, an option probe) is answered from the result cache when it
//! can be (`cache::ResultCache::request_key`), so a warm rerun compiles nothing; NVRTC's reply is
//! what is stored, and the applicability and the verdict are worked out from it afresh.

use super::nvrtc_worker::{Answer, Pool, Request, INVALID_OPTION};
use super::{BuildContext, Built, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic;
use crate::outcome::{clip, Outcome, Step};
use crate::process::Exit;
use crate::version::Version;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

/// Each minor version the harness installs: (minor, wheel release, PyPI package).
pub const RELEASES: &[(&str, &str, &str)] = &[
    ("11.7", "11.7.99", "nvidia-cuda-nvrtc-cu11"),
    ("11.8", "11.8.89", "nvidia-cuda-nvrtc-cu11"),
    ("12.0", "12.0.140", "nvidia-cuda-nvrtc-cu12"),
    ("12.1", "12.1.105", "nvidia-cuda-nvrtc-cu12"),
    ("12.2", "12.2.140", "nvidia-cuda-nvrtc-cu12"),
    ("12.3", "12.3.107", "nvidia-cuda-nvrtc-cu12"),
    ("12.4", "12.4.127", "nvidia-cuda-nvrtc-cu12"),
    ("12.5", "12.5.82", "nvidia-cuda-nvrtc-cu12"),
    ("12.6", "12.6.85", "nvidia-cuda-nvrtc-cu12"),
    // There is no CUDA 12.7.
    ("12.8", "12.8.93", "nvidia-cuda-nvrtc-cu12"),
    ("12.9", "12.9.86", "nvidia-cuda-nvrtc-cu12"),
    ("13.0", "13.0.88", "nvidia-cuda-nvrtc"),
    ("13.1", "13.1.115", "nvidia-cuda-nvrtc"),
    ("13.2", "13.2.86", "nvidia-cuda-nvrtc"),
    ("13.3", "13.3.33", "nvidia-cuda-nvrtc"),
    ("13.4", "13.4.92", "nvidia-cuda-nvrtc"),
    ("13.5", "13.5.37", "nvidia-cuda-nvrtc"),
];

/// The minors named by `12.4`, `12.4.127` or a range `11.8..13.5` (inclusive).
pub fn minors_in(spec: &str) -> Result<Vec<&'static str>, String> {
    let known: Vec<&'static str> = RELEASES.iter().map(|(m, _, _)| *m).collect();
    let check = |m: &str| -> Result<usize, String> {
        known.iter().position(|k| *k == m).ok_or_else(|| {
            format!(
                "NVRTC {m} cannot be provisioned (known: {})",
                known.join(", ")
            )
        })
    };
    match spec.split_once("..") {
        Some((a, b)) => {
            let (i, j) = (check(a)?, check(b)?);
            if i > j {
                return Err(format!("empty range `{spec}`"));
            }
            Ok(known[i..=j].to_vec())
        }
        None => Ok(vec![known[check(&Version::parse(spec)?.major_minor())?]]),
    }
}

fn release_of(minor: &str) -> Option<(&'static str, &'static str)> {
    RELEASES
        .iter()
        .find(|(m, _, _)| *m == minor)
        .map(|(_, r, p)| (*r, *p))
}

/// `libnvrtc.so.N` inside an environment folder, wherever pip put it (`nvidia/cuda_nvrtc/lib`
/// for -cu11/-cu12, `nvidia/cu13/lib` for 13.x).
fn library_in(env: &Path) -> Option<PathBuf> {
    let lib = env.join("lib");
    for py in std::fs::read_dir(lib).ok()?.flatten() {
        let nv = py.path().join("site-packages/nvidia");
        for sub in ["cuda_nvrtc", "cu13"] {
            let Ok(rd) = std::fs::read_dir(nv.join(sub).join("lib")) else {
                continue;
            };
            let mut libs: Vec<PathBuf> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with("libnvrtc.so."))
                })
                .collect();
            libs.sort();
            if let Some(l) = libs.pop() {
                return Some(l);
            }
        }
    }
    None
}

/// The cached library of `minor`, if installed.
pub fn cached_library(minor: &str) -> Option<PathBuf> {
    let (release, _) = release_of(minor)?;
    library_in(&crate::provision::cache_dir().join(format!("nvrtc-{release}")))
}

/// Installs NVRTC `minor` from PyPI into the cache (a virtual environment per release, built in
/// a temporary folder and renamed into place) and returns its library.
pub fn install(minor: &str) -> Result<PathBuf, String> {
    let (release, package) =
        release_of(minor).ok_or_else(|| format!("NVRTC {minor} cannot be provisioned"))?;
    let final_dir = crate::provision::cache_dir().join(format!("nvrtc-{release}"));
    if let Some(l) = library_in(&final_dir) {
        return Ok(l);
    }
    crate::say!(
        "cuconform: installing NVRTC {release} ({package}) from PyPI into {} ...",
        final_dir.display()
    );
    crate::provision::pip_install_into(
        &final_dir,
        crate::provision::PipInto::Venv,
        &["--no-deps".to_string(), format!("{package}=={release}")],
        &|dir: &Path| {
            library_in(dir)
                .map(|_| ())
                .ok_or_else(|| format!("pip installed {package} {release} but no libnvrtc.so"))
        },
    )?;
    crate::say!("cuconform: NVRTC {release} installed");
    library_in(&final_dir).ok_or_else(|| "installed NVRTC vanished".into())
}

/// Headers NVRTC has built in, given to it as empty files so a case's `#include` finds them.
const BUILTIN_HEADERS: &[&str] = &["initializer_list", "new"];

/// What the frontmatter's nvcc options become for NVRTC.
#[derive(Debug, Clone, PartialEq)]
pub enum Mapped {
    /// NVRTC's options.
    Options(Vec<String>),
    /// An option NVRTC has no spelling for, in any version.
    NoSpelling(String),
}

/// Maps a case's options (standard, rdc, flags) to NVRTC's spelling. `arch` is the build's
/// (`sm_90`): NVRTC is given the virtual architecture (`compute_90`), since the suite checks the
/// front end and PTX is all a JIT user asks for.
pub fn map_options(case: &Case, arch: &str) -> Mapped {
    let mut out = vec![format!("-arch={}", arch.replacen("sm_", "compute_", 1))];
    // nvcc's default dialect (C++17 since CUDA 11) unless the case names one: the cases are
    // written for it, and NVRTC 11.x defaults to C++03 (no `nullptr`, no `override`).
    let std = case.meta.std.map(|s| s.flag_value()).unwrap_or("c++17");
    out.push(format!("-std={std}"));
    let mut rdc = case.rdc();
    let mut it = case.meta.flags.iter().peekable();
    while let Some(f) = it.next() {
        let f = f.as_str();
        match f {
            "-rdc=true" | "-dc" | "--relocatable-device-code=true" => rdc = true,
            "-rdc=false" | "--relocatable-device-code=false" => rdc = false,
            "--extended-lambda" | "--expt-extended-lambda" | "-extended-lambda" => {
                return Mapped::NoSpelling(f.into())
            }
            "--expt-relaxed-constexpr" | "-expt-relaxed-constexpr" => {
                out.push("--expt-relaxed-constexpr".into())
            }
            // Host-compiler and linker options: nothing of them reaches the device front end.
            "-Xcompiler" | "--compiler-options" | "-Xlinker" | "-ccbin" => {
                it.next();
            }
            _ if f.starts_with("-l") || f.starts_with("-L") || f.starts_with("-O") => {}
            // nvcc's `-Werror all-warnings` is one option in two words.
            "-Werror" if it.peek().is_some_and(|n| !n.starts_with('-')) => {
                out.push(format!("-Werror={}", it.next().unwrap()))
            }
            // Spelt alike (`-D`, `-U`, `-I`, `-G`, `-lineinfo`, `-W...`, `--no-host-device-...`);
            // whether this version has it is asked of the library (see `Nvrtc::lacks`).
            _ => out.push(f.into()),
        }
    }
    if rdc {
        out.push("--relocatable-device-code=true".into());
    }
    // nvcc takes `__int128` in device code by default on Linux; NVRTC only with this switch.
    if case.source.contains("__int128") {
        out.push("--device-int128".into());
    }
    Mapped::Options(out)
}

/// Why NVRTC cannot judge `case` at all, from its frontmatter alone.
pub fn static_inapplicability(case: &Case) -> Option<String> {
    if case.meta.phase != Phase::Compile {
        return Some(format!(
            "not applicable to NVRTC: a {} case (NVRTC compiles, it does not link or run)",
            case.meta.phase
        ));
    }
    if case.meta.tus.is_some() {
        return Some("not applicable to NVRTC: several translation units".into());
    }
    if let Mapped::NoSpelling(f) = map_options(case, "sm_90") {
        return Some(format!(
            "not applicable to NVRTC: no NVRTC version has `{f}`"
        ));
    }
    None
}

/// Why NVRTC's log shows that the case is not device code, if it does: the first host function,
/// host variable or unavailable header, with its line.
pub fn host_code_in(log: &str) -> Option<String> {
    for d in diagnostic::parse_nvcc(log) {
        let m = &d.message;
        let what = if m.contains("host functions are not allowed in JIT mode") {
            "host code (a function without execution space annotations)"
        } else if m.contains("host variables are not allowed in JIT mode") {
            "host code (a namespace-scope variable without memory space annotations)"
        } else if m.contains("not allowed in JIT mode") {
            // "A function explicitly marked as a __host__ function is not allowed in JIT mode".
            "host code (a __host__ function)"
        } else if m.contains("cannot open source file") {
            "a header NVRTC lacks"
        } else {
            continue;
        };
        let at = d.line.map(|l| format!(" at line {l}")).unwrap_or_default();
        let header = m
            .split_once("cannot open source file")
            .map(|(_, h)| format!(" {}", h.trim()))
            .unwrap_or_default();
        return Some(format!("not applicable to NVRTC: {what}{header}{at}"));
    }
    None
}

pub struct Nvrtc {
    info: ToolchainInfo,
    pool: Pool,
    /// Options this version rejects (asked once each, with an empty program).
    rejects: Mutex<HashMap<String, bool>>,
    /// Compiles done while deciding applicability, kept for `build` (case id -> answer, ms,
    /// whether it came from the result cache).
    compiled: Mutex<HashMap<String, (Request, Answer, u64, bool)>>,
}

impl Nvrtc {
    /// The NVRTC at `lib`; `release` is the wheel's version when known (`12.4.127`), else the
    /// library's own `nvrtcVersion` names it.
    pub fn at(lib: &Path, release: Option<&str>) -> Result<Nvrtc, String> {
        let pool = Pool::new(
            super::nvrtc_worker::worker_program()?,
            lib.display().to_string(),
        );
        let (major, minor) = pool
            .version()
            .map_err(|e| format!("{}: cannot load NVRTC: {e}", lib.display()))?;
        let version = match release {
            Some(r) => Version::parse(r)?,
            None => Version::parse(&format!("{major}.{minor}"))?,
        };
        if version.major_minor() != format!("{major}.{minor}") {
            return Err(format!(
                "{}: nvrtcVersion says {major}.{minor}, expected {version}",
                lib.display()
            ));
        }
        let info = ToolchainInfo {
            id: format!("nvrtc-{version}"),
            name: format!("nvrtc-{}", version.major_minor()),
            family: "nvrtc".into(),
            // NVRTC's version is the CUDA version it belongs to: its rules judge it.
            cuda: Some(version.clone()),
            version,
            path: Some(lib.to_path_buf()),
            features: vec!["int128".into(), "cdp".into()],
            host_compiler: None,
            max_phase: Phase::Compile,
        };
        Ok(Nvrtc {
            info,
            pool,
            rejects: Mutex::new(HashMap::new()),
            compiled: Mutex::new(HashMap::new()),
        })
    }

    /// NVRTC `minor` from the cache, installed first when `provision`.
    pub fn of_version(minor: &str, provision: bool) -> Result<Nvrtc, String> {
        let (release, _) =
            release_of(minor).ok_or_else(|| format!("NVRTC {minor} cannot be provisioned"))?;
        let lib = match cached_library(minor) {
            Some(l) => l,
            None if provision => install(minor)?,
            None => {
                return Err(format!(
                    "NVRTC {minor} is not installed (run `cuconform provision nvrtc@{minor}`)"
                ))
            }
        };
        Nvrtc::at(&lib, Some(release))
    }

    /// Whether this version rejects `option` as invalid (asked of the library with an empty
    /// program, once per option and process, and kept in the result cache).
    pub fn lacks(&self, option: &str, ctx: &BuildContext) -> bool {
        if let Some(&r) = self.rejects.lock().unwrap().get(option) {
            return r;
        }
        let req = Request {
            name: "probe.cu".into(),
            source: "__global__ void cuconform_probe() {}\n".into(),
            options: vec![option.to_string()],
            headers: vec![],
        };
        let (answer, _, _) = self.compile(None, &req, ctx);
        let rejected = matches!(answer, Answer::Done(r) if r.result == INVALID_OPTION);
        self.rejects
            .lock()
            .unwrap()
            .insert(option.to_string(), rejected);
        rejected
    }

    /// The build's architecture, or, for a version that predates it (11.7 has no `sm_90`), the
    /// newest of the Ampere/Ada ones it has: the front end's rules do not depend on it beyond
    /// `__CUDA_ARCH__`, and a version judged on none would say nothing.
    fn arch(&self, ctx: &BuildContext) -> String {
        let wanted = ctx.arch.clone();
        let flag = |a: &str| format!("-arch={}", a.replacen("sm_", "compute_", 1));
        if !self.lacks(&flag(&wanted), ctx) {
            return wanted;
        }
        ["sm_89", "sm_87", "sm_86", "sm_80"]
            .into_iter()
            .find(|a| !self.lacks(&flag(a), ctx))
            .map(str::to_string)
            .unwrap_or(wanted)
    }

    fn request(&self, case: &Case, options: Vec<String>, ctx: &BuildContext) -> Request {
        let name = case
            .path
            .canonicalize()
            .unwrap_or_else(|_| case.path.clone());
        let mut options = options;
        options.push(format!("-I{}", ctx.include_dir.display()));
        Request {
            name: name.display().to_string(),
            source: case.source.clone(),
            options,
            headers: BUILTIN_HEADERS
                .iter()
                .map(|h| (h.to_string(), String::new()))
                .collect(),
        }
    }

    /// Answers `req` (of `case`, or a probe): from the result cache when it holds the reply,
    /// else from a worker under the memory cap, storing a reply (not a crash or a timeout, facts
    /// of the moment). Returns the answer, the milliseconds it took when compiled (as recorded
    /// when cached) and whether it came from the cache.
    fn compile(
        &self,
        case: Option<&Case>,
        req: &Request,
        ctx: &BuildContext,
    ) -> (Answer, u64, bool) {
        let key = ctx.cache.as_deref().and_then(|c| {
            let what = format!(
                "{}\0fresh worker per compile: {}",
                serde_json::to_string(req).ok()?,
                self.pool.fresh()
            );
            let dirs = crate::cache::include_dirs_in(&req.options);
            c.request_key(self, case, &what, &dirs, ctx).map(|k| (c, k))
        });
        if let Some((c, (k, reloc))) = &key {
            if let Some(r) = c.get_value::<Cached>(k, reloc) {
                if case.is_some() {
                    c.count_hit();
                }
                return (Answer::Done(r.reply), r.ms, true);
            }
        }
        let t = Instant::now();
        let a = self
            .pool
            .compile_limited(req, ctx.compile_timeout, ctx.mem_limit);
        let ms = t.elapsed().as_millis() as u64;
        if let (Some((c, (k, reloc))), Answer::Done(reply)) = (&key, &a) {
            let v = Cached {
                reply: reply.clone(),
                ms,
            };
            let id = case.map_or("(option probe)", |c| c.id.as_str());
            if let Err(e) = c.put(k, reloc, id, &self.info.id, &v) {
                crate::say!("cuconform: result cache {}: {e}", c.dir().display());
            }
        }
        (a, ms, false)
    }
}

/// What the result cache keeps of one NVRTC request.
#[derive(serde::Serialize, serde::Deserialize)]
struct Cached {
    reply: super::nvrtc_worker::Reply,
    /// How long the compile took when it ran.
    ms: u64,
}

impl Toolchain for Nvrtc {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    /// The library's folder: `libnvrtc.so.N` and the builtins library it loads beside it. The
    /// worker program is the harness's own code (`cache::family_code`).
    fn identity_paths(&self) -> Vec<PathBuf> {
        match &self.info.path {
            Some(lib) if lib.is_file() => vec![lib.parent().unwrap_or(lib).to_path_buf()],
            // `fake` (the tests' stand-in): nothing on disk; the id names it.
            _ => vec![],
        }
    }

    fn not_applicable(&self, case: &Case, ctx: &BuildContext) -> Option<String> {
        if let Some(why) = static_inapplicability(case) {
            return Some(why);
        }
        let Mapped::Options(opts) = map_options(case, &self.arch(ctx)) else {
            return None;
        };
        for o in &opts {
            if self.lacks(o, ctx) {
                return Some(format!("{} has no option `{o}`", self.info.name));
            }
        }
        let req = self.request(case, opts, ctx);
        let (answer, ms, cached) = self.compile(Some(case), &req, ctx);
        if let Answer::Done(r) = &answer {
            if let Some(why) = host_code_in(&r.log) {
                return Some(why);
            }
        }
        self.compiled
            .lock()
            .unwrap()
            .insert(case.id.clone(), (req, answer, ms, cached));
        None
    }

    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, _work: &Path) -> Built {
        let mut outcome = Outcome {
            attempted: Some(target.min(Phase::Compile)),
            ..Default::default()
        };
        let done = self.compiled.lock().unwrap().remove(&case.id);
        let (req, answer, ms, cached) = match done {
            Some(d) => d,
            None => {
                let opts = match map_options(case, &self.arch(ctx)) {
                    Mapped::Options(o) => o,
                    Mapped::NoSpelling(f) => vec![f],
                };
                let req = self.request(case, opts, ctx);
                let (a, ms, cached) = self.compile(Some(case), &req, ctx);
                (req, a, ms, cached)
            }
        };
        outcome.cached = cached;
        let command = format!("{} {} {}", self.info.id, req.options.join(" "), req.name);
        let (exit, output) = match answer {
            Answer::Done(r) => (Exit::Code(r.result), r.log),
            // The worker turns a library's exit() mid-compile into an abort (see the worker),
            // so an exit status here means it died some other way; either is a crash.
            Answer::Crashed { exit, stderr } => match exit {
                Exit::Code(c) => (
                    Exit::SpawnFailed(format!("the NVRTC worker exited ({c}) mid-compile")),
                    stderr,
                ),
                e => (e, stderr),
            },
            Answer::TimedOut => (Exit::Timeout, String::new()),
            Answer::Unavailable(e) => (Exit::SpawnFailed(e.clone()), e),
        };
        for d in diagnostic::parse_nvcc(&output) {
            if !outcome.diagnostics.contains(&d) {
                outcome.diagnostics.push(d);
            }
        }
        let ok = exit == Exit::Code(0);
        outcome.steps.push(Step {
            phase: Phase::Compile,
            command,
            exit,
            duration_ms: ms,
            output: clip(&output, 16 << 10),
        });
        if ok {
            outcome.reached = Some(Phase::Compile);
        }
        Built {
            outcome,
            executable: None,
        }
    }
}
