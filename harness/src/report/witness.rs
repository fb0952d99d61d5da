//! The `ub` witnesses of a results file: what each `ub` trial claims to observe and whether the
//! run confirmed it, per trial, per clause and in total (`witness.html`, a section of
//! `summary.md`, a line after `run`), and `gpu-compact.tsv`, the compact form of a GPU run that
//! is committed under `reports/gpu/`.
//!
//! A witness is a property of the case, judged apart from the trial's status: an unconfirmed
//! witness is a defect of the case to fix, never a deviation of the toolchain.

use crate::results::ResultsFile;
use crate::witness::{Confirmation, WitnessCheck};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// How a claim observes: a compute-sanitizer tool, another witness (a hang, what the program
/// shows), or none.
pub fn means(kind: &str) -> &'static str {
    match kind {
        "memcheck" | "racecheck" | "synccheck" | "initcheck" => "tool",
        "unobservable" => "unobservable",
        _ => "other",
    }
}

/// Counts of confirmations, split by means.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Tally {
    pub trials: usize,
    /// means ("tool", "other", "unobservable") -> confirmation -> count.
    pub by: BTreeMap<String, BTreeMap<String, usize>>,
}

impl Tally {
    pub fn add(&mut self, w: &WitnessCheck) {
        self.trials += 1;
        *self
            .by
            .entry(means(&w.kind).to_string())
            .or_default()
            .entry(w.confirmation.as_str().to_string())
            .or_default() += 1;
    }

    pub fn get(&self, means: &str, c: Confirmation) -> usize {
        self.by
            .get(means)
            .and_then(|m| m.get(c.as_str()))
            .copied()
            .unwrap_or(0)
    }

    pub fn of(&self, c: Confirmation) -> usize {
        ["tool", "other", "unobservable"]
            .iter()
            .map(|m| self.get(m, c))
            .sum()
    }
}

/// One `ub` trial's witness.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    pub case: String,
    pub toolchain: String,
    pub clause: String,
    pub means: &'static str,
    pub claim: String,
    pub confirmation: &'static str,
    pub evidence: String,
}

/// Everything the renderers show.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Summary {
    pub total: Tally,
    /// Claim kind (`memcheck: out-of-bounds`, `hang`, ...) -> tally.
    pub by_kind: BTreeMap<String, Tally>,
    /// Clause -> tally.
    pub by_clause: BTreeMap<String, Tally>,
    pub rows: Vec<Row>,
}

impl Summary {
    pub fn of(results: &ResultsFile) -> Summary {
        let mut s = Summary::default();
        for r in &results.results {
            let Some(w) = &r.witness else { continue };
            s.total.add(w);
            let kind = match &w.class {
                Some(c) => format!("{}: {c}", w.kind),
                None => w.kind.clone(),
            };
            s.by_kind.entry(kind).or_default().add(w);
            s.by_clause.entry(r.clause.clone()).or_default().add(w);
            s.rows.push(Row {
                case: r.case.clone(),
                toolchain: r.toolchain.clone(),
                clause: r.clause.clone(),
                means: means(&w.kind),
                claim: w.claim.clone(),
                confirmation: w.confirmation.as_str(),
                evidence: w.evidence.join("; "),
            });
        }
        s
    }
}

/// One line for the end of `run`: `ub witnesses (182 trials): 20 confirmed, 1 unconfirmed, ...`.
pub fn summary_line(results: &ResultsFile) -> Option<String> {
    let s = Summary::of(results);
    if s.total.trials == 0 {
        return None;
    }
    let parts: Vec<String> = Confirmation::ALL
        .iter()
        .map(|c| format!("{} {}", s.total.of(*c), c.as_str().replace('_', " ")))
        .collect();
    let mut line = format!(
        "ub witnesses ({} trials): {}",
        s.total.trials,
        parts.join(", ")
    );
    let unconfirmed: Vec<&str> = s
        .rows
        .iter()
        .filter(|r| r.confirmation == Confirmation::Unconfirmed.as_str())
        .map(|r| r.case.as_str())
        .collect();
    if !unconfirmed.is_empty() {
        let _ = write!(
            line,
            " (unconfirmed, a defect of the case: {})",
            unconfirmed.join(", ")
        );
    }
    Some(line)
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|")
        .replace('\n', " ")
        .replace('<', "&lt;")
}

