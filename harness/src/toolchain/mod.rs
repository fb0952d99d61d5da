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
pub(crate) fn run_step(
    outcome: &mut Outcome,
    phase: Phase,
    cmd: Command,
    cwd: &Path,
    timeout: Duration,
    parse: &dyn Fn(&str) -> Vec<Diagnostic>,
) -> bool {
    let command = process::render(&cmd);
    let f = process::run(cmd, Some(cwd), timeout);
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
}

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

/// Parses a `--toolchain` argument and returns the toolchains it names.
///
/// Forms: `nvcc` (discovered: `--nvcc`, `$CUDA_HOME`, `PATH`), `nvcc@13.5` (that minor version,
/// provisioned from PyPI when missing), `nvcc@13.0..13.5` (every minor in the range),
/// `nvcc=PATH` (that binary), `clang-19` (clang in CUDA mode, diagnostics only),
/// `clang@20`, `clang@14..23` (clang-tidy wheels from PyPI, diagnostics only),
/// `config=FILE` (a toolchain described in YAML), `checker`.
pub fn resolve(
    spec: &str,
    explicit_nvcc: Option<&Path>,
    provision: bool,
) -> Result<Vec<Box<dyn Toolchain>>, String> {
    if spec == "checker" {
        return Ok(vec![Box::new(checker::Checker::new())]);
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
    Err(format!("unknown toolchain `{spec}`: expected `nvcc`, `nvcc@13.5`, `nvcc@13.0..13.5`, `nvcc=PATH`, `clang-19`, `clang@20`, `clang@14..23`, `config=FILE` or `checker`"))
}
