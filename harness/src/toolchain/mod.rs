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
pub mod nvrtc;
pub mod nvrtc_worker;

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
    let diagnostics = parse(&output);
    // A step that failed under the memory cap, printing a failed allocation and no error of its
    // own, ran out of memory: that says nothing of the case (and is not cached).
    if let Some(cap) = ctx.mem_limit {
        let failed = !matches!(exit, Exit::Code(0) | Exit::Timeout | Exit::SpawnFailed(_));
        let errors = diagnostics
            .iter()
            .any(|d| d.severity == crate::annotation::Severity::Error);
        if let Some(line) = process::allocation_failure(&output).filter(|_| failed && !errors) {
            exit = Exit::MemoryCap(format!(
                "(--mem-limit {}) after {exit}: {}",
                process::cap_flag(cap),
                line.trim()
            ));
        }
    }
    for d in diagnostics {
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

// The names a case may require are part of the case format (the case comes first in the flow);
// toolchains read them from there.
pub use crate::case::{FAMILIES, KNOWN_FEATURES};

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
    /// The CUDA version whose rules judge this toolchain: nvcc's own version, the version of the
    /// CUDA installation clang uses, the version the checker models. A case whose range excludes
    /// it is not judged here. `None` (unknown): every case is judged.
    #[serde(default)]
    pub cuda: Option<Version>,
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
    /// The result cache, for toolchains that look up more than a build's outcome (NVRTC's
    /// requests); `None`: nothing cached.
    pub cache: Option<std::sync::Arc<crate::cache::ResultCache>>,
}

/// The default cap on a build step's memory: far above what any case needs (nvcc's front end
/// on the largest case stays under 1 GiB), far below what a runaway compile would take.
pub const DEFAULT_MEM_LIMIT: u64 = 4 << 30;

pub trait Toolchain: Send + Sync {
    fn info(&self) -> &ToolchainInfo;

    /// Builds `case` up to `target` (at most `info().max_phase`, never `run`: the executable is
    /// returned for the runner to execute) inside `work`, a fresh folder the caller removes.
    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built;

    /// The commands [`Toolchain::build`] runs for `case` up to `target` in `work`, in order;
    /// `None` for a toolchain whose builds are not cached (the in-process checker, clang). The
    /// result cache keys on these command lines, rendered with a fixed `work` folder.
    fn plan(
        &self,
        _case: &Case,
        _target: Phase,
        _ctx: &BuildContext,
        _work: &Path,
    ) -> Option<Vec<(Phase, Command)>> {
        None
    }

    /// Files and folders whose bytes decide what this toolchain does (its binaries, headers,
    /// libraries): the result cache hashes them into the toolchain's identity.
    fn identity_paths(&self) -> Vec<PathBuf> {
        Vec::new()
    }

    /// Why this toolchain cannot judge `case` at all (NVRTC and host code), if it cannot; the
    /// case is then `unsupported` with this reason.
    fn not_applicable(&self, _case: &Case, _ctx: &BuildContext) -> Option<String> {
        None
    }
}

/// Runs a [`Toolchain::plan`]: the compile steps in order, then the link step if any, stopping
/// at the first that fails. The executable, when linked, is `work/case.exe`.
pub(crate) fn execute_plan(
    plan: Vec<(Phase, Command)>,
    target: Phase,
    work: &Path,
    ctx: &BuildContext,
    parse: &dyn Fn(&str) -> Vec<Diagnostic>,
) -> Built {
    let mut outcome = Outcome {
        attempted: Some(target),
        ..Default::default()
    };
    let mut linked = false;
    let mut compiled = false;
    for (phase, cmd) in plan {
        if phase == Phase::Link && !compiled {
            outcome.reached = Some(Phase::Compile);
            compiled = true;
        }
        if !run_step(&mut outcome, phase, cmd, work, ctx, parse) {
            return Built {
                outcome,
                executable: None,
            };
        }
        linked |= phase == Phase::Link;
    }
    outcome.reached = Some(if linked { Phase::Link } else { Phase::Compile });
    Built {
        outcome,
        executable: linked.then(|| work.join("case.exe")),
    }
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
    if let Some(reason) = outside_range(case, tc) {
        return Some(reason);
    }
    None
}

/// Why `case` is not judged on `tc` because its CUDA range excludes the toolchain's CUDA
/// version, if it is not: the same rule for every family, since the range is the rule's.
pub fn outside_range(case: &Case, tc: &ToolchainInfo) -> Option<String> {
    let cuda = tc.cuda.as_ref()?;
    if case.range.contains(cuda) {
        return None;
    }
    Some(format!(
        "{}: the rule holds for CUDA {}; {} is judged by CUDA {cuda}'s rules",
        OUTSIDE_RANGE, case.range, tc.id
    ))
}

