//! Warnings a compiler prints with no source position, read from a build's output when it is
//! judged.
//!
//! The device back end (NVVM, in nvcc's `cicc` and in NVRTC) says some things with neither file
//! nor line: `Warning #20208-D: 'long double' is treated as 'double' in device code`. The build
//! parsers (`diagnostic.rs`) read only positioned diagnostics and named tools, so such a warning
//! used to vanish and a case that drew it read as accepted in silence (issue 23, seventh review
//! F1). It is read here, at judgement time, from the steps' recorded output: the cached outcomes
//! (whose keys hash `diagnostic.rs`) stay valid, and the verdict decides what a warning without
//! a place can satisfy (`verdict::match_diagnostics`).

use crate::annotation::Severity;
use crate::diagnostic::Diagnostic;
use crate::outcome::Outcome;
use regex::Regex;
use std::sync::LazyLock;

/// The `tool` of a warning read here.
pub const TOOL: &str = "compiler (no position)";

// `Warning #20208-D: msg` at the start of a line: capitalised, numbered, no file before it (a
// positioned one, `x.cu(8): warning #...`, is the front end's and parsed with the build).
static LINELESS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:Warning|warning) #(?P<code>\d+-D): (?P<msg>.*\S)\s*$").unwrap()
});

/// The position-less warnings of `outcome`'s steps, each once per step, in order.
pub fn warnings(outcome: &Outcome) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    for step in &outcome.steps {
        for line in step.output.lines() {
            if let Some(c) = LINELESS.captures(line) {
                let d = Diagnostic {
                    file: None,
                    line: None,
                    column: None,
                    severity: Severity::Warning,
                    tool: TOOL.into(),
                    code: Some(c["code"].to_string()),
                    message: c["msg"].to_string(),
                };
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::Phase;
    use crate::outcome::Step;
    use crate::process::Exit;

    fn outcome(output: &str) -> Outcome {
        Outcome {
            reached: Some(Phase::Compile),
            attempted: Some(Phase::Compile),
            steps: vec![Step {
                phase: Phase::Compile,
                command: "nvrtc".into(),
                exit: Exit::Code(0),
                duration_ms: 1,
                output: output.into(),
            }],
            diagnostics: Vec::new(),
            run: None,
            capped: None,
            cached: false,
        }
    }

    #[test]
    fn nvvm_warnings_without_a_position_are_read() {
        let o = outcome("Warning #20208-D: 'long double' is treated as 'double' in device code\n\nRemark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n");
        let w = warnings(&o);
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].code.as_deref(), Some("20208-D"));
        assert_eq!(w[0].line, None);
        assert!(w[0].message.starts_with("'long double' is treated"));
    }

    #[test]
    fn positioned_diagnostics_and_remarks_are_not_read_here() {
        let o = outcome("x.cu(8): warning #20208-D: 'long double' is treated as 'double'\nRemark: The warnings can be suppressed\nx.cu(3): error: bad\nError #1-D: lineless errors stay the failure's (verdict::internal_failure)\n");
        assert!(warnings(&o).is_empty());
    }
}
