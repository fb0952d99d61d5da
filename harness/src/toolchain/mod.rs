//! Toolchains: what turns a case into diagnostics, an object, an executable.
//!
//! A toolchain is identified by its exact version (`nvcc-13.5.37`) and named for expectation
//! files and trial names by family and minor version (`nvcc-13.5`). It builds a case up to a
//! phase in a scratch folder and reports an [`Outcome`]; running the executable is the
//! `execute` module's job, judging it the `verdict` module's.

pub mod checker;
pub mod clang;
pub mod config;
pub mod nvcc;

use crate::case::{Case, Phase};
use crate::outcome::Outcome;
use crate::version::Version;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::diagnostic::Diagnostic;
use crate::outcome::{clip, Step};
use crate::process::{self, Exit};
use regex::Regex;
use std::process::Command;
use std::sync::LazyLock;

/// nvcc reports a crashed sub-tool (cicc, ptxas) as an ordinary non-zero exit plus this line.
static DIED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"died due to signal (\d+)").unwrap());

/// Runs one build step of any toolchain: records the command, its exit and (clipped) output as a
/// [`Step`], and adds the diagnostics `parse` finds in the output to the outcome, without
/// duplicates (a multi-TU case reports a header's diagnostic once). A sub-tool that nvcc says
/// "died due to signal N" makes the step a crash, not a failure. Returns whether it succeeded.
///
/// The step runs in `cwd`, the trial's own folder, which is also its `TMPDIR`: nvcc's
/// `tmpxft_*` files land there and leave with the folder, also when the step is killed. Its
/// memory is capped at `ctx.mem_limit`.
pub(crate) fn run_step(
    outcome: &mut Outcome,
    phase: Phase,
    mut cmd: Command,
    cwd: &Path,
    ctx: &BuildContext,
    parse: &dyn Fn(&str) -> Vec<Diagnostic>,
) -> bool {
    let command = process::render(&cmd);
    cmd.env("TMPDIR", cwd);
    let f = process::run_limited(cmd, Some(cwd), ctx.compile_timeout, ctx.mem_limit);
    let output = format!("{}{}", f.stdout, f.stderr);
    let mut exit = f.exit;
    if let Some(c) = DIED.captures(&output) {
        exit = Exit::Signal(c[1].parse().unwrap_or(0));
    }
    for d in parse(&output) {
        if !outcome.diagnostics.contains(&d) {
            outcome.diagnostics.push(d);
        }
    }
    let ok = exit == Exit::Code(0);
    outcome.steps.push(Step {
        phase,
        command,
        exit,
        duration_ms: f.duration.as_millis() as u64,
        output: clip(&output, 16 << 10),
    });
    ok
}

/// Toolchain features a case may require (`requires.features`).
pub const KNOWN_FEATURES: &[&str] = &["nvfunctional", "int128", "cdp"];
/// Toolchain families a case may restrict itself to (`requires.toolchains`).
pub const FAMILIES: &[&str] = &["nvcc", "clang", "checker"];

/// What identifies a toolchain in results and expectations.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ToolchainInfo {
    /// Exact identity: `nvcc-13.5.37`, `checker-0.1.0`.
    pub id: String,
    /// Expectation-file and trial name: `nvcc-13.5`, `checker`.
    pub name: String,
    pub family: String,
    pub version: Version,
    pub path: Option<PathBuf>,
    pub features: Vec<String>,
    /// The host compiler nvcc drives (`gcc 12.2.0`), when known.
    pub host_compiler: Option<String>,
    /// The furthest phase this toolchain can take a case to (`compile` for a checker or a
    /// syntax-only compiler).
    pub max_phase: Phase,
}

/// Settings shared by every build of a run.
#[derive(Debug, Clone)]
pub struct BuildContext {
    /// `sm_90`: the GPU's architecture when one is present, a fixed default otherwise.
    pub arch: String,
    /// `cases/include`, passed as `-I`.
    pub include_dir: PathBuf,
    pub compile_timeout: Duration,
    /// Cap on the address space of each build step, in bytes (`None`: no cap).
    pub mem_limit: Option<u64>,
}

/// The default cap on a build step's memory: far above what any case needs (nvcc's front end
/// on the largest case stays under 1 GiB), far below what a runaway compile would take.
pub const DEFAULT_MEM_LIMIT: u64 = 4 << 30;

pub trait Toolchain: Send + Sync {
    fn info(&self) -> &ToolchainInfo;

    /// Builds `case` up to `target` (at most `info().max_phase`, never `run`: the executable is
    /// returned for the runner to execute) inside `work`, a fresh folder the caller removes.
    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built;
}

/// The result of a build: the outcome so far and, when linking succeeded, the executable.
#[derive(Debug)]
pub struct Built {
    pub outcome: Outcome,
    pub executable: Option<PathBuf>,
}

