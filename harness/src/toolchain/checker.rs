//! The project's own rule checker (`cuconform-check`) as a toolchain: always available, so the
//! suite runs end to end on any machine, and judged against the spec like any compiler.

use super::{BuildContext, Built, Toolchain, ToolchainInfo};
use crate::annotation::Severity;
use crate::case::{Case, Phase};
use crate::diagnostic::Diagnostic;
use crate::outcome::{Outcome, Step};
use crate::process::Exit;
use crate::version::Version;
use std::path::Path;
use std::time::Instant;

pub struct Checker {
    info: ToolchainInfo,
}

/// The CUDA version the `checker` column is judged by, and whose rules the checker applies
/// there (`--cuda`): the seed edition of the guide (`shared/spec`, CUDA 11.x), whose text its
/// rules follow. 11.8 is the last 11.x release, so every rule the seed states that ended in 12.0
/// is judged, and no 12.x addition is. `checker@V` applies and is judged by V's rules (the
/// checker models 11.0-13.5; `cuconform check`'s own default is the newest).
pub const MODELLED_CUDA: &str = "11.8";

impl Checker {
    /// The checker judged by the rules of [`MODELLED_CUDA`], named `checker`.
    pub fn new() -> Checker {
        Checker::modelling(Version::parse(MODELLED_CUDA).unwrap())
    }

    /// The checker judged by the rules of CUDA `cuda`; named `checker` for the default, else
    /// `checker-cuda12.9` (its own expectation file: the cases it is judged on differ).
    pub fn modelling(cuda: Version) -> Checker {
        let version = Version::parse(cuconform_check::VERSION)
            .unwrap_or_else(|_| Version::parse("0").unwrap());
        let is_default = cuda == Version::parse(MODELLED_CUDA).unwrap();
        Checker {
            info: ToolchainInfo {
                id: if is_default {
                    format!("checker-{}", cuconform_check::VERSION)
                } else {
                    format!("checker-{}-cuda{cuda}", cuconform_check::VERSION)
                },
                name: if is_default {
                    "checker".into()
                } else {
                    format!("checker-cuda{cuda}")
                },
                family: "checker".into(),
                version,
                path: None,
                features: vec!["nvfunctional".into(), "int128".into(), "cdp".into()],
                host_compiler: None,
                max_phase: Phase::Compile,
                cuda: Some(cuda),
            },
        }
    }
}

impl Default for Checker {
    fn default() -> Self {
        Checker::new()
    }
}

impl Toolchain for Checker {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, case: &Case, _target: Phase, ctx: &BuildContext, _work: &Path) -> Built {
        let start = Instant::now();
        let mut flags = case.meta.flags.clone();
        // the checker applies the rules of the version it is judged by (`checker@12.9` the
        // 12.9 rules): a release it does not model is a failed build saying so, not a check
        // by another release's rules
        let cuda = self.info.cuda.as_ref().map(|v| v.major_minor());
        if let Some(v) = &cuda {
            if let Err(e) = cuconform_check::Cuda::parse(v) {
                return unmodelled(&e.to_string(), start);
            }
            flags.push(format!("--cuda={v}"));
        }
        if let Some(std) = case.meta.std {
            flags.push(format!("-std={}", std.flag_value()));
        }
        if case.rdc() {
            flags.push("-rdc=true".into());
        }
        flags.push(format!("-I{}", ctx.include_dir.display()));
        // cases are judged by the guide's letter: a rule form no toolchain enforces is still an
        // error of the rule here (`cuconform check` warns about it unless told so)
        flags.push("--pedantic-errors".into());
        let opts = cuconform_check::Options::from_flags(&flags);
        let findings = cuconform_check::check_source(&case.path, &case.source, &opts);
        let diagnostics: Vec<Diagnostic> = findings
            .iter()
            .map(|f| Diagnostic {
                file: Some(f.file.to_string_lossy().into_owned()),
                line: Some(f.line),
                column: Some(f.column),
                severity: match f.severity {
                    cuconform_check::Severity::Error => Severity::Error,
                    cuconform_check::Severity::Warning => Severity::Warning,
                },
                tool: "checker".into(),
                code: Some(f.rule.to_string()),
                message: f.message.clone(),
            })
            .collect();
        let failed = diagnostics.iter().any(|d| d.severity == Severity::Error);
        let output: String = diagnostics
            .iter()
            .map(|d| format!("{d} [{}]\n", d.code.as_deref().unwrap_or("")))
            .collect();
        let outcome = Outcome {
            reached: (!failed).then_some(Phase::Compile),
            attempted: Some(Phase::Compile),
            steps: vec![Step {
                phase: Phase::Compile,
                command: format!(
                    "cuconform check {} {}",
                    flags.join(" "),
                    case.path.display()
                ),
                exit: Exit::Code(failed as i32),
                duration_ms: start.elapsed().as_millis() as u64,
                output,
            }],
            diagnostics,
            run: None,
            capped: None,
            cached: false,
        };
        Built {
            outcome,
            executable: None,
        }
    }
}

/// The outcome of a check the checker cannot make: a CUDA release it does not model.
fn unmodelled(why: &str, start: Instant) -> Built {
    Built {
        outcome: Outcome {
            reached: None,
            attempted: Some(Phase::Compile),
            steps: vec![Step {
                phase: Phase::Compile,
                command: "cuconform check".into(),
                exit: Exit::Code(2),
                duration_ms: start.elapsed().as_millis() as u64,
                output: format!("{why}\n"),
            }],
            diagnostics: Vec::new(),
            run: None,
            capped: None,
            cached: false,
        },
        executable: None,
    }
}
