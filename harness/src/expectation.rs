//! Expectation files: the recorded deviations of one toolchain from the spec.
//!
//! `expectations/<toolchain>.yaml` maps case ids to the status the toolchain is known to get
//! (`fail`, `crash`, `timeout`) with a one-line note on what it does. A case that departs from the
//! spec exactly as recorded is `xfail`; a recorded case that now conforms is `xpass` (news). The
//! cases themselves are never edited: they stay as the spec says.
//!
//! Every entry has a `kind` (`expectations/README.md`): what sort of departure it is, so a
//! deviation list can be read by kind (a compiler that accepts what the rule rejects, one that
//! only warns, one limited by its build, ...). `bless` infers it from the judgement and keeps a
//! hand-set kind unless the inference contradicts it. An entry for a case outside its CUDA range
//! on this toolchain is stale: the run flags it like an xpass and `bless` removes it.

use crate::case::{CaseError, Phase, Verdict};
use crate::verdict::{Judgement, Status};
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

/// What sort of departure from the rule a deviation is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeviationKind {
    /// No diagnostic for code the rule rejects.
    AcceptsInvalid,
    /// A warning where the rule requires the code to be rejected.
    WarnsOnly,
    /// An error for code the rule allows.
    RejectsValid,
    /// Rejected, but diagnosed at another line than any the clause allows.
    WrongPlace,
    /// Valid code accepted without a warning the rule requires (deprecation diagnostics).
    MissingWarning,
    /// A run case builds but misbehaves (exit status, output).
    Runtime,
    /// A missing header or feature of this build of the toolchain, not a language deviation.
    ToolchainLimit,
    /// The toolchain (or the program) crashes.
    Crash,
    /// The toolchain (or the program) runs past its deadline.
    Timeout,
}

impl DeviationKind {
    pub const ALL: [DeviationKind; 9] = [
        DeviationKind::AcceptsInvalid,
        DeviationKind::WarnsOnly,
        DeviationKind::RejectsValid,
        DeviationKind::WrongPlace,
        DeviationKind::MissingWarning,
        DeviationKind::Runtime,
        DeviationKind::ToolchainLimit,
        DeviationKind::Crash,
        DeviationKind::Timeout,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            DeviationKind::AcceptsInvalid => "accepts-invalid",
            DeviationKind::WarnsOnly => "warns-only",
            DeviationKind::RejectsValid => "rejects-valid",
            DeviationKind::WrongPlace => "wrong-place",
            DeviationKind::MissingWarning => "missing-warning",
            DeviationKind::Runtime => "runtime",
            DeviationKind::ToolchainLimit => "toolchain-limit",
            DeviationKind::Crash => "crash",
            DeviationKind::Timeout => "timeout",
        }
    }

    /// Whether a kind set by hand may stand over `inferred`: it refines it rather than
    /// contradicts it. Accepting with or without a warning are one family (the warning may be
    /// at a line or with a message the judgement did not tie to the rule), as are the two ways
    /// of rejecting; a build limit may explain any compile-time departure.
    pub fn refines(self, inferred: DeviationKind) -> bool {
        use DeviationKind::*;
        let family = |k: DeviationKind| match k {
            AcceptsInvalid | WarnsOnly => 1,
            RejectsValid | WrongPlace => 2,
            other => 10 + other as u8,
        };
        self == inferred
            || family(self) == family(inferred)
            || (self == ToolchainLimit
                && matches!(
                    inferred,
                    AcceptsInvalid | WarnsOnly | RejectsValid | WrongPlace | MissingWarning
                ))
    }
}

impl std::fmt::Display for DeviationKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a judgement says about the kind of departure: read from the verdict and the mismatches
/// the judgement wrote (their wording is `verdict.rs`'s), and the note where the judgement
/// cannot tell (a note saying the toolchain warns).
pub fn infer_kind(
    verdict: Option<Verdict>,
    status: Status,
    mismatches: &[String],
    note: Option<&str>,
    capped_before_link: bool,
) -> DeviationKind {
    use DeviationKind::*;
    match status {
        Status::Crash => return Crash,
        Status::Timeout => return Timeout,
        _ => {}
    }
    let any = |p: &dyn Fn(&str) -> bool| mismatches.iter().any(|m| p(m));
    let limit = |m: &str| {
        m.contains("cannot open source file")
            || m.contains("file not found")
            || m.contains("No such file or directory")
    };
    if any(&limit) {
        return ToolchainLimit;
    }
    let run = |m: &str| {
        m.starts_with("exit status")
            || m.starts_with("stdout differs")
            || m.starts_with("stdout does not match")
            || m.starts_with("program ")
    };
    let accepted = any(&|m| m.contains("succeeded, but the spec requires the code to be rejected"));
    let missing_required = any(&|m| {
        (m.starts_with("missing error") || m.starts_with("missing diagnostic"))
            && !m.starts_with("missing error (no line)")
    });
    let missing_unanchored = any(&|m| m.starts_with("missing error (no line)"));
    // clang 14 to 21 cannot compile a device-side launch (README's toolchain-limit): such an
    // error is a limit beside whatever the rule's line does, not the rule diagnosed elsewhere
    // (issue 23, second review G6, fifth review F1).
    let launch_limit = |m: &str| {
        m.starts_with("unexpected error") && m.contains("reference to __global__ function")
    };
    let unexpected = any(&|m| m.starts_with("unexpected error") && !launch_limit(m));
    let limited = any(&launch_limit);
    static NOTE_WARNS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"(?i)only warns|only a warning|with a warning|with warning|it warns|warns only",
        )
        .unwrap()
    });
    let warned = any(&|m| m.contains(": only a warning there"))
        || note.is_some_and(|n| NOTE_WARNS.is_match(n));
    if accepted {
        return if warned { WarnsOnly } else { AcceptsInvalid };
    }
    if (missing_required || missing_unanchored) && unexpected {
        return WrongPlace;
    }
    if missing_unanchored && capped_before_link {
        return ToolchainLimit;
    }
    if missing_required || missing_unanchored {
        return if warned && verdict != Some(Verdict::Diagnose) {
            WarnsOnly
        } else {
            AcceptsInvalid
        };
    }
    // An ndr case is valid but for the construct its annotations mark; an error in no line of
    // it (a generated stub, the toolchain's own header) is that construct diagnosed where no
    // reader can find it, rather than valid code rejected (which would carry the line).
    if verdict == Some(Verdict::Ndr)
        && unexpected
        && mismatches
            .iter()
            .filter(|m| m.starts_with("unexpected error"))
            .all(|m| m.starts_with("unexpected error: "))
    {
        return WrongPlace;
    }
    if unexpected || any(&|m| m.contains("failed without a diagnostic")) {
        return RejectsValid;
    }
    if limited {
        return ToolchainLimit;
    }
    if any(&|m| m.starts_with("missing warning")) {
        return MissingWarning;
    }
    if any(&run) {
        return Runtime;
    }
    match verdict {
        Some(Verdict::Ok) | Some(Verdict::Ub) => RejectsValid,
        _ => AcceptsInvalid,
    }
}

