//! Observations: what a toolchain does with a case outside the case's CUDA range.
//!
//! A case whose rule holds for CUDA 12.1 onwards is `unsupported` on nvcc 12.0: the spec of
//! 12.0 says nothing about it, so it is never judged there. But "from which version does this
//! construct work?" is exactly the question the version axis answers, so the harness still
//! builds such a case where the toolchain can build it, and records the raw outcome (accepted,
//! rejected at which lines, crashed, timed out) beside the `unsupported` status. An observation
//! is never judged: it is no deviation, it changes no status, exit code, xfail or xpass; reports
//! show it as the construct's behaviour outside the range of the case that tests it.
//!
//! Only a range exclusion is observed: a case that needs a feature the toolchain lacks, a
//! dialect the toolchain's CUDA version does not have (C++20 before 12.0), or a phase the
//! toolchain cannot reach is not built, since its outcome would say nothing about the construct.

use crate::annotation::Severity;
use crate::case::{Case, Phase};
use crate::outcome::Outcome;
use crate::process::Exit;
use crate::runner::RunConfig;
use crate::toolchain::{self, BuildContext, Toolchain, ToolchainInfo};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// What the toolchain did with the case, unjudged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Behaviour {
    /// Built to the phase tried without an error.
    Accepted,
    /// Stopped by an error (or a failing step).
    Rejected,
    /// A build step died by a signal or could not start.
    Crash,
    /// A build step ran past its deadline.
    Timeout,
}

impl Behaviour {
    pub fn as_str(self) -> &'static str {
        match self {
            Behaviour::Accepted => "accepted",
            Behaviour::Rejected => "rejected",
            Behaviour::Crash => "crash",
            Behaviour::Timeout => "timeout",
        }
    }

    /// How `outcome` ended, read from its steps and diagnostics alone.
    pub fn of(outcome: &Outcome) -> Behaviour {
        if let Some(s) = outcome.abnormal_step() {
            return match s.exit {
                Exit::Timeout => Behaviour::Timeout,
                _ => Behaviour::Crash,
            };
        }
        let errors = outcome
            .diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error);
        let failed = outcome
            .steps
            .iter()
            .any(|s| !matches!(s.exit, Exit::Code(0)));
        if errors || failed {
            Behaviour::Rejected
        } else {
            Behaviour::Accepted
        }
    }
}

/// The lines of `outcome`'s errors in the trial's own file, and whether any error stands
/// elsewhere (a header, a builtin file, no line). `trial` is the trial id: a revision's
/// (`a/b#c++14`) file is `a/b.cu`.
pub fn error_lines(outcome: &Outcome, trial: &str) -> (BTreeSet<u32>, bool) {
    let file = trial.split('#').next().unwrap_or(trial);
    let leaf = file.rsplit('/').next().unwrap_or(file);
    let mut lines = BTreeSet::new();
    let mut elsewhere = false;
    for d in outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
    {
        let own = d.file.as_deref().is_some_and(|f| {
            let base = f.rsplit('/').next().unwrap_or(f);
            base.strip_suffix(".cu")
                .or_else(|| base.strip_suffix(".cuh"))
                == Some(leaf)
        });
        match (own, d.line) {
            (true, Some(l)) => {
                lines.insert(l);
            }
            _ => elsewhere = true,
        }
    }
    (lines, elsewhere)
}

/// A build of a case outside its CUDA range, and what came of it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Observation {
    pub behaviour: Behaviour,
    /// Lines of the errors in the case's own file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub error_lines: Vec<u32>,
    /// Errors outside the case's file or without a line.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub errors_elsewhere: bool,
    /// The build itself (commands, output, diagnostics; `cached` when from the result cache).
    pub outcome: Outcome,
}

impl Observation {
    pub fn of(trial: &str, outcome: Outcome) -> Observation {
        let (lines, elsewhere) = error_lines(&outcome, trial);
        Observation {
            behaviour: Behaviour::of(&outcome),
            error_lines: lines.into_iter().collect(),
            errors_elsewhere: elsewhere,
            outcome,
        }
    }
}

/// Whether `case` is kept from `tc` by its CUDA range alone: outside the range, and nothing
/// else (a required feature, the dialect, a compute capability) keeps it out.
pub fn observable(case: &Case, tc: &ToolchainInfo) -> bool {
    let Some(cuda) = tc.cuda.as_ref() else {
        return false;
    };
    if toolchain::outside_range(case, tc).is_none() {
        return false;
    }
    // The dialect's own range (C++20 from 12.0): a toolchain without the dialect cannot say
    // anything about the construct written in it.
    if case.meta.std.is_some_and(|s| !s.range().contains(cuda)) {
        return false;
    }
    let r = &case.meta.requires;
    (r.toolchains.is_empty() || r.toolchains.contains(&tc.family))
        && r.features.iter().all(|f| tc.features.contains(f))
}

/// Builds `case` on `tc` although its range excludes the toolchain, when [`observable`] and the
/// toolchain can build it; never runs it. Cached like any build (`cache.rs`). `Err(None)`: not
/// observable; `Err(Some(why))`: observable, but the toolchain cannot build it (NVRTC and host
/// code), which the result's remarks then say.
pub fn observe(
    case: &Case,
    tc: &dyn Toolchain,
    cfg: &RunConfig,
) -> Result<Observation, Option<String>> {
    let info = tc.info();
    if !observable(case, info) {
        return Err(None);
    }
    // Built as far as a judged trial would be without a GPU: compile, or the link at most.
    let target = case.meta.phase.min(info.max_phase).min(Phase::Link);
    let ctx = BuildContext {
        arch: cfg.arch.clone(),
        include_dir: cfg.include_dir.clone(),
        compile_timeout: cfg.compile_timeout,
        mem_limit: cfg.mem_limit,
        cache: cfg.cache.clone(),
    };
    if let Some(why) = tc.not_applicable(case, &ctx) {
        return Err(Some(why));
    }
    let work = tempfile::Builder::new()
        .prefix("cuconform-obs-")
        .tempdir()
        .map_err(|e| Some(format!("cannot create a work folder: {e}")))?;
    let built = crate::cache::build(
        cfg.cache.as_deref(),
        tc,
        case,
        target,
        &ctx,
        work.path(),
        false,
    );
    let mut outcome = built.outcome;
    outcome.attempted = Some(target);
    Ok(Observation::of(&case.id, outcome))
}