/// The start of every remark of [`outside_range`], by which `bless` and reports recognise an
/// `unsupported` that means "another edition's rule" rather than "cannot be run here".
pub const OUTSIDE_RANGE: &str = "outside its CUDA range";
/// Why a toolchain could not be named, found or identified.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("unknown toolchain `{0}`: expected `nvcc`, `nvcc@13.5`, `nvcc@13.0..13.5`, `nvcc=PATH`, `nvrtc@12.4`, `nvrtc@11.8..13.5`, `nvrtc=LIB`, `clang-19`, `clang@20`, `clang@14..23`, `config=FILE`, `checker` or `checker@CUDA` (the CUDA version whose rules it models)")]
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
    /// NVRTC could not be found, provisioned or loaded (the message says which library and why).
    #[error("{0}")]
    Nvrtc(String),
    /// A failure described in one sentence where no finer variant exists yet (the clang wheels).
    #[error("{0}")]
    Other(String),
    /// A toolchain spelling whose version part does not parse (`checker@twelve`).
    #[error("`{spec}`: {why}")]
    BadSpelling { spec: String, why: String },
    #[error(transparent)]
    Version(#[from] crate::version::ParseError),
    #[error(transparent)]
    Provision(#[from] crate::provision::Error),
}

impl From<String> for Error {
    fn from(s: String) -> Error {
        Error::Other(s)
    }
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
/// `nvcc=PATH` (that binary), `nvrtc@12.4` / `nvrtc@11.8..13.5` / `nvrtc=LIB` (NVRTC, from
/// PyPI or a library), `clang-19` (clang in CUDA mode, diagnostics only), `clang@20`,
/// `clang@14..23` (clang-tidy wheels from PyPI, diagnostics only), `config=FILE` (a toolchain
/// described in YAML), `checker` (modelling CUDA [`checker::MODELLED_CUDA`]), `checker@12.9`
/// (judged by another CUDA version's rules).
pub fn resolve(
    spec: &str,
    explicit_nvcc: Option<&Path>,
    provision: bool,
) -> Result<Vec<Box<dyn Toolchain>>, Error> {
    if spec == "checker" {
        return Ok(vec![Box::new(checker::Checker::new())]);
    }
    if let Some(v) = spec.strip_prefix("checker@") {
        let cuda = Version::parse(v).map_err(|e| Error::BadSpelling {
            spec: spec.to_string(),
            why: e.to_string(),
        })?;
        return Ok(vec![Box::new(checker::Checker::modelling(cuda))]);
    }
    if let Some(majors) = spec.strip_prefix("clang@") {
        return crate::provision::clang_majors_in(majors)?
            .into_iter()
            .map(|m| Ok(Box::new(clang::Clang::wheel(m, provision)?) as Box<dyn Toolchain>))
            .collect();
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
    if let Some(path) = spec.strip_prefix("nvrtc=") {
        return Ok(vec![Box::new(
            nvrtc::Nvrtc::at(Path::new(path), None).map_err(Error::Nvrtc)?,
        )]);
    }
    if let Some(vers) = spec.strip_prefix("nvrtc@") {
        let mut out: Vec<Box<dyn Toolchain>> = Vec::new();
        for m in nvrtc::minors_in(vers).map_err(Error::Nvrtc)? {
            out.push(Box::new(
                nvrtc::Nvrtc::of_version(m, provision).map_err(Error::Nvrtc)?,
            ));
        }
        return Ok(out);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn case_holding(since: Option<&str>, until: Option<&str>) -> Case {
        let mut c = crate::case::parse(
            "t".into(),
            Path::new("t.cu"),
            "/*---\nsection: D.1\nclause: a.b\ndescription: d\nverdict: ok\n---*/\nint x;\n".into(),
        )
        .unwrap();
        let v = |s: Option<&str>| s.map(|s| Version::parse(s).unwrap());
        c.range = crate::version::Range::of(v(since).as_ref(), v(until).as_ref());
        c
    }

    fn info(family: &str, cuda: Option<&str>) -> ToolchainInfo {
        ToolchainInfo {
            id: format!("{family}-x"),
            name: family.into(),
            family: family.into(),
            version: Version::parse("1").unwrap(),
            path: None,
            features: vec![],
            host_compiler: None,
            max_phase: Phase::Compile,
            cuda: cuda.map(|c| Version::parse(c).unwrap()),
        }
    }

    #[test]
    fn a_case_outside_its_range_is_not_judged_on_any_family() {
        let cdp1 = case_holding(None, Some("12.0"));
        for family in ["nvcc", "clang", "checker"] {
            let why = unmet_requirement(&cdp1, &info(family, Some("13.5"))).unwrap();
            assert!(why.starts_with(OUTSIDE_RANGE), "{why}");
            assert!(why.contains("the rule holds for CUDA ..12.0"), "{why}");
            assert!(unmet_requirement(&cdp1, &info(family, Some("11.8"))).is_none());
        }
        let cdp2 = case_holding(Some("12.0"), None);
        assert!(unmet_requirement(&cdp2, &info("checker", Some("11.8"))).is_some());
        assert!(unmet_requirement(&cdp2, &info("nvcc", Some("12.0.76"))).is_none());
        // An unknown CUDA version judges every case.
        assert!(unmet_requirement(&cdp1, &info("clang", None)).is_none());
    }

    #[test]
    fn the_checker_models_the_seed_edition_unless_told_otherwise() {
        let c = resolve("checker", None, false).unwrap();
        assert_eq!(c[0].info().cuda, Some(Version::parse("11.8").unwrap()));
        assert_eq!(c[0].info().name, "checker");
        let c = resolve("checker@12.9", None, false).unwrap();
        assert_eq!(c[0].info().cuda, Some(Version::parse("12.9").unwrap()));
        assert_eq!(c[0].info().name, "checker-cuda12.9");
        assert!(resolve("checker@twelve", None, false).is_err());
    }
}