/// Whether clang's "'managed' attribute ignored" is all the rule's line draws while the rule
/// is about memory spaces (`managed.*`, `*memspace*`) and `__managed__` is the only
/// memory-space specifier on that line (`source`: the case file): without the attribute it
/// ignores, the line breaks no rule the toolchain knows of, README's toolchain-limit ("clang's
/// ignored `__managed__`"; issue 23, fifth review F2). Where the line stays invalid without
/// `__managed__` (`static __managed__ int m = p;` under the dynamic-initialization rule, second
/// review G7; `extern __device__ __managed__ int v;` under the whole-program rule, which
/// `__device__` alone breaks) the departure stays what the judgement says. No source: not
/// decided here.
pub fn ignored_managed_is_the_rule(
    mismatches: &[String],
    clause: Option<&str>,
    source: Option<&str>,
) -> bool {
    static LINES: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"at (?:any of )?lines? ([0-9][0-9, ]*)").unwrap());
    static OTHER_SPACE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b__(?:device|constant|shared)__\b").unwrap());
    let (Some(clause), Some(source)) = (clause, source) else {
        return false;
    };
    if !(clause.starts_with("managed.") || clause.contains("memspace")) {
        return false;
    }
    let text: Vec<&str> = source.lines().collect();
    // Another memory space counts only where it specifies the same declaration: at the
    // parenthesis depth of `__managed__`. A function's own `__device__` before a parameter
    // list is its execution space, not the parameter's (`__device__ void f(__managed__ int p)`,
    // issue 23 pre-scan #80).
    let depth_at = |code: &str, at: usize| -> i32 {
        code[..at]
            .chars()
            .map(|c| match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            })
            .sum()
    };
    let only_managed_at = |n: u32| {
        n >= 1
            && text.get(n as usize - 1).is_some_and(|l| {
                let code = l.split("//").next().unwrap_or("");
                let Some(m) = code.find("__managed__") else {
                    return false;
                };
                let dm = depth_at(code, m);
                !OTHER_SPACE
                    .find_iter(code)
                    .any(|o| depth_at(code, o.start()) == dm)
            })
    };
    let ignored: Vec<&String> = mismatches
        .iter()
        .filter(|m| {
            (m.starts_with("missing error") || m.starts_with("missing diagnostic"))
                && m.contains(": only a warning there (")
                && m.contains("'managed' attribute ignored")
        })
        .collect();
    !ignored.is_empty()
        && ignored.iter().all(|m| {
            LINES.captures(m).is_some_and(|c| {
                c[1].split(',')
                    .filter_map(|n| n.trim().parse::<u32>().ok())
                    .any(only_managed_at)
            })
        })
}

/// The kind of an error case's departure where a hand-set `toolchain-limit` does not stand: the
/// rule's own line draws nothing (no error, no warning: a missing error without a pattern and
/// without "only a ... there") while the errors are elsewhere (`wrong-place` inferred, or
/// `accepts-invalid` where those errors are a known limit, [`infer_kind`]). An error
/// elsewhere that is a limit of the tool (clang 14 to 21 cannot compile a device-side launch)
/// sits *beside* the departure: the toolchain compiled the rule's line and said nothing, which is
/// `accepts-invalid` whatever else fails (issue 23, fifth review F1, second review G6). A limit
/// stands where it explains the silence: a fatal one (a missing header: `infer_kind` already
/// says `toolchain-limit`), or one at the rule's line itself (clang's "'managed' attribute
/// ignored" there is "only a warning there"). A patterned annotation is left alone: an error of
/// another wording at its line would not show in the mismatches.
pub fn departure_beside_limit(
    verdict: Option<Verdict>,
    mismatches: &[String],
    inferred: DeviationKind,
) -> Option<DeviationKind> {
    let errors_elsewhere = mismatches.iter().any(|m| m.starts_with("unexpected error"));
    if !matches!(
        inferred,
        DeviationKind::WrongPlace | DeviationKind::AcceptsInvalid
    ) || !errors_elsewhere
        || !matches!(verdict, Some(Verdict::Error) | Some(Verdict::Diagnose))
    {
        return None;
    }
    let silent_at_rule = |m: &String| {
        (m.starts_with("missing error at ") || m.starts_with("missing diagnostic at "))
            && !m.contains(" matching /")
            && !m.contains(": only a ")
    };
    let missing: Vec<&String> = mismatches
        .iter()
        .filter(|m| m.starts_with("missing error") || m.starts_with("missing diagnostic"))
        .collect();
    (!missing.is_empty() && missing.iter().all(|m| silent_at_rule(m)))
        .then_some(DeviationKind::AcceptsInvalid)
}

/// A kind a note states outright where the judgement alone cannot tell it: a build or a
/// toolchain that lacks the feature the case exercises (no dynamic parallelism in clang, clang
/// ignoring `__managed__`, a missing header, a checker that does not link).
pub fn kind_from_note(note: &str) -> Option<DeviationKind> {
    static LIMIT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"(?i)does not support dynamic parallelism|ignores __managed__|'managed' attribute ignored|cannot open source file|file not found|missing header|does not link",
        )
        .unwrap()
    });
    // a warning the build printed, quoted in the note as recorded (`silence.rs`: `at line 10
    // ("'managed' attribute ignored")`), is a fact beside the departure, not the note's account
    // of it: it decides no kind (clang's ignored `__managed__` beside a `__device__` on a member)
    static QUOTED: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r#"\("[^"]*"\)"#).unwrap());
    LIMIT
        .is_match(&QUOTED.replace_all(note, ""))
        .then_some(DeviationKind::ToolchainLimit)
}

/// Gives a kind to every entry of `file` that has none (every entry with `reinfer`), from
/// what the file recorded: the status, the first mismatch (`detail`) and the note, with the
/// case's verdict and phase from `case_of`. `compile_only`: the toolchain stops at compile (so
/// a missing link-time error is its limit). Returns how many entries got each kind.
pub fn migrate(
    file: &mut ExpectationFile,
    case_of: &dyn Fn(&str) -> Option<(Verdict, Phase)>,
    compile_only: bool,
    reinfer: bool,
) -> BTreeMap<DeviationKind, usize> {
    let mut counts = BTreeMap::new();
    for (id, d) in file.deviations.iter_mut() {
        if d.kind.is_some() && !reinfer {
            continue;
        }
        let (verdict, phase) = match case_of(id) {
            Some((v, p)) => (Some(v), Some(p)),
            None => (None, None),
        };
        let mut mismatches: Vec<String> = d.detail.iter().cloned().collect();
        // Only the first mismatch was kept. An error case whose first mismatch is a missing
        // error did not compile (else the first would say it succeeded): it was rejected at
        // another line. Not so on a toolchain that stops before the case's phase: it never
        // says "succeeded" of a link case.
        let capped = compile_only && phase.is_some_and(|p| p >= Phase::Link);
        if verdict == Some(Verdict::Error)
            && !capped
            && mismatches
                .first()
                .is_some_and(|m| m.starts_with("missing error at line"))
        {
            mismatches.push("unexpected error elsewhere (the compile failed)".into());
        }
        let k = kind_from_note(&d.note)
            .unwrap_or_else(|| infer_kind(verdict, d.status, &mismatches, Some(&d.note), capped));
        d.kind = Some(k);
        *counts.entry(k).or_default() += 1;
    }
    counts
}

