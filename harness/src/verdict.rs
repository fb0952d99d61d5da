//! Judging an outcome against what the spec says of the case.
//!
//! This is where "the spec is the oracle" is implemented: the case's verdict and annotations
//! define conformance, and the judgement lists every way the outcome departs from them. Whether
//! a departure is a known deviation is decided later, by the expectation file.

use crate::annotation::{Annotation, Severity};
use crate::case::{Case, Phase, Tool, Verdict};
use crate::diagnostic::Diagnostic;
use crate::outcome::Outcome;
use crate::process::Exit;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The status of one case on one toolchain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Conforms to the spec.
    Pass,
    /// Departs from the spec, and no deviation is recorded.
    Fail,
    /// Departs from the spec as recorded in the toolchain's expectation file.
    Xfail,
    /// A recorded deviation no longer happens: news.
    Xpass,
    /// Cannot be judged with this toolchain anywhere: a requirement is not met (a missing
    /// feature, a version outside the spec's range, a toolchain that stops before the case's
    /// phase, a GPU too old).
    Unsupported,
    /// Not run because this machine has no GPU: a run case built and judged up to the link (and
    /// conforming that far), or a case that needs a GPU. A GPU machine would run it.
    #[serde(rename = "not_run")]
    NotRun,
    /// The toolchain or the program ran past its deadline.
    Timeout,
    /// The toolchain or the program died by a signal (or could not start).
    Crash,
    /// The case file itself is malformed.
    Invalid,
}