/// The `summary.md` section: totals by means, the clauses, and every unconfirmed trial.
pub fn markdown(results: &ResultsFile) -> String {
    let s = Summary::of(results);
    if s.total.trials == 0 {
        return String::new();
    }
    let mut b = format!(
        "\n### UB witnesses ({} trials)\n\nWhat each `ub` case claims to observe and whether this run confirmed it (a property of the case, apart from its status).\n\n| witness | confirmed | unconfirmed | not run | unobservable |\n|---|---|---|---|---|\n",
        s.total.trials
    );
    for (label, m) in [
        ("compute-sanitizer tool", "tool"),
        ("other (hang, program)", "other"),
        ("unobservable", "unobservable"),
    ] {
        let _ = writeln!(
            b,
            "| {label} | {} | {} | {} | {} |",
            s.total.get(m, Confirmation::Confirmed),
            s.total.get(m, Confirmation::Unconfirmed),
            s.total.get(m, Confirmation::NotRun),
            s.total.get(m, Confirmation::Unobservable)
        );
    }
    b.push_str("\n| clause | trials | confirmed (tool / other) | unconfirmed | not run | unobservable |\n|---|---|---|---|---|---|\n");
    for (clause, t) in &s.by_clause {
        let _ = writeln!(
            b,
            "| `{}` | {} | {} / {} | {} | {} | {} |",
            cell(clause),
            t.trials,
            t.get("tool", Confirmation::Confirmed),
            t.get("other", Confirmation::Confirmed),
            t.of(Confirmation::Unconfirmed),
            t.of(Confirmation::NotRun),
            t.of(Confirmation::Unobservable)
        );
    }
    let unconfirmed: Vec<&Row> = s
        .rows
        .iter()
        .filter(|r| r.confirmation == Confirmation::Unconfirmed.as_str())
        .collect();
    if !unconfirmed.is_empty() {
        let _ = writeln!(
            b,
            "\n**Unconfirmed witnesses ({})**: the case's claim did not hold; fix the case.\n",
            unconfirmed.len()
        );
        for r in unconfirmed {
            let _ = writeln!(
                b,
                "- `{}` on `{}`: claims {}; {}",
                cell(&r.case),
                cell(&r.toolchain),
                cell(&r.claim),
                cell(&r.evidence)
            );
        }
    }
    b
}

/// `gpu-compact.tsv`: one line per trial that ran or was meant to run (`phase: run`), in a form
/// small enough to commit under `reports/gpu/` and to compare between machines with `diff`:
/// case, toolchain, status, how the program ended, its time, and the ub witness with its
/// confirmation and first piece of evidence.
pub fn compact(results: &ResultsFile) -> String {
    let mut b = String::new();
    let gpu = results
        .machine
        .gpu
        .as_ref()
        .map(|g| format!("{} (sm_{}, driver {})", g.name, g.compute, g.driver))
        .unwrap_or_else(|| "none".into());
    let _ = writeln!(
        b,
        "# cuconform {} suite {} on {}, GPU {}; toolchains: {}",
        results.tool,
        results.suite_commit.as_deref().unwrap_or("unknown"),
        results.machine.hostname,
        gpu,
        results
            .toolchains
            .iter()
            .map(|t| t.id.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    b.push_str("case\ttoolchain\tstatus\tprogram\tms\twitness\tconfirmation\tevidence\n");
    let clean = |s: &str| s.replace(['\t', '\n'], " ");
    let mut rows: Vec<_> = results
        .results
        .iter()
        .filter(|r| r.phase == Some(crate::results::Phase::Run))
        .collect();
    rows.sort_by(|a, b| (&a.case, &a.toolchain).cmp(&(&b.case, &b.toolchain)));
    for r in rows {
        let run = r.outcome.as_ref().and_then(|o| o.run.as_ref());
        let program = run
            .map(|run| match &run.exit {
                crate::process::Exit::Code(c) => format!("exit {c}"),
                crate::process::Exit::Signal(s) => format!("signal {s}"),
                crate::process::Exit::Timeout => "timeout".into(),
                crate::process::Exit::SpawnFailed(_) => "not started".into(),
                crate::process::Exit::MemoryCap(_) => "memory cap".into(),
            })
            .unwrap_or_else(|| "-".into());
        let ms = run
            .map(|run| run.duration_ms.to_string())
            .unwrap_or_else(|| "-".into());
        let (claim, conf, ev) = match &r.witness {
            Some(w) => (
                match &w.class {
                    Some(c) => format!("{}: {c}", w.kind),
                    None => w.kind.clone(),
                },
                w.confirmation.as_str().to_string(),
                w.evidence.first().cloned().unwrap_or_default(),
            ),
            None => ("-".into(), "-".into(), String::new()),
        };
        let _ = writeln!(
            b,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            clean(&r.case),
            clean(&r.toolchain),
            r.status.as_str(),
            program,
            ms,
            clean(&claim),
            conf,
            clean(&ev)
        );
    }
    b
}