/// Why `case` cannot be judged on `tc` (and on this machine), if it cannot.
pub fn unmet_requirement(case: &Case, tc: &ToolchainInfo) -> Option<String> {
    let r = &case.meta.requires;
    if !r.toolchains.is_empty() && !r.toolchains.contains(&tc.family) {
        return Some(format!(
            "case is for toolchains {}",
            r.toolchains.join(", ")
        ));
    }
    for f in &r.features {
        if !tc.features.contains(f) {
            return Some(format!("{} lacks feature `{f}`", tc.id));
        }
    }
    if tc.family == "nvcc"
        && !crate::version::in_range(
            &tc.version,
            case.meta.since.as_ref(),
            case.meta.until.as_ref(),
        )
    {
        let since = case
            .meta
            .since
            .as_ref()
            .map(|v| format!(" since {v}"))
            .unwrap_or_default();
        let until = case
            .meta
            .until
            .as_ref()
            .map(|v| format!(" until {v}"))
            .unwrap_or_default();
        return Some(format!(
            "the spec's statement holds for nvcc{since}{until}; this is {}",
            tc.version
        ));
    }
    None
}

/// Why a toolchain could not be named, found or identified.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("unknown toolchain `{0}`: expected `nvcc`, `nvcc@13.5`, `nvcc@13.0..13.5`, `nvcc=PATH`, `clang-19`, `config=FILE` or `checker`")]
    Unknown(String),
    #[error("`{0}`: expected clang or clang-N")]
    BadClang(String),
    #[error("no nvcc found: pass --nvcc PATH, set CUDA_HOME, put nvcc on PATH, or ask for `nvcc@13.5` to install one")]
    NoNvcc,
    #[error("nvcc {0} is not installed (run `cuconform provision nvcc@{0}`)")]
    NotInstalled(String),
    #[error("no CUDA root for clang in the cache (run `cuconform provision clang-19`)")]
    NoCudaRoot,
    #[error("no PATH")]
    NoPath,
    /// A program that is not on `PATH`, and how to get it.
    #[error("{program} not found on PATH{hint}")]
    NotOnPath { program: String, hint: String },
    #[error("cannot run nvcc at {}: {why}", path.display())]
    CannotRun { path: PathBuf, why: String },
    /// `--version` exited unsuccessfully; `detail` is `: ` and the first line of its stderr.
    #[error("`{} --version` failed ({exit}){detail}", path.display())]
    VersionFailed {
        path: PathBuf,
        exit: String,
        detail: String,
    },
    /// The output of `--version` has no version in it.
    #[error("{}: {what}", path.display())]
    NoVersion { path: PathBuf, what: &'static str },
    /// A toolchain description (`config=FILE`) that cannot be used, at a line.
    #[error("{}:{line}: {message}", path.display())]
    Config {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// A toolchain description that cannot be used as a whole.
    #[error("{}: {message}", path.display())]
    ConfigFile { path: PathBuf, message: String },
    #[error("{0}")]
    NoCompiler(&'static str),
    #[error(transparent)]
    Version(#[from] crate::version::ParseError),
    #[error(transparent)]
    Provision(#[from] crate::provision::Error),
}

/// The binary reports errors as one line of text.
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}

/// Parses a `--toolchain` argument and returns the toolchains it names.
///
/// Forms: `nvcc` (discovered: `--nvcc`, `$CUDA_HOME`, `PATH`), `nvcc@13.5` (that minor version,
/// provisioned from PyPI when missing), `nvcc@13.0..13.5` (every minor in the range),
/// `nvcc=PATH` (that binary), `clang-19` (clang in CUDA mode, diagnostics only),
/// `config=FILE` (a toolchain described in YAML), `checker`.
pub fn resolve(
    spec: &str,
    explicit_nvcc: Option<&Path>,
    provision: bool,
) -> Result<Vec<Box<dyn Toolchain>>, Error> {
    if spec == "checker" {
        return Ok(vec![Box::new(checker::Checker::new())]);
    }
    if spec == "clang" || spec.starts_with("clang-") {
        return Ok(vec![Box::new(clang::Clang::named(spec, provision)?)]);
    }
    if let Some(path) = spec.strip_prefix("config=") {
        return Ok(vec![Box::new(config::Configured::load(
            Path::new(path),
            explicit_nvcc,
            provision,
        )?)]);
    }
    if let Some(path) = spec.strip_prefix("nvcc=") {
        return Ok(vec![Box::new(nvcc::Nvcc::at(Path::new(path))?)]);
    }
    if spec == "nvcc" {
        return Ok(vec![Box::new(nvcc::Nvcc::discover(explicit_nvcc)?)]);
    }
    if let Some(vers) = spec.strip_prefix("nvcc@") {
        let minors = crate::provision::minors_in(vers)?;
        let mut out: Vec<Box<dyn Toolchain>> = Vec::new();
        for m in minors {
            out.push(Box::new(nvcc::Nvcc::of_version(
                &m,
                explicit_nvcc,
                provision,
            )?));
        }
        return Ok(out);
    }
    Err(Error::Unknown(spec.to_string()))
}