impl Status {
    pub const ALL: [Status; 9] = [
        Status::Pass,
        Status::Fail,
        Status::Xfail,
        Status::Xpass,
        Status::Unsupported,
        Status::NotRun,
        Status::Timeout,
        Status::Crash,
        Status::Invalid,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Fail => "fail",
            Status::Xfail => "xfail",
            Status::Xpass => "xpass",
            Status::Unsupported => "unsupported",
            Status::NotRun => "not_run",
            Status::Timeout => "timeout",
            Status::Crash => "crash",
            Status::Invalid => "invalid",
        }
    }

    /// Statuses that judge nothing: the case was not (fully) tried here.
    pub fn is_skip(self) -> bool {
        matches!(self, Status::Unsupported | Status::NotRun)
    }

    /// Statuses a CI run must treat as a failure: something unexpected happened.
    pub fn is_unexpected(self) -> bool {
        matches!(
            self,
            Status::Fail | Status::Xpass | Status::Timeout | Status::Crash | Status::Invalid
        )
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The judgement: a status and the readable reasons for it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Judgement {
    pub status: Status,
    /// Each way the outcome departs from the spec, one line each (first line of a multi-line
    /// entry is its summary).
    pub mismatches: Vec<String>,
    /// Informative remarks: why unsupported, whether an `ndr` case was diagnosed, ...
    pub remarks: Vec<String>,
}

fn same_file(d: &Diagnostic, case_path: &Path) -> bool {
    let Some(f) = &d.file else { return false };
    let f = Path::new(f);
    if f == case_path {
        return true;
    }
    match (f.canonicalize(), case_path.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        // A relative name printed by a tool run elsewhere: compare file names as a last resort.
        _ => f.file_name().is_some() && f.file_name() == case_path.file_name(),
    }
}

fn tool_matches(t: Tool, d: &Diagnostic) -> bool {
    match t {
        Tool::Any => true,
        Tool::Nvlink => d.tool == "nvlink",
        Tool::Ptxas => d.tool == "ptxas",
    }
}

/// Whether `d` satisfies annotation `a`: its line, a severity it accepts, its regex.
pub fn satisfies(a: &Annotation, d: &Diagnostic) -> bool {
    d.line == Some(a.line)
        && (a.any_severity || d.severity == a.severity)
        && a.pattern.as_ref().is_none_or(|p| p.is_match(&d.message))
}

/// Whether warning `d` is a lint about the program's own use of a name (a variable declared or
/// set but never used: nvcc's #177-D, #550-D, #549-D, gcc's and clang's `-Wunused-*`). Such a
/// warning concerns no rule of the guide, so one on a rule's line is no sign that the toolchain
/// saw the rule: the case is accepted without a diagnostic, not "with only a warning".
pub fn concerns_no_rule(d: &Diagnostic) -> bool {
    const UNUSED: [&str; 3] = ["177-D", "549-D", "550-D"];
    d.code.as_deref().is_some_and(|c| UNUSED.contains(&c)) || d.message.contains("[-Wunused")
}

/// Why an expected error is missing although the line has a diagnostic: only a warning there
/// (a warning about the rule; an unused-variable lint is none, [`concerns_no_rule`]).
fn only_a_warning(a: &Annotation, anchored: &[&Diagnostic]) -> String {
    let weaker = anchored
        .iter()
        .find(|d| d.line == Some(a.line) && d.severity != a.severity && !concerns_no_rule(d));
    match weaker {
        Some(d) if a.severity == Severity::Error && !a.any_severity => format!(
            ": only a {} there ({}{})",
            d.severity,
            d.code
                .as_deref()
                .map(|c| format!("#{c} "))
                .unwrap_or_default(),
            d.message
        ),
        _ => String::new(),
    }
}

/// Compares the diagnostics with the annotations; returns (missing, unexpected) lines.
fn match_diagnostics(case: &Case, diags: &[Diagnostic]) -> (Vec<String>, Vec<String>) {
    let mut missing = Vec::new();
    let mut unexpected = Vec::new();
    let anchored: Vec<&Diagnostic> = diags
        .iter()
        .filter(|d| d.line.is_some() && same_file(d, &case.path))
        .collect();
    let pat = |a: &Annotation| {
        a.pattern
            .as_ref()
            .map(|p| format!(" matching /{}/", p.as_str()))
            .unwrap_or_default()
    };
    // A warning with no source position (`lineless.rs`: NVVM's `Warning #20208-D: 'long double'
    // is treated as 'double' in device code`) can only be about the one place a case expects a
    // diagnostic at: there it is the case's diagnostic, at the prose's strength (the guide asks
    // for a diagnostic, not for its line; issue 23, seventh review F1). With several expected
    // places it is attributed to none, and each missing one names it.
    let places = case
        .annotations
        .iter()
        .filter(|a| a.group.is_none())
        .count()
        + {
            let mut g: Vec<&str> = case
                .annotations
                .iter()
                .filter_map(|a| a.group.as_deref())
                .collect();
            g.sort_unstable();
            g.dedup();
            g.len()
        };
    let lineless: Vec<&Diagnostic> = diags
        .iter()
        .filter(|d| d.tool == crate::lineless::TOOL && !concerns_no_rule(d))
        .collect();
    let without_place = |a: &Annotation| {
        lineless.iter().copied().find(|d| {
            (a.any_severity || d.severity == a.severity)
                && a.pattern.as_ref().is_none_or(|p| p.is_match(&d.message))
        })
    };
    let lineless_note = |a: &Annotation| {
        match without_place(a) {
        Some(d) => format!(
            ": only a {} without a source line, not attributable to one of the case's {places} places (#{} {})",
            d.severity,
            d.code.as_deref().unwrap_or(""),
            d.message
        ),
        None => String::new(),
    }
    };
    let mut groups_seen: Vec<&str> = Vec::new();
    for a in &case.annotations {
        match &a.group {
            None => {
                let placed = anchored.iter().any(|d| satisfies(a, d));
                if !(placed || places == 1 && without_place(a).is_some()) {
                    missing.push(format!(
                        "missing {} at line {}{}{}{}",
                        a.what(),
                        a.line,
                        pat(a),
                        only_a_warning(a, &anchored),
                        lineless_note(a)
                    ));
                }
            }
            Some(g) if !groups_seen.contains(&g.as_str()) => {
                groups_seen.push(g);
                let members: Vec<&Annotation> = case
                    .annotations
                    .iter()
                    .filter(|b| b.group.as_ref() == Some(g))
                    .collect();
                let hit = members
                    .iter()
                    .any(|m| anchored.iter().any(|d| satisfies(m, d)))
                    || places == 1 && members.iter().any(|m| without_place(m).is_some());
                if !hit {
                    let lines: Vec<String> = members.iter().map(|m| m.line.to_string()).collect();
                    let why: String = members
                        .iter()
                        .map(|m| only_a_warning(m, &anchored))
                        .chain(members.iter().map(|m| lineless_note(m)))
                        .find(|w| !w.is_empty())
                        .unwrap_or_default();
                    missing.push(format!(
                        "missing {} at any of lines {} (group {g}){}{why}",
                        a.what(),
                        lines.join(", "),
                        pat(a)
                    ));
                }
            }
            Some(_) => {}
        }
    }
    let mut unanchored_hit = vec![false; case.unanchored.len()];
    // Errors the prose allows beside the annotations (`allowance.rs`): a follow-on on the use
    // of a declaration diagnosed at an annotated line, and, where the clause says the host
    // compilation may fail, an ndr case's errors in generated code.
    let diagnosed = |a: &Annotation| anchored.iter().any(|d| satisfies(a, d));
    let generated_may_fail = case.meta.verdict == Verdict::Ndr && case.generated_code_may_fail;
    for d in diags.iter().filter(|d| d.severity == Severity::Error) {
        let is_anchored_here = d.line.is_some() && same_file(d, &case.path);
        if is_anchored_here {
            if !case
                .annotations
                .iter()
                .any(|a| a.allows_error() && Some(a.line) == d.line)
                && crate::allowance::follow_on_of(case, d, &diagnosed).is_none()
            {
                unexpected.push(format!(
                    "unexpected error at line {}: {}",
                    d.line.unwrap(),
                    d.message
                ));
            }
            continue;
        }
        let mut matched = false;
        for (i, u) in case.unanchored.iter().enumerate() {
            if u.severity == Severity::Error
                && tool_matches(u.tool, d)
                && u.regex.is_match(&d.message)
            {
                unanchored_hit[i] = true;
                matched = true;
            }
        }
        let allowed_generated =
            generated_may_fail && crate::allowance::in_generated_code(d, &case.path);
        if !(matched || allowed_generated) {
            unexpected.push(format!("unexpected error: {d}"));
        }
    }
    for (i, u) in case.unanchored.iter().enumerate() {
        let hit = unanchored_hit[i]
            || (u.severity == Severity::Warning
                && diags.iter().any(|d| {
                    d.severity == Severity::Warning
                        && tool_matches(u.tool, d)
                        && u.regex.is_match(&d.message)
                }));
        if !hit {
            missing.push(format!(
                "missing {} (no line) matching /{}/",
                u.severity,
                u.regex.as_str()
            ));
        }
    }
    (missing, unexpected)
}

/// The mismatch of a build that failed with no diagnostic the harness could read, naming the
/// step that failed.
fn unreadable_failure(outcome: &Outcome) -> String {
    let failed_at = outcome
        .steps
        .last()
        .map(|s| s.phase)
        .unwrap_or(Phase::Compile);
    format!("{failed_at} failed without a diagnostic the harness could read")
}

/// For an error or diagnose case whose build failed without one diagnostic the harness could
/// read (no error of any file): the failure, with the tool's first line. An internal error
/// such as NVRTC's "error: Broken module found, compilation aborted!" (an LLVM verifier
/// failure, no source line) is then named where the missing diagnostic alone would read as a
/// silent acceptance (issue 23, fifth review F3).
fn internal_failure(outcome: &Outcome) -> Option<String> {
    if outcome.reached.is_some()
        || outcome
            .diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    {
        return None;
    }
    let step = outcome.steps.last()?;
    let first = step.output.lines().map(str::trim).find(|l| !l.is_empty())?;
    let first: String = first.chars().take(160).collect();
    Some(format!(
        "{} failed without a diagnostic the harness could read ({}): {first}",
        step.phase,
        describe_exit(&step.exit)
    ))
}

/// Judges `outcome` of `case`. `target` is the phase the harness tried to reach (the case's
/// phase, or less when capped).
pub fn judge(case: &Case, outcome: &Outcome) -> Judgement {
    let mut j = Judgement {
        status: Status::Pass,
        mismatches: Vec::new(),
        remarks: Vec::new(),
    };
    let case_phase = case.meta.phase;
    let target = outcome.attempted.unwrap_or(case_phase);

    if let Some(step) = outcome.abnormal_step() {
        j.status = match step.exit {
            Exit::Timeout => Status::Timeout,
            // A runaway build is one failed trial (README), named as such.
            Exit::MemoryCap(_) => Status::Fail,
            _ => Status::Crash,
        };
        j.mismatches.push(format!(
            "{} step {}: {}",
            step.phase,
            describe_exit(&step.exit),
            step.command
        ));
        return j;
    }

    let built_to = outcome.reached;
    let mut diags = outcome.diagnostics.clone();
    diags.extend(crate::lineless::warnings(outcome));
    let (missing, unexpected) = match_diagnostics(case, &diags);
    let build_phase_goal = target.min(Phase::Link);
    match case.meta.verdict {
        Verdict::Ok | Verdict::Ub => {
            j.mismatches.extend(unexpected);
            j.mismatches.extend(missing);
            if built_to.is_none_or(|r| r < build_phase_goal) && j.mismatches.is_empty() {
                j.mismatches.push(unreadable_failure(outcome));
            }
        }
        Verdict::Error => {
            let error_expected_by = case_phase.min(Phase::Link);
            if built_to.is_some_and(|r| r >= error_expected_by) {
                j.mismatches.push(format!(
                    "{error_expected_by} succeeded, but the spec requires the code to be rejected"
                ));
            }
            j.mismatches.extend(missing);
            j.mismatches.extend(unexpected);
            if !j.mismatches.is_empty() {
                j.mismatches.extend(internal_failure(outcome));
            }
        }
        Verdict::Diagnose => {
            // The compile may succeed or fail: the guide's "not supported" asks for a
            // diagnostic at the marked lines, of any severity, and nothing rejected elsewhere.
            j.mismatches.extend(missing);
            j.mismatches.extend(unexpected);
            if !j.mismatches.is_empty() {
                j.mismatches.extend(internal_failure(outcome));
            }
            if built_to.is_none()
                && j.mismatches.is_empty()
                && !outcome
                    .diagnostics
                    .iter()
                    .any(|d| d.severity == Severity::Error)
            {
                j.mismatches
                    .push("compile failed without a diagnostic the harness could read".into());
            }
        }
        Verdict::Ndr => {
            // Ill-formed, no diagnostic required: the clause names one construct, and only it
            // is ill-formed; the rest of the file is valid C++/CUDA. So a toolchain may accept
            // the code or reject it at a line the annotations mark (they allow, they do not
            // require: `missing` is not a departure), but an error anywhere else rejects valid
            // code, and a build that fails without a readable error cannot be told apart from
            // that. Warnings are allowed anywhere, as in every verdict.
            j.mismatches.extend(unexpected);
            // A line of another file (a generated stub, a toolchain's header) is named with its
            // file, so that "diagnosed at 174" never reads as a line of the case.
            let errors: Vec<String> = outcome
                .diagnostics
                .iter()
                .filter(|d| d.severity == Severity::Error)
                .map(|d| match (d.line, same_file(d, &case.path)) {
                    (Some(l), true) => l.to_string(),
                    (Some(l), false) => {
                        let f = d.file.as_deref().unwrap_or(&d.tool);
                        let name = Path::new(f)
                            .file_name()
                            .map_or(f.into(), |n| n.to_string_lossy());
                        format!("{name}:{l}")
                    }
                    (None, _) => d.tool.clone(),
                })
                .collect();
            if built_to.is_none_or(|r| r < build_phase_goal) && errors.is_empty() {
                j.mismatches.push(format!(
                    "{} (an ndr case may be rejected only at a line its annotations allow)",
                    unreadable_failure(outcome)
                ));
            }
            let generated = case.generated_code_may_fail
                && outcome.diagnostics.iter().any(|d| {
                    d.severity == Severity::Error
                        && crate::allowance::in_generated_code(d, &case.path)
                });
            j.remarks.push(if errors.is_empty() {
                "not diagnosed (no diagnostic required)".into()
            } else if generated {
                format!(
                    "diagnosed at {} (in generated code too, where the clause lets the host compilation fail)",
                    errors.join(", ")
                )
            } else {
                format!("diagnosed at {}", errors.join(", "))
            });
        }
    }

    // The program's behaviour.
    if let Some(run) = &outcome.run {
        match case.meta.verdict {
            Verdict::Ub | Verdict::Ndr => {
                j.remarks.push(format!(
                    "program {} (undefined behaviour: any outcome conforms)",
                    describe_exit(&run.exit)
                ));
                if let Some(s) = &run.sanitizer {
                    j.remarks.push(format!(
                        "sanitizer: {}",
                        s.lines().take(6).collect::<Vec<_>>().join(" | ")
                    ));
                }
            }
            Verdict::Ok | Verdict::Error | Verdict::Diagnose => {
                let spec = case.meta.run.clone().unwrap_or_default();
                match &run.exit {
                    Exit::Timeout => {
                        j.status = Status::Timeout;
                        j.mismatches.push(format!(
                            "program ran past its {} s limit",
                            spec.timeout.unwrap_or(crate::execute::DEFAULT_RUN_TIMEOUT)
                        ));
                        return j;
                    }
                    Exit::Signal(_) | Exit::SpawnFailed(_) | Exit::MemoryCap(_) => {
                        j.status = Status::Crash;
                        j.mismatches.push(format!(
                            "program {}; stderr: {}",
                            describe_exit(&run.exit),
                            run.stderr.trim()
                        ));
                        return j;
                    }
                    Exit::Code(c) if *c != spec.exit => {
                        j.mismatches.push(format!(
                            "exit status {c}, expected {}; stderr: {}",
                            spec.exit,
                            run.stderr.trim()
                        ));
                    }
                    Exit::Code(_) => {}
                }
                if let Some(want) = &spec.stdout {
                    if &run.stdout != want {
                        j.mismatches
                            .push(format!("stdout differs:\n{}", diff(want, &run.stdout)));
                    }
                }
                if let Some(re) = &case.stdout_regex {
                    if !re.is_match(&run.stdout) {
                        j.mismatches.push(format!(
                            "stdout does not match /{}/:\n{}",
                            re.as_str(),
                            run.stdout
                        ));
                    }
                }
            }
        }
    }

    if !j.mismatches.is_empty() {
        j.status = Status::Fail;
    } else if target < case_phase {
        // Everything that could be checked conforms, but the case's phase was not reached.
        j.status = Status::Unsupported;
        j.remarks.push(format!(
            "checked up to {target}; {} not reached: {}",
            case_phase,
            outcome.capped.as_deref().unwrap_or("capped")
        ));
    }
    j
}

pub fn describe_exit(e: &Exit) -> String {
    match e {
        Exit::Code(c) => format!("exited with status {c}"),
        Exit::Signal(s) => format!("died by signal {s}{}", signal_name(*s)),
        Exit::Timeout => "timed out (process group killed)".into(),
        Exit::SpawnFailed(m) => format!("could not start: {m}"),
        Exit::MemoryCap(m) => format!("ran out of memory: stopped by the memory cap {m}"),
    }
}

fn signal_name(s: i32) -> &'static str {
    match s {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        7 => " (SIGBUS)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        _ => "",
    }
}