/// Removes the entries of cases whose CUDA range excludes `cuda`, the version whose rules judge
/// the file's toolchain: what `bless` does with a run's `unsupported` results, without running
/// the toolchain (those cases are decided before any build). Returns the removed ids.
pub fn prune_outside_range(
    file: &mut ExpectationFile,
    range_of: &dyn Fn(&str) -> Option<crate::version::Range>,
    cuda: &crate::version::Version,
) -> Vec<String> {
    let stale: Vec<String> = file
        .deviations
        .keys()
        .filter(|id| range_of(id).is_some_and(|r| !r.contains(cuda)))
        .cloned()
        .collect();
    for id in &stale {
        file.deviations.remove(id);
    }
    stale
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deviation {
    /// The status the toolchain gets on this case.
    pub status: Status,
    /// What sort of departure it is; required in a file (`load` rejects an entry without one),
    /// optional here only so that `migrate` can read files written before kinds.
    #[serde(default)]
    pub kind: Option<DeviationKind>,
    /// What the toolchain does, in one line, written by a person.
    pub note: String,
    /// The harness's summary of the mismatch when blessed (kept for reference).
    pub detail: Option<String>,
    /// For an accepted case (accepts-invalid, warns-only): the warnings the build printed when
    /// blessed (`silence::recorded`), so a note's claim of silence can be checked and made
    /// true (`silence`); empty when it printed none, or when not blessed since.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectationFile {
    /// The toolchain name (`nvcc-13.5`).
    pub toolchain: String,
    /// The exact toolchain id last blessed (`nvcc-13.5.37`).
    pub blessed_with: Option<String>,
    /// Case-id prefixes this file has been blessed over; absent means the whole corpus. Cases
    /// outside it have no record yet: `cargo test` ignores their trials (visibly), `cuconform
    /// run` still judges them.
    pub scope: Option<Vec<String>>,
    /// Case phases this file has been blessed over (`[compile]` when only compile-phase cases
    /// were run, e.g. with a compiler carried without its linker); absent means all phases.
    pub phases: Option<Vec<Phase>>,
    #[serde(default)]
    pub deviations: BTreeMap<String, Deviation>,
}

/// `expectations/<name>.yaml`.
pub fn path_for(dir: &Path, toolchain_name: &str) -> PathBuf {
    dir.join(format!("{toolchain_name}.yaml"))
}

impl ExpectationFile {
    /// Records that a bless covered only the cases of `phase`. Call it before `blessed_with` is
    /// set for this bless. A file blessed before without `phases` already speaks for every
    /// phase and stays so; once every phase has been blessed, the list goes (all phases).
    pub fn record_phase(&mut self, phase: Phase) {
        if self.blessed_with.is_some() && self.phases.is_none() {
            return;
        }
        let mut ps = self.phases.take().unwrap_or_default();
        if !ps.contains(&phase) {
            ps.push(phase);
        }
        ps.sort();
        let all = [Phase::Compile, Phase::Link, Phase::Run];
        self.phases = (!all.iter().all(|p| ps.contains(p))).then_some(ps);
    }

    /// Reads a file without requiring kinds (for `migrate-kinds`); `load` is the strict reader.
    pub fn load_lenient(path: &Path) -> Result<ExpectationFile, CaseError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CaseError::at(path, 1, 1, format!("cannot read: {e}")))?;
        serde_saphyr::from_str(&text).map_err(|e| {
            let (l, c) = e
                .location()
                .map(|l| (l.line() as u32, l.column() as u32))
                .unwrap_or((1, 1));
            CaseError::at(path, l.max(1), c.max(1), crate::case::yaml_message(&e))
        })
    }

    /// Loads the file; a missing file is an empty expectation set.
    pub fn load(path: &Path, toolchain_name: &str) -> Result<ExpectationFile, CaseError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(ExpectationFile {
                    toolchain: toolchain_name.into(),
                    ..Default::default()
                })
            }
            Err(e) => return Err(CaseError::at(path, 1, 1, format!("cannot read: {e}"))),
        };
        let f: ExpectationFile = serde_saphyr::from_str(&text).map_err(|e| {
            let (l, c) = e
                .location()
                .map(|l| (l.line() as u32, l.column() as u32))
                .unwrap_or((1, 1));
            CaseError::at(path, l.max(1), c.max(1), crate::case::yaml_message(&e))
        })?;
        for (id, d) in &f.deviations {
            // Looked up only for an error: a scan of the file per deviation made loading the
            // 2,000-line nvcc-13.5.yaml take 1-3 s of every run's start (issue 16).
            let line = || {
                let (plain, quoted) = (format!("{id}:"), format!("\"{id}\":"));
                text.lines()
                    .position(|l| {
                        let l = l.trim_start();
                        l.starts_with(&plain) || l.starts_with(&quoted)
                    })
                    .unwrap_or(0) as u32
                    + 1
            };
            if d.kind.is_none() {
                return Err(CaseError::at(
                    path,
                    line(),
                    1,
                    format!(
                        "`{id}`: a deviation needs a `kind` ({}); `cargo run -p cuconform --example migrate-kinds` infers them for a file written before kinds",
                        DeviationKind::ALL.map(DeviationKind::as_str).join(", ")
                    ),
                ));
            }
            if !matches!(d.status, Status::Fail | Status::Crash | Status::Timeout) {
                return Err(CaseError::at(
                    path,
                    line(),
                    1,
                    format!(
                        "`{id}`: a deviation's status is fail, crash or timeout, not {}",
                        d.status
                    ),
                ));
            }
        }
        Ok(f)
    }

    /// Whether this file has a record for a case (its id and phase lie in the blessed scope).
    pub fn covers(&self, case_id: &str, phase: Phase) -> bool {
        self.scope
            .as_ref()
            .is_none_or(|s| s.iter().any(|p| case_id.starts_with(p.as_str())))
            && self.phases.as_ref().is_none_or(|ps| ps.contains(&phase))
    }

    /// Applies the recorded deviations to a judgement: [`apply`](Self::apply), and an entry for
    /// a case that is outside its CUDA range on this toolchain (judged `unsupported` for that
    /// reason) is stale: the status becomes `xpass` (news, like a fixed deviation) with a remark.
    pub fn apply_to(&self, case_id: &str, j: &mut Judgement) -> (Status, Option<&Deviation>) {
        if j.status == Status::Unsupported && is_outside_range(j) {
            if let Some(d) = self.deviations.get(case_id) {
                j.remarks.push(STALE.into());
                return (Status::Xpass, Some(d));
            }
        }
        self.apply(case_id, j.status)
    }

    /// Applies the recorded deviations to a judged status.
    pub fn apply(&self, case_id: &str, status: Status) -> (Status, Option<&Deviation>) {
        match self.deviations.get(case_id) {
            Some(d) if d.status == status => (Status::Xfail, Some(d)),
            Some(d) if status == Status::Pass => (Status::Xpass, Some(d)),
            Some(d) => (status, Some(d)),
            None => (status, None),
        }
    }

    /// Renders the file. Written by hand (not through a serializer) so its layout stays stable
    /// and diff-friendly: sorted ids, one field per line, strings always quoted.
    pub fn render(&self) -> String {
        let q = |s: &str| serde_json::to_string(s).unwrap();
        let mut out = format!(
            "# Recorded deviations of {} from the spec: the cases it does not get right, and what it does.\n\
             # Written by `cuconform bless --toolchain {}`; notes are kept across blesses. Cases stay spec-true.\n",
            self.toolchain, self.toolchain
        );
        out.push_str(&format!("toolchain: {}\n", q(&self.toolchain)));
        if let Some(b) = &self.blessed_with {
            out.push_str(&format!("blessed_with: {}\n", q(b)));
        }
        if let Some(scope) = &self.scope {
            out.push_str("scope:\n");
            for p in scope {
                out.push_str(&format!("  - {}\n", q(p)));
            }
        }
        if let Some(ps) = &self.phases {
            let ps: Vec<String> = ps.iter().map(|p| p.to_string()).collect();
            out.push_str(&format!("phases: [{}]\n", ps.join(", ")));
        }
        if self.deviations.is_empty() {
            out.push_str("deviations: {}\n");
            return out;
        }
        out.push_str("deviations:\n");
        for (id, d) in &self.deviations {
            out.push_str(&format!("  {}:\n    status: {}\n", q(id), d.status));
            if let Some(k) = d.kind {
                out.push_str(&format!("    kind: {k}\n"));
            }
            out.push_str(&format!("    note: {}\n", q(&d.note)));
            if let Some(det) = &d.detail {
                out.push_str(&format!("    detail: {}\n", q(det)));
            }
            if !d.warnings.is_empty() {
                out.push_str("    warnings:\n");
                for w in &d.warnings {
                    out.push_str(&format!("      - {}\n", q(w)));
                }
            }
        }
        out
    }

    /// Writes atomically (temp file + rename), so an interrupted bless leaves the old file.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::results::write_atomically(path, self.render().as_bytes())
    }
}

/// `s` with a trial's work folder (`/tmp/cuconform-RBNWZD/`), nvcc's temporary names in it
/// (`tmpxft_00005cd1_00000000-6_`) and the folder above the checkout's `cases/` as placeholders (`<work>/`,
/// `<work>/tmpxft_<id>_`, nothing: `cases/x.cu`): they differ between runs and checkouts, and a committed file (an expectation file, `reports/matrix/results.json`) must
/// not churn on each bless or regeneration.
pub fn without_temporary_paths(s: &str) -> String {
    static WORK: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"/[^\s:()'"]*?/cuconform-[A-Za-z0-9]+/"#).unwrap());
    static TMPXFT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"(?:<work>/|/[^\s:()'"]*/)?tmpxft_[0-9a-f]+_[0-9a-f]+-\d+_"#).unwrap()
    });
    // The checkout's case folder (`/work/main/cases/`, a CI clone's `/tmp/tmp.X/cases/`, the
    // GPU machine's copy): a committed detail must read the same from every checkout.
    static CASES: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"/[^\s:()'"<>]*/cases/"#).unwrap());
    let m = WORK.replace_all(s, "<work>/");
    let m = TMPXFT.replace_all(&m, "<work>/tmpxft_<id>_");
    CASES.replace_all(&m, "cases/").into_owned()
}

/// A mismatch as one line of at most 240 characters (stdout diffs span several lines).
fn one_line(m: &str) -> String {
    let m = without_temporary_paths(m);
    let joined = m
        .split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" | ");
    match joined.char_indices().nth(240) {
        Some((i, _)) => format!("{}...", &joined[..i]),
        None => joined,
    }
}

