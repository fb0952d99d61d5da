//! What happened when a toolchain processed a case: the raw facts, before any judgement.
//!
//! An outcome records each step (command, exit, time, output), the diagnostics parsed from the
//! steps' output, how far the case got, and the program's behaviour for run cases. The verdict
//! module compares it with the case; nothing here knows what the case expected.

use crate::case::Phase;
use crate::diagnostic::Diagnostic;
use crate::process::Exit;
use serde::{Deserialize, Serialize};

/// One command the toolchain ran.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Step {
    pub phase: Phase,
    pub command: String,
    pub exit: Exit,
    pub duration_ms: u64,
    /// Combined stdout and stderr (truncated for the record).
    pub output: String,
}

/// The program's behaviour, for run cases.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunRecord {
    pub exit: Exit,
    pub stdout: String,
    pub stderr: String,
    pub duration_ms: u64,
    /// compute-sanitizer's report, when the case asked for one.
    pub sanitizer: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Outcome {
    /// The last phase that completed successfully, if any.
    pub reached: Option<Phase>,
    /// The furthest phase the harness tried (the case's phase, or less when capped).
    pub attempted: Option<Phase>,
    pub steps: Vec<Step>,
    pub diagnostics: Vec<Diagnostic>,
    pub run: Option<RunRecord>,
    /// Why the attempt stopped short of the case's phase (no GPU, compile-only toolchain).
    pub capped: Option<String>,
    /// Taken from the result cache (`cache.rs`) rather than built in this run.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cached: bool,
}

impl Outcome {
    /// The first step that ended by timeout, signal or failure to start, if any: a toolchain
    /// crash or hang, as opposed to an ordinary non-zero exit.
    pub fn abnormal_step(&self) -> Option<&Step> {
        self.steps.iter().find(|s| !matches!(s.exit, Exit::Code(_)))
    }
}

/// Truncates long text for the record, keeping the start and the end.
pub fn clip(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let head = floor_char(s, max / 2);
    let tail = ceil_char(s, s.len() - max / 2);
    format!(
        "{}\n[... {} bytes cut ...]\n{}",
        &s[..head],
        tail - head,
        &s[tail..]
    )
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}