/// A unified line diff of expected vs actual output.
pub fn diff(expected: &str, actual: &str) -> String {
    let d = similar::TextDiff::from_lines(expected, actual);
    let mut out = String::new();
    for change in d.iter_all_changes() {
        let sign = match change.tag() {
            similar::ChangeTag::Delete => "-",
            similar::ChangeTag::Insert => "+",
            similar::ChangeTag::Equal => " ",
        };
        out.push_str(sign);
        out.push_str(change.value());
        if !change.value().ends_with('\n') {
            out.push_str("\n\\ no newline at end\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    const HEAD: &str = "/*---\nsection: I.4.3\nclause: a.b\ndescription: d\n";

    fn case(body: &str) -> Case {
        crate::case::parse("t".into(), Path::new("t.cu"), format!("{HEAD}{body}")).unwrap()
    }

    fn diag(line: u32, severity: Severity, message: &str) -> Diagnostic {
        Diagnostic {
            file: Some("t.cu".into()),
            line: Some(line),
            column: Some(1),
            severity,
            tool: "cudafe".into(),
            code: None,
            message: message.into(),
        }
    }

    /// The outcome of a compile that reported `diags` (failed when one is an error).
    fn compiled(diags: Vec<Diagnostic>) -> Outcome {
        let failed = diags.iter().any(|d| d.severity == Severity::Error);
        Outcome {
            reached: (!failed).then_some(Phase::Compile),
            attempted: Some(Phase::Compile),
            steps: vec![crate::outcome::Step {
                phase: Phase::Compile,
                command: "cc".into(),
                exit: Exit::Code(failed as i32),
                duration_ms: 0,
                output: String::new(),
            }],
            diagnostics: diags,
            run: None,
            capped: None,
            cached: false,
        }
    }

    // Lines: 1-5 frontmatter, 6 `---*/`, code from 7.
    const GROUP: &str = "verdict: error\n---*/\nconstexpr int f() { return h; } // expect-error-any(use) {{host}}\nint g() { return f(); } // expect-error-any(use)\nint k;\n";

    /// A warning the back end prints with no position (NVVM's #20208-D) is the diagnostic of a
    /// case that expects one at a single place (a line or a group), of a severity and pattern it
    /// accepts; with two expected places it satisfies neither, and each missing one names it.
    #[test]
    fn a_warning_without_a_position_satisfies_a_single_expected_place() {
        let ld = "Warning #20208-D: 'long double' is treated as 'double' in device code\n\nRemark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n";
        let mut o = compiled(vec![]);
        o.steps[0].output = ld.into();
        let one = case("verdict: diagnose\n---*/\nlong double f(); // expect-diag\n");
        assert_eq!(
            judge(&one, &o).status,
            Status::Pass,
            "{:?}",
            judge(&one, &o)
        );
        let group = case("verdict: diagnose\n---*/\nlong double f(); // expect-diag-any(g)\nlong double g(); // expect-diag-any(g)\n");
        assert_eq!(judge(&group, &o).status, Status::Pass);
        // a pattern it does not match, or an error it is not: still missing
        let other = case("verdict: diagnose\n---*/\nlong double f(); // expect-diag {{managed}}\n");
        assert_eq!(judge(&other, &o).status, Status::Fail);
        let err = case("verdict: error\n---*/\nlong double f(); // expect-error\n");
        assert_eq!(judge(&err, &o).status, Status::Fail);
        // two places: attributed to neither
        let two = case("verdict: diagnose\n---*/\nlong double f(); // expect-diag\nlong double g(); // expect-diag\n");
        let j = judge(&two, &o);
        assert_eq!(j.status, Status::Fail);
        assert_eq!(j.mismatches.len(), 2, "{j:?}");
        assert!(
            j.mismatches
                .iter()
                .all(|m| m.contains("without a source line") && m.contains("#20208-D")),
            "{j:?}"
        );
        // no such warning: the same cases fail as before, without the note
        let silent = compiled(vec![]);
        let j = judge(&one, &silent);
        assert_eq!(j.status, Status::Fail);
        assert!(!j.mismatches[0].contains("without a source line"), "{j:?}");
    }

    /// A build that fails with an internal error and no readable diagnostic (NVRTC's LLVM
    /// verifier abort) is named in the mismatches of an error or diagnose case, after the
    /// missing diagnostic, so that it does not read as a silent acceptance.
    #[test]
    fn an_internal_error_without_a_source_line_is_named() {
        let mut aborted = compiled(vec![]);
        aborted.reached = None;
        aborted.steps[0].exit = Exit::Code(6);
        aborted.steps[0].output = "error: Broken module found, compilation aborted!\n".into();
        for v in ["error", "diagnose"] {
            let c = case(&format!(
                "verdict: {v}\n---*/\nint f(); // expect-{}\n",
                if v == "error" { "error" } else { "diag" }
            ));
            let j = judge(&c, &aborted);
            assert_eq!(j.status, Status::Fail, "{v}");
            assert!(
                j.mismatches[0].starts_with("missing "),
                "{v}: {:?}",
                j.mismatches
            );
            assert_eq!(
                j.mismatches.last().unwrap(),
                "compile failed without a diagnostic the harness could read (exited with status 6): error: Broken module found, compilation aborted!",
                "{v}"
            );
            // A failure with a readable error is not one.
            let j = judge(&c, &compiled(vec![diag(9, Severity::Error, "x")]));
            assert!(
                !j.mismatches.iter().any(|m| m.contains("could read")),
                "{v}: {:?}",
                j.mismatches
            );
        }
    }

    #[test]
    fn an_error_group_is_satisfied_by_any_of_its_lines() {
        let c = case(GROUP);
        for line in [7, 8] {
            let j = judge(&c, &compiled(vec![diag(line, Severity::Error, "host var")]));
            assert_eq!(j.status, Status::Pass, "line {line}: {:?}", j.mismatches);
        }
        // Both lines diagnosed: neither is unexpected.
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Error, "host"),
                diag(8, Severity::Error, "x"),
            ]),
        );
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    }

    /// An unused-variable lint on the rule's line says nothing of the rule: the mismatch does
    /// not call it "only a warning" (which would make the deviation `warns-only`); a warning
    /// about the construct still does.
    #[test]
    fn an_unused_variable_lint_is_not_a_warning_about_the_rule() {
        let c = case(GROUP);
        let mut lint = diag(
            8,
            Severity::Warning,
            r#"variable "lam1" was set but never used"#,
        );
        lint.code = Some("550-D".into());
        let j = judge(&c, &compiled(vec![lint]));
        assert_eq!(j.status, Status::Fail);
        assert!(
            !j.mismatches.iter().any(|m| m.contains("only a warning")),
            "{:?}",
            j.mismatches
        );
        let gcc = diag(
            8,
            Severity::Warning,
            "unused variable 'x' [-Wunused-variable]",
        );
        let j = judge(&c, &compiled(vec![gcc]));
        assert!(!j.mismatches.iter().any(|m| m.contains("only a warning")));
        let about = diag(
            8,
            Severity::Warning,
            "Cannot store to pointer that points to constant memory space",
        );
        let j = judge(&c, &compiled(vec![about]));
        assert!(
            j.mismatches.iter().any(|m| m.contains("only a warning")),
            "{:?}",
            j.mismatches
        );
    }

    #[test]
    fn an_error_group_fails_when_no_line_has_its_error() {
        let c = case(GROUP);
        // Nothing: accepted.
        let j = judge(&c, &compiled(vec![]));
        assert_eq!(j.status, Status::Fail);
        assert!(j.mismatches[0].contains("succeeded"), "{:?}", j.mismatches);
        assert!(
            j.mismatches[1].contains("missing error at any of lines 7, 8 (group use)"),
            "{:?}",
            j.mismatches
        );
        // The regex of line 7 is not met there, and line 8 has only a warning.
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Error, "other"),
                diag(8, Severity::Warning, "w"),
            ]),
        );
        assert_eq!(j.status, Status::Fail);
        assert!(
            j.mismatches.iter().any(|m| m.contains("only a warning")),
            "{:?}",
            j.mismatches
        );
        // An error outside the group is unexpected.
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Error, "host"),
                diag(9, Severity::Error, "x"),
            ]),
        );
        assert_eq!(j.status, Status::Fail);
        assert!(j.mismatches[0].contains("unexpected error at line 9"));
    }

    const DIAG: &str = "verdict: diagnose\n---*/\nlong double x; // expect-diag\nint y;\n";

    #[test]
    fn expect_diag_is_satisfied_by_a_warning_or_an_error() {
        let c = case(DIAG);
        for sev in [Severity::Warning, Severity::Error] {
            let j = judge(&c, &compiled(vec![diag(7, sev, "not supported")]));
            assert_eq!(j.status, Status::Pass, "{sev}: {:?}", j.mismatches);
        }
    }

    #[test]
    fn expect_diag_fails_without_a_diagnostic_or_with_an_error_elsewhere() {
        let c = case(DIAG);
        let j = judge(&c, &compiled(vec![]));
        assert_eq!(j.status, Status::Fail);
        assert_eq!(
            j.mismatches,
            vec!["missing diagnostic at line 7".to_string()]
        );
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Warning, "w"),
                diag(8, Severity::Error, "e"),
            ]),
        );
        assert_eq!(j.status, Status::Fail);
        assert!(j.mismatches[0].contains("unexpected error at line 8"));
        // A warning elsewhere is not a departure (as in every verdict).
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Warning, "w"),
                diag(8, Severity::Warning, "w"),
            ]),
        );
        assert_eq!(j.status, Status::Pass);
    }

    #[test]
    fn a_diag_group_and_expect_diag_in_an_error_case() {
        let c = case("verdict: diagnose\n---*/\nint a; // expect-diag-any(d)\nint b; // expect-diag-any(d)\n");
        let j = judge(&c, &compiled(vec![diag(8, Severity::Warning, "w")]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        let j = judge(&c, &compiled(vec![]));
        assert!(j.mismatches[0].contains("missing diagnostic at any of lines 7, 8"));
        // In an error case an `expect-diag` line is one more required diagnostic.
        let c = case("verdict: error\n---*/\nint a; // expect-error\nint b; // expect-diag\n");
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Error, "e"),
                diag(8, Severity::Error, "e"),
            ]),
        );
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        let j = judge(&c, &compiled(vec![diag(7, Severity::Error, "e")]));
        assert_eq!(j.status, Status::Fail);
    }

    /// A compile or link that failed with nothing the harness could parse (a host compiler's
    /// message in a temporary file, a tool that printed nothing).
    fn failed_unreadably(diags: Vec<Diagnostic>) -> Outcome {
        let mut o = compiled(diags);
        o.reached = None;
        o.steps[0].exit = Exit::Code(1);
        o
    }

    // Lines: 7 the construct the clause names (where a diagnosing tool would point), 8 valid.
    const NDR: &str =
        "verdict: ndr\n---*/\ninline namespace N { int v; } // expect-error\nint w;\n";

    #[test]
    fn ndr_passes_when_accepted_or_diagnosed_at_an_allowed_line() {
        let c = case(NDR);
        let j = judge(&c, &compiled(vec![]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        assert_eq!(j.remarks, vec!["not diagnosed (no diagnostic required)"]);
        let j = judge(&c, &compiled(vec![diag(7, Severity::Error, "ambiguous")]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        assert_eq!(j.remarks, vec!["diagnosed at 7"]);
        // A warning anywhere is allowed, as in every verdict.
        let j = judge(&c, &compiled(vec![diag(8, Severity::Warning, "w")]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    }

    #[test]
    fn ndr_fails_on_an_error_at_a_line_no_annotation_allows() {
        let c = case(NDR);
        let j = judge(&c, &compiled(vec![diag(8, Severity::Error, "bad")]));
        assert_eq!(j.status, Status::Fail);
        assert_eq!(j.mismatches, vec!["unexpected error at line 8: bad"]);
        // Also when the allowed line is diagnosed as well.
        let j = judge(
            &c,
            &compiled(vec![
                diag(7, Severity::Error, "ok here"),
                diag(8, Severity::Error, "bad"),
            ]),
        );
        assert_eq!(j.status, Status::Fail);
        assert_eq!(j.remarks, vec!["diagnosed at 7, 8"]);
        // An error in another file (a generated host file, a header) is no line of the case.
        let mut d = diag(3, Severity::Error, "host compiler");
        d.file = Some("/tmp/x.cudafe1.cpp".into());
        let j = judge(&c, &compiled(vec![d]));
        assert_eq!(j.status, Status::Fail);
        assert!(
            j.mismatches[0].starts_with("unexpected error: "),
            "{:?}",
            j.mismatches
        );
        assert_eq!(j.remarks, vec!["diagnosed at x.cudafe1.cpp:3"]);
    }

    #[test]
    fn ndr_errors_in_generated_code_conform_only_where_the_clause_lets_host_compilation_fail() {
        let mut c = case(NDR);
        let stub = |file: &str| {
            let mut d = diag(14, Severity::Error, "'::v' has not been declared");
            d.file = Some(file.into());
            d.tool = "host".into();
            d
        };
        let gen = stub("/tmp/x/tmpxft_00_00000000-6_t.cudafe1.stub.c");
        // Without the clause's allowance: rejected at no line of the case.
        assert_eq!(
            judge(&c, &failed_unreadably(vec![gen.clone()])).status,
            Status::Fail
        );
        c.generated_code_may_fail = true;
        let j = judge(&c, &failed_unreadably(vec![gen.clone()]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        assert!(j.remarks[0].contains("generated code"), "{:?}", j.remarks);
        let lam = stub("nvcc_internal_extended_lambda_implementation");
        assert_eq!(
            judge(&c, &failed_unreadably(vec![lam])).status,
            Status::Pass
        );
        // A toolchain header is not generated code, nor is an unannotated line of the case.
        let header = stub("/usr/include/c++/12/vector");
        assert_eq!(
            judge(&c, &failed_unreadably(vec![header])).status,
            Status::Fail
        );
        let j = judge(
            &c,
            &failed_unreadably(vec![gen, diag(8, Severity::Error, "bad")]),
        );
        assert_eq!(j.mismatches, vec!["unexpected error at line 8: bad"]);
        // Only an ndr case: an ok case of such a clause rejected in a stub rejects valid code.
        let mut ok = case("verdict: ok\n---*/\nint w;\n");
        ok.generated_code_may_fail = true;
        let j = judge(
            &ok,
            &failed_unreadably(vec![stub("/tmp/x/t.cudafe1.stub.c")]),
        );
        assert_eq!(j.status, Status::Fail);
    }

    #[test]
    fn a_follow_on_error_on_the_use_of_a_diagnosed_declaration_is_in_its_group() {
        let c = case("verdict: error\n---*/\nvoid f(double x) {\n  __float128 q = x; // expect-error\n  double r = (double)(q + 1);\n  int k = undeclared_thing;\n}\n");
        let decl = diag(
            8,
            Severity::Error,
            "'__float128' is not supported on this target",
        );
        let use_ = diag(
            9,
            Severity::Error,
            "'q' requires 128 bit size '__float128' type support, but target 'nvptx64-nvidia-cuda' does not support it",
        );
        let j = judge(&c, &failed_unreadably(vec![decl.clone(), use_.clone()]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        // Without the diagnosed declaration, the use is the only error: wrong place.
        let j = judge(&c, &failed_unreadably(vec![use_]));
        assert_eq!(j.status, Status::Fail);
        // An unrelated extra error stays a rejection of valid code.
        let other = diag(
            10,
            Severity::Error,
            "use of undeclared identifier 'undeclared_thing'",
        );
        let j = judge(&c, &failed_unreadably(vec![decl, other]));
        assert_eq!(
            j.mismatches,
            vec!["unexpected error at line 10: use of undeclared identifier 'undeclared_thing'"]
        );
    }

    #[test]
    fn ndr_fails_when_the_build_fails_without_a_readable_error() {
        let c = case(NDR);
        let j = judge(&c, &failed_unreadably(vec![]));
        assert_eq!(j.status, Status::Fail);
        assert!(
            j.mismatches[0]
                .starts_with("compile failed without a diagnostic the harness could read"),
            "{:?}",
            j.mismatches
        );
        // A warning at the allowed line does not explain a failed build.
        let j = judge(
            &c,
            &failed_unreadably(vec![diag(7, Severity::Warning, "w")]),
        );
        assert_eq!(j.status, Status::Fail);
        // An allowed error does.
        let j = judge(&c, &failed_unreadably(vec![diag(7, Severity::Error, "e")]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
    }

    #[test]
    fn ndr_groups_and_unanchored_diagnostics_allow_errors() {
        let c = case("verdict: ndr\ndiagnostics:\n  - {severity: error, tool: nvlink, regex: \"undefined\"}\n---*/\nint a; // expect-error-any(g)\nint b; // expect-error-any(g)\nint c;\n");
        for line in [9, 10] {
            let j = judge(&c, &compiled(vec![diag(line, Severity::Error, "e")]));
            assert_eq!(j.status, Status::Pass, "line {line}: {:?}", j.mismatches);
        }
        let j = judge(&c, &compiled(vec![diag(11, Severity::Error, "e")]));
        assert_eq!(j.status, Status::Fail);
        let mut link = diag(0, Severity::Error, "undefined reference to b");
        link.tool = "nvlink".into();
        link.file = None;
        link.line = None;
        let j = judge(&c, &failed_unreadably(vec![link.clone()]));
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        assert_eq!(j.remarks, vec!["diagnosed at nvlink"]);
        link.message = "something else".into();
        let j = judge(&c, &failed_unreadably(vec![link]));
        assert_eq!(j.status, Status::Fail);
    }

    #[test]
    fn ndr_annotations_limited_to_a_revision_allow_only_there() {
        let src = format!(
            "{HEAD}verdict: ndr\nrevisions:\n  a: {{}}\n  b: {{}}\n---*/\nint x; // expect-error[a]\nint y; // expect-error[b]\n"
        );
        let trials = crate::case::parse_revisions("t".into(), Path::new("t.cu"), src).unwrap();
        let [a, b] = &trials[..] else {
            panic!("two revisions")
        };
        let at10 = compiled(vec![diag(10, Severity::Error, "e")]);
        assert_eq!(judge(a, &at10).status, Status::Pass);
        let j = judge(b, &at10);
        assert_eq!(j.status, Status::Fail);
        assert_eq!(j.mismatches, vec!["unexpected error at line 10: e"]);
        assert_eq!(
            judge(b, &compiled(vec![diag(11, Severity::Error, "e")])).status,
            Status::Pass
        );
    }

    #[test]
    fn a_run_phase_ndr_case_that_builds_conforms_whatever_the_program_does() {
        let c = case("verdict: ndr\nphase: run\n---*/\nint main() { return 3; } // expect-error\n");
        let mut o = compiled(vec![]);
        o.reached = Some(Phase::Run);
        o.attempted = Some(Phase::Run);
        o.run = Some(crate::outcome::RunRecord {
            exit: Exit::Code(3),
            stdout: String::new(),
            stderr: String::new(),
            duration_ms: 0,
            sanitizer: None,
        });
        let j = judge(&c, &o);
        assert_eq!(j.status, Status::Pass, "{:?}", j.mismatches);
        assert!(
            j.remarks[1].contains("any outcome conforms"),
            "{:?}",
            j.remarks
        );
    }

    #[test]
    fn ub_fails_when_it_does_not_build_or_has_an_error() {
        // A `ub` case asserts that the code is valid to compile: built, no error anywhere.
        let c = case("verdict: ub\nwitness: {unobservable: \"x\"}\n---*/\nint a;\n");
        assert_eq!(judge(&c, &compiled(vec![])).status, Status::Pass);
        let j = judge(&c, &compiled(vec![diag(7, Severity::Error, "e")]));
        assert_eq!(j.status, Status::Fail);
        assert_eq!(j.mismatches, vec!["unexpected error at line 7: e"]);
        let j = judge(&c, &failed_unreadably(vec![]));
        assert_eq!(j.status, Status::Fail);
        assert_eq!(
            j.mismatches,
            vec!["compile failed without a diagnostic the harness could read"]
        );
        assert_eq!(
            judge(&c, &compiled(vec![diag(7, Severity::Warning, "w")])).status,
            Status::Pass
        );
    }
}