/// The family a toolchain id or a note's name for a toolchain belongs to: a note written about
/// one family's observation says nothing about another's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    Nvcc,
    Nvrtc,
    Clang,
    Checker,
}

impl Family {
    /// The family of a toolchain id (`nvcc-13.2.86`, `nvcc-gpu-image-13.0.88`, `nvrtc-12.0.140`,
    /// `clang-19.1.7`, `checker-...`).
    pub fn of_id(id: &str) -> Option<Family> {
        let fam = id.split(['-', '@', '=']).next()?;
        match fam {
            "nvcc" => Some(Family::Nvcc),
            "nvrtc" => Some(Family::Nvrtc),
            "clang" => Some(Family::Clang),
            "checker" => Some(Family::Checker),
            _ => None,
        }
    }
}

/// A toolchain named with its version in a note: `nvcc 13.5`, `nvcc 13.5.37`, `NVRTC 12.0`,
/// `clang 19` (and the raw ids older blesses wrote: `nvrtc-12.0.140`, `clang-19.1.7`).
static NAMED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(
        r"\b(?:(nvcc) 1[0-9]\.[0-9]+(?:\.[0-9]+)?|(NVRTC) 1[0-9]\.[0-9]+(?:\.[0-9]+)?|(nvrtc)-1[0-9]\.[0-9]+\.[0-9]+|(clang)[ -][0-9]{2}(?:\.[0-9]+)*)\b",
    )
    .unwrap()
});

fn named_family(c: &regex::Captures) -> Family {
    if c.get(1).is_some() {
        Family::Nvcc
    } else if c.get(4).is_some() {
        Family::Clang
    } else {
        Family::Nvrtc
    }
}

/// The family of the first toolchain a note names with its version (its subject), if any.
pub fn note_subject_family(note: &str) -> Option<Family> {
    NAMED.captures(note).map(|c| named_family(&c))
}

/// Rewrites a note taken from a notes file for the toolchain being blessed, or `None` when the
/// note is about another family's observation.
///
/// The case authors' notes name the compiler they observed (`nvcc 13.5 accepts it`). Blessing
/// another version of that family from the same notes must not claim the old version's name, so
/// each name of the note's family becomes `shown` (e.g. `nvcc 13.2`). A note whose first named
/// toolchain is of another family describes what that compiler did: retargeted, it put nvcc's
/// behaviour under clang's or NVRTC's name (a clang note said clang "rejects the extern
/// declaration" where clang only warned), so it is not used and the entry keeps the mismatch
/// summary until someone writes its note. A note that names no toolchain is kept as it is.
pub fn retarget_note(note: &str, toolchain_id: &str) -> Option<String> {
    let target = Family::of_id(toolchain_id);
    let shown = shown_name(toolchain_id);
    let Some(subject) = note_subject_family(note) else {
        return Some(note.to_string());
    };
    if target != Some(subject) {
        return None;
    }
    Some(
        NAMED
            .replace_all(note, |c: &regex::Captures| {
                if named_family(c) == subject {
                    shown.clone()
                } else {
                    c[0].to_string()
                }
            })
            .into_owned(),
    )
}

/// How a toolchain id is named in a note: `nvcc-13.2.86` as `nvcc 13.2`, `nvrtc-12.0.140` as
/// `NVRTC 12.0`, `clang-19.1.7` as `clang 19`, `nvcc-gpu-image-13.0.88` as `nvcc 13.0 (GPU
/// image)`; others by their id.
pub fn shown_name(toolchain_id: &str) -> String {
    let major_minor = |v: &str| v.split('.').take(2).collect::<Vec<_>>().join(".");
    let numeric = |v: &str| v.starts_with(|c: char| c.is_ascii_digit());
    if let Some(v) = toolchain_id
        .strip_prefix("nvcc-gpu-image-")
        .filter(|v| numeric(v))
    {
        return format!("nvcc {} (GPU image)", major_minor(v));
    }
    if let Some(v) = toolchain_id.strip_prefix("nvcc-").filter(|v| numeric(v)) {
        return format!("nvcc {}", major_minor(v));
    }
    if let Some(v) = toolchain_id.strip_prefix("nvrtc-").filter(|v| numeric(v)) {
        return format!("NVRTC {}", major_minor(v));
    }
    if let Some(v) = toolchain_id.strip_prefix("clang-").filter(|v| numeric(v)) {
        return format!("clang {}", v.split('.').next().unwrap_or(v));
    }
    toolchain_id.to_string()
}

/// The remark on a stale entry's result.
pub const STALE: &str =
    "recorded deviation for a case outside its range: `cuconform bless` removes it";

/// Whether a judgement is `unsupported` because the case's CUDA range excludes the toolchain.
pub fn is_outside_range(j: &Judgement) -> bool {
    j.remarks
        .iter()
        .any(|r| r.starts_with(crate::toolchain::OUTSIDE_RANGE))
}

/// One judged case for blessing.
pub struct BlessInput<'a> {
    pub case_id: &'a str,
    /// The case's clause (`None`: not known), for kinds that depend on what the rule is about.
    pub clause: Option<&'a str>,
    /// The case file's text (`None`: not known), for kinds that depend on the rule's line.
    pub source: Option<&'a str>,
    pub verdict: Option<Verdict>,
    /// The judged status (before the expectation file).
    pub status: Status,
    pub mismatches: &'a [String],
    /// The warnings of the build (`silence::recorded`), recorded in the entry of an accepted case.
    pub warnings: Vec<String>,
    /// `unsupported` because the case's CUDA range excludes the toolchain.
    pub outside_range: bool,
    /// The toolchain stopped before linking a case whose phase is link or run.
    pub capped_before_link: bool,
}

/// What a bless did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BlessCounts {
    pub added: usize,
    /// Entries of cases that now conform.
    pub removed: usize,
    pub kept: usize,
    /// Entries of cases now outside their CUDA range on this toolchain.
    pub stale: usize,
    /// Kept entries whose kind the inference replaced (it contradicted the recorded one).
    pub rekinded: usize,
}

/// The authors' note for a trial: its own (`a/b#c++14`), else its case's (`a/b`), which speaks
/// for every revision.
fn note_for<'n>(notes: &'n BTreeMap<String, String>, id: &str) -> Option<&'n String> {
    notes
        .get(id)
        .or_else(|| notes.get(crate::case::file_id(id)))
}

/// The warnings an entry of `kind` keeps: an accepted case's (its note may claim silence), none
/// for a rejected one (its errors are the departure, named by the note and `detail`).
fn accepted_warnings(kind: Option<DeviationKind>, i: &BlessInput) -> Vec<String> {
    match kind {
        Some(DeviationKind::AcceptsInvalid | DeviationKind::WarnsOnly) => i.warnings.clone(),
        _ => Vec::new(),
    }
}

/// Rewrites `file` from a run's judged statuses (before expectations were applied). Cases not
/// in `inputs` are left alone; notes of kept deviations are kept; new ones take a note from
/// `notes` if given, else the mismatch summary. Kinds are inferred ([`infer_kind`]); a kept
/// entry's kind stays unless it contradicts the inferred one ([`DeviationKind::refines`]).
pub fn bless(
    file: &mut ExpectationFile,
    inputs: &[BlessInput],
    notes: &BTreeMap<String, String>,
) -> BlessCounts {
    let mut n = BlessCounts::default();
    for i in inputs {
        match i.status {
            Status::Fail | Status::Crash | Status::Timeout => {
                let detail = i.mismatches.first().map(|m| one_line(m));
                let inferred = |note: Option<&str>| {
                    if ignored_managed_is_the_rule(i.mismatches, i.clause, i.source) {
                        return DeviationKind::ToolchainLimit;
                    }
                    infer_kind(
                        i.verdict,
                        i.status,
                        i.mismatches,
                        note,
                        i.capped_before_link,
                    )
                };
                match file.deviations.get_mut(i.case_id) {
                    Some(d) => {
                        // A note that only repeats the mismatch summary was never written by a
                        // person: a note from the notes files replaces it. Written notes stay.
                        if d.detail.as_deref() == Some(d.note.as_str()) {
                            if let Some(n) = note_for(notes, i.case_id) {
                                d.note = n.clone();
                            }
                        }
                        d.status = i.status;
                        d.detail = detail;
                        let k = inferred(Some(&d.note));
                        // A limit beside an undiagnosed rule is no reason for the departure.
                        let beside = departure_beside_limit(i.verdict, i.mismatches, k);
                        match d.kind {
                            Some(DeviationKind::ToolchainLimit) if beside.is_some() => {
                                d.kind = beside;
                                n.rekinded += 1;
                            }
                            // a warning the judgement saw at the rule's line settles
                            // "accepted silently" against "accepted with a warning" (a kind
                            // kept from a run that did not see it: clang's warnings from the
                            // toolkit's macros before `-system-headers`, pre-scan #79)
                            // (clang's "'managed' attribute ignored" is its missing
                            // `__managed__`, no word on the rule: it settles nothing)
                            Some(DeviationKind::AcceptsInvalid)
                                if k == DeviationKind::WarnsOnly
                                    && i.mismatches.iter().any(|m| {
                                        m.contains(": only a warning there (")
                                            && !m.contains("'managed' attribute ignored")
                                    }) =>
                            {
                                d.kind = Some(k);
                                n.rekinded += 1;
                            }
                            Some(hand) if hand.refines(k) => {}
                            Some(_) => {
                                d.kind = Some(k);
                                n.rekinded += 1;
                            }
                            None => d.kind = Some(k),
                        }
                        d.warnings = accepted_warnings(d.kind, i);
                        n.kept += 1;
                    }
                    None => {
                        let note = note_for(notes, i.case_id).cloned().unwrap_or_else(|| {
                            detail
                                .clone()
                                .unwrap_or_else(|| format!("{} on this case", i.status))
                        });
                        let kind = Some(inferred(note_for(notes, i.case_id).map(String::as_str)));
                        let warnings = accepted_warnings(kind, i);
                        file.deviations.insert(
                            i.case_id.to_string(),
                            Deviation {
                                status: i.status,
                                kind,
                                note,
                                detail,
                                warnings,
                            },
                        );
                        n.added += 1;
                    }
                }
            }
            Status::Pass | Status::Xpass | Status::Xfail => {
                if i.status != Status::Xfail && file.deviations.remove(i.case_id).is_some() {
                    n.removed += 1;
                }
            }
            Status::Unsupported if i.outside_range => {
                if file.deviations.remove(i.case_id).is_some() {
                    n.stale += 1;
                }
            }
            // A case the toolchain cannot judge at all (a `requires` it does not meet: a case
            // for the toolchains with a host compilation, on NVRTC) is no deviation of it: an
            // entry left from before the requirement is stale (issue 23 review, F2).
            Status::Unsupported => {
                if file.deviations.remove(i.case_id).is_some() {
                    n.removed += 1;
                }
            }
            Status::NotRun | Status::Invalid => {}
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file with an `accepts-invalid` failure recorded for each of `ids`.
    fn failing_entries(ids: &[&str]) -> ExpectationFile {
        let mut f = ExpectationFile::default();
        for id in ids {
            f.deviations.insert(
                (*id).into(),
                Deviation {
                    status: Status::Fail,
                    kind: Some(DeviationKind::AcceptsInvalid),
                    note: "n".into(),
                    detail: None,
                    warnings: Vec::new(),
                },
            );
        }
        f
    }

    /// An accepted case's entry records the warnings of the build (new or kept), replacing
    /// those of an earlier bless; a rejected case's keeps none (`silence`).
    #[test]
    fn bless_records_the_warnings_of_an_accepted_build_only() {
        let mut f = failing_entries(&["kept"]);
        f.deviations.get_mut("kept").unwrap().warnings = vec!["1: warning: old".into()];
        let accepted =
            vec!["compile succeeded, but the spec requires the code to be rejected".to_string()];
        let rejected = vec!["unexpected error at line 3: no".to_string()];
        let w = vec!["15: warning #20044-D: treated as a static definition".to_string()];
        let input = |case_id, verdict, mismatches| BlessInput {
            case_id,
            clause: None,
            source: None,
            verdict: Some(verdict),
            status: Status::Fail,
            mismatches,
            outside_range: false,
            capped_before_link: false,
            warnings: w.clone(),
        };
        bless(
            &mut f,
            &[
                input("kept", Verdict::Error, &accepted),
                input("new", Verdict::Error, &accepted),
                input("rejected", Verdict::Ok, &rejected),
            ],
            &BTreeMap::new(),
        );
        assert_eq!(f.deviations["kept"].warnings, w);
        assert_eq!(f.deviations["new"].warnings, w);
        assert_eq!(
            f.deviations["new"].kind,
            Some(DeviationKind::AcceptsInvalid)
        );
        assert_eq!(
            f.deviations["rejected"].kind,
            Some(DeviationKind::RejectsValid)
        );
        assert!(f.deviations["rejected"].warnings.is_empty());
        // The file as written keeps them.
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x.yaml");
        f.toolchain = "x".into();
        f.save(&p).unwrap();
        let back = ExpectationFile::load(&p, "x").unwrap();
        assert_eq!(back.deviations["new"].warnings, w);
    }

    /// A case the toolchain cannot judge (a `requires` it does not meet) is no deviation of
    /// it: bless drops an entry left from before the requirement, and keeps one the run did
    /// not reach (`not_run`: no GPU here).
    #[test]
    fn bless_removes_entries_of_cases_the_toolchain_cannot_judge() {
        let mut f = failing_entries(&["needs-host-compilation", "needs-gpu"]);
        let none: Vec<String> = vec![];
        let input = |case_id, status| BlessInput {
            case_id,
            clause: None,
            source: None,
            verdict: Some(Verdict::Error),
            status,
            mismatches: &none,
            outside_range: false,
            capped_before_link: false,
            warnings: Vec::new(),
        };
        let c = bless(
            &mut f,
            &[
                input("needs-host-compilation", Status::Unsupported),
                input("needs-gpu", Status::NotRun),
            ],
            &BTreeMap::new(),
        );
        assert_eq!(c.removed, 1);
        assert!(!f.deviations.contains_key("needs-host-compilation"));
        assert!(f.deviations.contains_key("needs-gpu"));
    }

    #[test]
    fn bless_keys_revisions_by_trial_id_and_takes_the_case_note_for_them() {
        let mut f = ExpectationFile::default();
        let m = vec!["unexpected error at line 8".to_string()];
        let input = |case_id| BlessInput {
            case_id,
            clause: None,
            source: None,
            verdict: Some(Verdict::Ok),
            status: Status::Fail,
            mismatches: &m,
            outside_range: false,
            capped_before_link: false,
            warnings: Vec::new(),
        };
        let notes = BTreeMap::from([
            ("a/fold".to_string(), "the case's note".to_string()),
            ("a/fold#c++20".to_string(), "the revision's own".to_string()),
        ]);
        let c = bless(
            &mut f,
            &[
                input("a/fold#c++17"),
                input("a/fold#c++20"),
                input("b/x#c++14"),
            ],
            &notes,
        );
        assert_eq!(c.added, 3);
        let keys: Vec<&str> = f.deviations.keys().map(String::as_str).collect();
        assert_eq!(keys, ["a/fold#c++17", "a/fold#c++20", "b/x#c++14"]);
        assert_eq!(f.deviations["a/fold#c++17"].note, "the case's note");
        assert_eq!(f.deviations["a/fold#c++20"].note, "the revision's own");
        assert_eq!(f.deviations["b/x#c++14"].note, "unexpected error at line 8");
        // The rendered file reads back with the same keys, and applies to that trial only.
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("t.yaml");
        f.toolchain = "t".into();
        f.save(&p).unwrap();
        let back = ExpectationFile::load(&p, "t").unwrap();
        assert_eq!(back.apply("a/fold#c++17", Status::Fail).0, Status::Xfail);
        assert_eq!(back.apply("a/fold", Status::Fail).0, Status::Fail);
    }

    #[test]
    fn phases_accumulate_until_all_are_blessed() {
        let mut f = ExpectationFile::default();
        f.record_phase(Phase::Compile);
        assert_eq!(
            f.phases,
            Some(vec![Phase::Compile]),
            "a first bless of one phase"
        );
        f.blessed_with = Some("nvcc-13.2.86".into());
        f.record_phase(Phase::Run);
        assert_eq!(f.phases, Some(vec![Phase::Compile, Phase::Run]));
        f.record_phase(Phase::Link);
        assert_eq!(f.phases, None, "every phase blessed: the file covers all");
        // A file covering all phases is not narrowed by a later one-phase bless.
        f.record_phase(Phase::Run);
        assert_eq!(f.phases, None);
    }

    #[test]
    fn apply_maps_recorded_failures_to_xfail_and_fixed_ones_to_xpass() {
        let mut f = ExpectationFile {
            toolchain: "nvcc-13.5".into(),
            ..Default::default()
        };
        f.deviations.insert(
            "a".into(),
            Deviation {
                status: Status::Fail,
                kind: Some(DeviationKind::AcceptsInvalid),
                note: "n".into(),
                detail: None,
                warnings: Vec::new(),
            },
        );
        assert_eq!(f.apply("a", Status::Fail).0, Status::Xfail);
        assert_eq!(f.apply("a", Status::Pass).0, Status::Xpass);
        assert_eq!(
            f.apply("a", Status::Crash).0,
            Status::Crash,
            "a different failure is not the recorded one"
        );
        assert_eq!(f.apply("b", Status::Fail).0, Status::Fail);
    }

    #[test]
    fn notes_are_retargeted_to_the_blessed_version() {
        assert_eq!(shown_name("nvcc-13.2.86"), "nvcc 13.2");
        assert_eq!(
            shown_name("nvcc-gpu-image-13.0.88"),
            "nvcc 13.0 (GPU image)"
        );
        assert_eq!(shown_name("nvrtc-12.0.140"), "NVRTC 12.0");
        assert_eq!(shown_name("clang-19.1.7"), "clang 19");
        assert_eq!(
            retarget_note("nvcc 13.5 accepts it; nvcc 13.5.37 too", "nvcc-13.2.86").as_deref(),
            Some("nvcc 13.2 accepts it; nvcc 13.2 too")
        );
        assert_eq!(
            retarget_note("nvcc 13.5 accepts it", "nvcc-gpu-image-13.0.88").as_deref(),
            Some("nvcc 13.0 (GPU image) accepts it")
        );
        assert_eq!(
            retarget_note("NVRTC 13.5 accepts it, like nvcc 13.5", "nvrtc-12.0.140").as_deref(),
            Some("NVRTC 12.0 accepts it, like nvcc 13.5"),
            "a comparison with another family's compiler stays as written"
        );
        assert_eq!(
            retarget_note("accepted, no diagnostic", "nvcc-13.2.86").as_deref(),
            Some("accepted, no diagnostic")
        );
    }

    /// A note about nvcc's observation is not put under another family's name.
    #[test]
    fn a_note_about_another_family_is_not_retargeted() {
        let nvcc = "nvcc 13.5 accepts the template, no error; it rejects the extern declaration";
        assert_eq!(retarget_note(nvcc, "clang-19.1.7"), None);
        assert_eq!(retarget_note(nvcc, "nvrtc-12.0.140"), None);
        assert_eq!(retarget_note("NVRTC 13.5 accepts it", "nvcc-13.5.37"), None);
        assert_eq!(
            retarget_note("clang 19 only warns", "clang-23.1.4").as_deref(),
            Some("clang 23 only warns")
        );
    }

    #[test]
    fn bless_keeps_notes_and_round_trips() {
        let mut f = ExpectationFile {
            toolchain: "nvcc-13.5".into(),
            ..Default::default()
        };
        f.deviations.insert(
            "keep".into(),
            Deviation {
                status: Status::Fail,
                kind: Some(DeviationKind::AcceptsInvalid),
                note: "hand-written".into(),
                detail: None,
                warnings: Vec::new(),
            },
        );
        f.deviations.insert(
            "fixed".into(),
            Deviation {
                status: Status::Fail,
                kind: Some(DeviationKind::AcceptsInvalid),
                note: "old".into(),
                detail: None,
                warnings: Vec::new(),
            },
        );
        let notes: BTreeMap<String, String> =
            [("new".to_string(), "from drafts".to_string())].into();
        let m_keep = ["missing error at line 3".to_string()];
        let m_new = ["x".to_string()];
        let m_other = ["died: \"quoted\"".to_string()];
        let inputs = [
            BlessInput {
                case_id: "keep",
                clause: None,
                source: None,
                verdict: Some(Verdict::Error),
                status: Status::Fail,
                mismatches: &m_keep,
                outside_range: false,
                capped_before_link: false,
                warnings: Vec::new(),
            },
            BlessInput {
                case_id: "fixed",
                clause: None,
                source: None,
                verdict: Some(Verdict::Error),
                status: Status::Pass,
                mismatches: &[],
                outside_range: false,
                capped_before_link: false,
                warnings: Vec::new(),
            },
            BlessInput {
                case_id: "new",
                clause: None,
                source: None,
                verdict: Some(Verdict::Error),
                status: Status::Fail,
                mismatches: &m_new,
                outside_range: false,
                capped_before_link: false,
                warnings: Vec::new(),
            },
            BlessInput {
                case_id: "other",
                clause: None,
                source: None,
                verdict: Some(Verdict::Error),
                status: Status::Crash,
                mismatches: &m_other,
                outside_range: false,
                capped_before_link: false,
                warnings: Vec::new(),
            },
        ];
        let c = bless(&mut f, &inputs, &notes);
        assert_eq!((c.added, c.removed, c.kept), (2, 1, 1));
        assert_eq!(f.deviations["keep"].note, "hand-written");
        // A note that is only the mismatch summary gives way to a written one.
        f.deviations.get_mut("keep").unwrap().note = "missing error at line 3".into();
        let written: BTreeMap<String, String> =
            [("keep".to_string(), "written".to_string())].into();
        bless(&mut f, &inputs[..1], &written);
        assert_eq!(f.deviations["keep"].note, "written");
        bless(&mut f, &inputs[..1], &notes);
        assert_eq!(f.deviations["keep"].note, "written", "a written note stays");
        assert_eq!(f.deviations["new"].note, "from drafts");
        assert!(!f.deviations.contains_key("fixed"));
        f.scope = Some(vec!["qualifiers/".into()]);
        f.phases = Some(vec![Phase::Compile]);
        assert!(f.covers("qualifiers/a", Phase::Compile));
        assert!(
            !f.covers("qualifiers/a", Phase::Run),
            "phase outside the blessed ones"
        );
        assert!(
            !f.covers("functions/a", Phase::Compile),
            "id outside the scope"
        );
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.yaml");
        f.save(&p).unwrap();
        let back = ExpectationFile::load(&p, "nvcc-13.5").unwrap();
        assert_eq!(back, f);
    }

    #[test]
    fn a_pass_status_in_the_file_is_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.yaml");
        std::fs::write(
            &p,
            "toolchain: x\ndeviations:\n  a/b:\n    status: pass\n    kind: runtime\n    note: n\n",
        )
        .unwrap();
        let e = ExpectationFile::load(&p, "x").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
    }

    #[test]
    fn a_missing_or_unknown_kind_is_rejected_with_its_line() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.yaml");
        std::fs::write(
            &p,
            "toolchain: x\ndeviations:\n  a/b:\n    status: fail\n    note: n\n  \"c/d\":\n    status: fail\n    kind: accepts-invalid\n    note: n\n",
        )
        .unwrap();
        let e = ExpectationFile::load(&p, "x").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        assert!(e.message.contains("needs a `kind`"), "{e}");
        assert!(ExpectationFile::load_lenient(&p).is_ok());
        std::fs::write(
            &p,
            "toolchain: x\ndeviations:\n  a/b:\n    status: fail\n    kind: accepts-valid\n    note: n\n",
        )
        .unwrap();
        let e = ExpectationFile::load(&p, "x").unwrap_err();
        assert_eq!(e.line, 5, "{e}");
        assert!(e.message.contains("accepts-valid"), "{e}");
    }

    fn kind(verdict: Verdict, status: Status, ms: &[&str], note: Option<&str>) -> DeviationKind {
        let ms: Vec<String> = ms.iter().map(|m| m.to_string()).collect();
        infer_kind(Some(verdict), status, &ms, note, false)
    }

    #[test]
    fn kinds_are_inferred_from_the_judgement() {
        use DeviationKind::*;
        let accepted = "compile succeeded, but the spec requires the code to be rejected";
        // clang ignoring `__managed__` on the rule's line: a limit where the rule is about the
        // memory space, not where the line is invalid without it.
        let ignored: Vec<String> = vec![
            accepted.into(),
            "missing error at line 9: only a warning there ('managed' attribute ignored)".into(),
        ];
        let src = "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nstatic __managed__ int m; // expect-error\n";
        let both = src.replace("static __managed__", "extern __device__ __managed__");
        let memspace = Some("function.static-var-memspace");
        assert!(ignored_managed_is_the_rule(&ignored, memspace, Some(src)));
        assert!(ignored_managed_is_the_rule(
            &ignored,
            Some("managed.no-const"),
            Some(src)
        ));
        // Another rule, another specifier on the line, no warning, no source: not a limit.
        assert!(!ignored_managed_is_the_rule(
            &ignored,
            Some("function.static-var-init"),
            Some(src)
        ));
        assert!(!ignored_managed_is_the_rule(
            &ignored,
            Some("memspace.no-extern-whole-program"),
            Some(&both)
        ));
        assert!(!ignored_managed_is_the_rule(
            &ignored[..1],
            memspace,
            Some(src)
        ));
        assert!(!ignored_managed_is_the_rule(&ignored, memspace, None));
        // a function's own execution space before the parameter list is not the parameter's
        // memory space; a second specifier inside the parentheses is
        let param = src.replace(
            "static __managed__ int m;",
            "__device__ void f(__managed__ int p) { (void)p; }",
        );
        assert!(ignored_managed_is_the_rule(
            &ignored,
            memspace,
            Some(&param)
        ));
        let both_param = param.replace("(__managed__ int p)", "(__device__ __managed__ int p)");
        assert!(!ignored_managed_is_the_rule(
            &ignored,
            memspace,
            Some(&both_param)
        ));
        // clang's missing device-side launch beside a silent rule line: accepts-invalid; alone
        // on a valid case: a limit; beside another error elsewhere: still wrong-place.
        let launch = "unexpected error at line 16: reference to __global__ function 'child' in __global__ function";
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &["missing error at line 13", launch],
                None
            ),
            AcceptsInvalid
        );
        assert_eq!(
            kind(Verdict::Ok, Status::Fail, &[launch], None),
            ToolchainLimit
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &[
                    "missing error at line 13",
                    launch,
                    "unexpected error at line 12: no member named 'x'"
                ],
                None
            ),
            WrongPlace
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &[accepted, "missing error at line 9"],
                None
            ),
            AcceptsInvalid
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &[
                    accepted,
                    "missing error at line 9: only a warning there (#20208-D x)"
                ],
                None
            ),
            WarnsOnly
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &[accepted],
                Some("nvcc 13.5 only warns #1835-D")
            ),
            WarnsOnly
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &[accepted],
                Some("accepted without a warning")
            ),
            AcceptsInvalid
        );
        assert_eq!(
            kind(
                Verdict::Error,
                Status::Fail,
                &["missing error at line 9", "unexpected error at line 12: x"],
                None
            ),
            WrongPlace
        );
        assert_eq!(
            kind(
                Verdict::Ok,
                Status::Fail,
                &["unexpected error at line 12: x"],
                None
            ),
            RejectsValid
        );
        // An ndr case: an error at a line of the case the annotations do not allow rejects
        // valid code; one in no line of it (a generated stub, a toolchain header) is wrong-place.
        assert_eq!(
            kind(
                Verdict::Ndr,
                Status::Fail,
                &["unexpected error at line 12: x"],
                None
            ),
            RejectsValid
        );
        assert_eq!(
            kind(
                Verdict::Ndr,
                Status::Fail,
                &["unexpected error: x.cudafe1.stub.c(14): error: 'v' has not been declared"],
                None
            ),
            WrongPlace
        );
        assert_eq!(
            kind(
                Verdict::Ok,
                Status::Fail,
                &["unexpected error: x.cudafe1.stub.c(14): error: y"],
                None
            ),
            RejectsValid
        );
        assert_eq!(
            kind(
                Verdict::Ok,
                Status::Fail,
                &["missing warning at line 12"],
                None
            ),
            MissingWarning
        );
        assert_eq!(
            kind(
                Verdict::Ok,
                Status::Fail,
                &["exit status 3, expected 0; stderr: "],
                None
            ),
            Runtime
        );
        assert_eq!(
            kind(
                Verdict::Ok,
                Status::Fail,
                &["unexpected error at line 3: cannot open source file \"nvfunctional\""],
                None
            ),
            ToolchainLimit
        );
        assert_eq!(
            kind(Verdict::Ok, Status::Crash, &["compile step died"], None),
            Crash
        );
        assert_eq!(kind(Verdict::Ok, Status::Timeout, &[], None), Timeout);
        assert_eq!(
            kind(
                Verdict::Diagnose,
                Status::Fail,
                &["missing diagnostic at line 7"],
                None
            ),
            AcceptsInvalid
        );
        let ms = vec!["missing error (no line) matching /undefined/".to_string()];
        assert_eq!(
            infer_kind(Some(Verdict::Error), Status::Fail, &ms, None, true),
            ToolchainLimit
        );
        assert_eq!(
            infer_kind(Some(Verdict::Error), Status::Fail, &ms, None, false),
            AcceptsInvalid
        );
    }

    #[test]
    fn bless_keeps_a_hand_set_kind_unless_contradicted_and_drops_stale_entries() {
        let mut f = ExpectationFile::default();
        for (id, k) in [
            ("warns", DeviationKind::WarnsOnly),
            ("limit", DeviationKind::ToolchainLimit),
            ("wrong", DeviationKind::Runtime),
            ("stale", DeviationKind::AcceptsInvalid),
        ] {
            f.deviations.insert(
                id.into(),
                Deviation {
                    status: Status::Fail,
                    kind: Some(k),
                    note: "n".into(),
                    detail: None,
                    warnings: Vec::new(),
                },
            );
        }
        let accepted =
            ["compile succeeded, but the spec requires the code to be rejected".to_string()];
        let input = |case_id, outside_range| BlessInput {
            case_id,
            clause: None,
            source: None,
            verdict: Some(Verdict::Error),
            status: if outside_range {
                Status::Unsupported
            } else {
                Status::Fail
            },
            mismatches: &accepted,
            outside_range,
            capped_before_link: false,
            warnings: Vec::new(),
        };
        let c = bless(
            &mut f,
            &[
                input("warns", false),
                input("limit", false),
                input("wrong", false),
                input("stale", true),
            ],
            &BTreeMap::new(),
        );
        assert_eq!((c.kept, c.rekinded, c.stale), (3, 1, 1));
        assert_eq!(
            f.deviations["warns"].kind,
            Some(DeviationKind::WarnsOnly),
            "refines accepts-invalid"
        );
        assert_eq!(
            f.deviations["limit"].kind,
            Some(DeviationKind::ToolchainLimit)
        );
        assert_eq!(
            f.deviations["wrong"].kind,
            Some(DeviationKind::AcceptsInvalid),
            "contradicted"
        );
        assert!(!f.deviations.contains_key("stale"));
        // a warning the judgement sees at the rule's line replaces a kept accepts-invalid
        // (pre-scan #79); without one, accepts-invalid stays
        let warned = [
            accepted[0].clone(),
            "missing error at line 12: only a warning there (#-Wignored-attributes 'device' attribute only applies to functions and variables)".to_string(),
        ];
        let managed = [
            accepted[0].clone(),
            "missing error at line 12: only a warning there (#-Wignored-attributes 'managed' attribute ignored)".to_string(),
        ];
        for (id, mismatches, want) in [
            ("seen", &warned[..], DeviationKind::WarnsOnly),
            ("unseen", &accepted[..], DeviationKind::AcceptsInvalid),
            ("managed", &managed[..], DeviationKind::AcceptsInvalid),
        ] {
            let mut g = ExpectationFile::default();
            g.deviations.insert(
                id.into(),
                Deviation {
                    status: Status::Fail,
                    kind: Some(DeviationKind::AcceptsInvalid),
                    note: "n".into(),
                    detail: None,
                    warnings: Vec::new(),
                },
            );
            let i = BlessInput {
                mismatches,
                ..input(id, false)
            };
            bless(&mut g, &[i], &BTreeMap::new());
            assert_eq!(g.deviations[id].kind, Some(want), "{id}");
        }
    }

    /// A hand-set toolchain-limit stands where the limit explains why the rule's line draws no
    /// error; where the rule's line draws nothing while the limit's error sits at another line
    /// (clang 14 to 21 on a device-side launch beside an undiagnosed `__constant__` write), the
    /// departure is accepts-invalid (fifth review F1).
    #[test]
    fn a_limit_beside_an_undiagnosed_rule_is_no_reason_for_it() {
        let launch = "unexpected error at line 16: reference to __global__ function 'child' in __global__ function";
        let cases: [(&str, Verdict, Vec<String>, DeviationKind); 5] = [
            (
                "silent-rule-line",
                Verdict::Error,
                vec!["missing error at line 13".into(), launch.into()],
                DeviationKind::AcceptsInvalid,
            ),
            (
                "warning-at-rule-line",
                Verdict::Error,
                vec![
                    "missing error at line 9: only a warning there ('managed' attribute ignored)"
                        .into(),
                    launch.into(),
                ],
                DeviationKind::ToolchainLimit,
            ),
            (
                "valid-case",
                Verdict::Ok,
                vec![launch.into()],
                DeviationKind::ToolchainLimit,
            ),
            (
                "patterned",
                Verdict::Error,
                vec![
                    "missing error at line 13 matching /const/".into(),
                    launch.into(),
                ],
                DeviationKind::ToolchainLimit,
            ),
            (
                "group",
                Verdict::Error,
                vec![
                    "missing error at any of lines 12, 13 (group a)".into(),
                    launch.into(),
                ],
                DeviationKind::AcceptsInvalid,
            ),
        ];
        let mut f = ExpectationFile::default();
        for (id, ..) in &cases {
            f.deviations.insert(
                (*id).into(),
                Deviation {
                    status: Status::Fail,
                    kind: Some(DeviationKind::ToolchainLimit),
                    note: "n".into(),
                    detail: None,
                    warnings: Vec::new(),
                },
            );
        }
        let inputs: Vec<BlessInput> = cases
            .iter()
            .map(|(id, v, ms, _)| BlessInput {
                case_id: id,
                clause: None,
                source: None,
                verdict: Some(*v),
                status: Status::Fail,
                mismatches: ms,
                outside_range: false,
                capped_before_link: false,
                warnings: Vec::new(),
            })
            .collect();
        let c = bless(&mut f, &inputs, &BTreeMap::new());
        for (id, _, _, want) in &cases {
            assert_eq!(f.deviations[*id].kind, Some(*want), "{id}");
        }
        assert_eq!(c.rekinded, 2);
    }

    #[test]
    fn an_entry_for_a_case_outside_its_range_is_flagged() {
        let mut f = ExpectationFile::default();
        f.deviations.insert(
            "a".into(),
            Deviation {
                status: Status::Fail,
                kind: Some(DeviationKind::AcceptsInvalid),
                note: "n".into(),
                detail: None,
                warnings: Vec::new(),
            },
        );
        let judged = |remark: &str| Judgement {
            status: Status::Unsupported,
            mismatches: vec![],
            remarks: vec![remark.into()],
        };
        let mut j = judged(&format!(
            "{}: the rule holds for CUDA ..12.0",
            crate::toolchain::OUTSIDE_RANGE
        ));
        assert_eq!(f.apply_to("a", &mut j).0, Status::Xpass);
        assert!(j.remarks.iter().any(|r| r == STALE));
        let mut j = judged("no GPU on this machine");
        assert_eq!(
            f.apply_to("a", &mut j).0,
            Status::Unsupported,
            "unsupported for another reason"
        );
        let mut j = judged(&format!("{}: x", crate::toolchain::OUTSIDE_RANGE));
        assert_eq!(f.apply_to("b", &mut j).0, Status::Unsupported, "no entry");
    }

    #[test]
    fn a_detail_names_no_temporary_path() {
        for (raw, want) in [
            (
                "unexpected error: /tmp/cuconform-RBNWZD/tmpxft_00005cd1_00000000-6_x.cudafe1.stub.c(13): error: e",
                "unexpected error: <work>/tmpxft_<id>_x.cudafe1.stub.c(13): error: e",
            ),
            (
                "unexpected error: /tmp/tmpxft_00002374_00000000-6_y.cudafe1.stub.c(1): error: e",
                "unexpected error: <work>/tmpxft_<id>_y.cudafe1.stub.c(1): error: e",
            ),
            (
                "unexpected error: /var/tmp/cuconform-a1B2c3/tu1.cu(4): error: e",
                "unexpected error: <work>/tu1.cu(4): error: e",
            ),
            (
                "compile step died by signal 6 (SIGABRT): nvrtc-11.7.99 -I/work/wt/integ/cases/include /tmp/tmp.Xy/cases/rtti/a.cu",
                "compile step died by signal 6 (SIGABRT): nvrtc-11.7.99 -Icases/include cases/rtti/a.cu",
            ),
        ] {
            assert_eq!(one_line(raw), want);
        }
    }

    #[test]
    fn migration_reads_status_detail_and_note() {
        use DeviationKind::*;
        let mut f = ExpectationFile::default();
        let accepted = "compile succeeded, but the spec requires the code to be rejected";
        for (id, status, detail, note) in [
            ("acc", Status::Fail, accepted, "nvcc accepts it"),
            (
                "warn",
                Status::Fail,
                accepted,
                "nvcc 13.5 accepts it with only a warning at line 10",
            ),
            (
                "place",
                Status::Fail,
                "missing error at line 9",
                "rejected at the callee",
            ),
            ("valid", Status::Fail, "unexpected error at line 4: x", "n"),
            (
                "clang-cdp",
                Status::Fail,
                "unexpected error at line 4: x",
                "clang 19 does not support dynamic parallelism: ...",
            ),
            (
                "link",
                Status::Fail,
                "missing error (no line) matching /undefined/",
                "n",
            ),
            (
                "run",
                Status::Fail,
                "exit status 3, expected 0; stderr: x",
                "n",
            ),
            (
                "crash",
                Status::Crash,
                "compile step died by signal 11",
                "n",
            ),
        ] {
            f.deviations.insert(
                id.into(),
                Deviation {
                    status,
                    kind: None,
                    note: note.into(),
                    detail: Some(detail.into()),
                    warnings: Vec::new(),
                },
            );
        }
        f.deviations.get_mut("run").unwrap().kind = Some(Runtime);
        let case_of = |id: &str| {
            Some(match id {
                "valid" | "clang-cdp" | "run" => (Verdict::Ok, Phase::Compile),
                "link" => (Verdict::Error, Phase::Link),
                _ => (Verdict::Error, Phase::Compile),
            })
        };
        let counts = migrate(&mut f, &case_of, true, false);
        let k = |id: &str| f.deviations[id].kind.unwrap();
        assert_eq!(
            [
                k("acc"),
                k("warn"),
                k("place"),
                k("valid"),
                k("clang-cdp"),
                k("link"),
                k("crash")
            ],
            [
                AcceptsInvalid,
                WarnsOnly,
                WrongPlace,
                RejectsValid,
                ToolchainLimit,
                ToolchainLimit,
                Crash
            ]
        );
        assert_eq!(
            counts.values().sum::<usize>(),
            7,
            "a kind already set is left alone"
        );
        assert_eq!(counts[&ToolchainLimit], 2);
        let again = migrate(&mut f, &case_of, true, false);
        assert!(again.is_empty(), "rerunning changes nothing");
    }

    #[test]
    fn pruning_removes_the_entries_outside_the_range() {
        let mut f = failing_entries(&["cdp1", "cdp2", "open"]);
        let v = |s| crate::version::Version::parse(s).unwrap();
        let range_of = |id: &str| match id {
            "cdp1" => Some(crate::version::Range::of(None, Some(&v("12.0")))),
            "cdp2" => Some(crate::version::Range::of(Some(&v("12.0")), None)),
            "open" => Some(crate::version::Range::default()),
            _ => None,
        };
        assert_eq!(
            prune_outside_range(&mut f, &range_of, &v("13.5")),
            vec!["cdp1"]
        );
        assert_eq!(
            prune_outside_range(&mut f, &range_of, &v("11.8")),
            vec!["cdp2"]
        );
        assert_eq!(f.deviations.len(), 1);
    }
}
