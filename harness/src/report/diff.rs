//! `cuconform report --diff OLD.json NEW.json`: what changed between two runs, per trial and per
//! construct, as Markdown (which reads as plain text too).
//!
//! Per trial: a status that changed, a trial that appeared or went. Per construct: a cell whose
//! behaviour changed (accepts / rejects at the expected line / elsewhere / crash / timeout / not
//! applicable, observations included), and a change along a family's versions that appeared,
//! went, or moved its bracket. Only toolchains and trials present in both runs are compared
//! cell by cell; the rest is counted as added or removed.

use super::construct::{Kind, View};
use crate::results::ResultsFile;
use crate::verdict::Status;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// What changed between two runs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Diff {
    /// (trial, toolchain, old status, new status).
    pub statuses: Vec<(String, String, Status, Status)>,
    /// (trial, toolchain) only in the new run / only in the old one.
    pub added: Vec<(String, String)>,
    pub removed: Vec<(String, String)>,
    /// (construct, toolchain, old kind, new kind).
    pub cells: Vec<(String, String, Kind, Kind)>,
    /// (construct, bracket text) of changes only in the new view / only in the old one.
    pub changes_new: Vec<(String, String)>,
    pub changes_gone: Vec<(String, String)>,
}

impl Diff {
    pub fn is_empty(&self) -> bool {
        *self == Diff::default()
    }

    pub fn build(old: &ResultsFile, new: &ResultsFile) -> Diff {
        let index = |f: &ResultsFile| -> BTreeMap<(String, String), Status> {
            f.results
                .iter()
                .map(|r| ((r.case.clone(), r.toolchain.clone()), r.status))
                .collect()
        };
        let (a, b) = (index(old), index(new));
        let mut d = Diff::default();
        for (k, sb) in &b {
            match a.get(k) {
                Some(sa) if sa != sb => d.statuses.push((k.0.clone(), k.1.clone(), *sa, *sb)),
                Some(_) => {}
                None => d.added.push(k.clone()),
            }
        }
        d.removed = a.keys().filter(|k| !b.contains_key(*k)).cloned().collect();
        let (va, vb) = (View::build(old, &[]), View::build(new, &[]));
        let rows = |v: &View| -> BTreeMap<String, super::construct::Row> {
            v.constructs
                .iter()
                .map(|r| (r.id.clone(), r.clone()))
                .collect()
        };
        let (ra, rb) = (rows(&va), rows(&vb));
        for (id, nb) in &rb {
            let Some(na) = ra.get(id) else { continue };
            for (tc, cb) in &nb.cells {
                if let Some(ca) = na.cells.get(tc) {
                    if ca.kind != cb.kind {
                        d.cells.push((id.clone(), tc.clone(), ca.kind, cb.kind));
                    }
                }
            }
            let texts = |r: &super::construct::Row| -> BTreeSet<String> {
                r.changes
                    .iter()
                    .map(|c| format!("{}: {}", c.family, c.text))
                    .collect()
            };
            let (ta, tb) = (texts(na), texts(nb));
            for t in tb.difference(&ta) {
                d.changes_new.push((id.clone(), t.clone()));
            }
            for t in ta.difference(&tb) {
                d.changes_gone.push((id.clone(), t.clone()));
            }
        }
        d
    }
}

/// The Markdown text of a diff.
pub fn markdown(d: &Diff, old: &str, new: &str) -> String {
    let mut b = format!("# Changes from `{old}` to `{new}`\n\n");
    if d.is_empty() {
        b.push_str("Nothing changed: every trial both runs hold has the same status, and every construct the same behaviour on every toolchain.\n");
        return b;
    }
    let _ = writeln!(
        b,
        "{} status changes, {} trials added, {} removed; {} construct cells changed behaviour; {} version changes appeared, {} went.\n",
        d.statuses.len(),
        d.added.len(),
        d.removed.len(),
        d.cells.len(),
        d.changes_new.len(),
        d.changes_gone.len()
    );
    if !d.statuses.is_empty() {
        b.push_str("## Trials whose status changed\n\n| trial | toolchain | before | after |\n|---|---|---|---|\n");
        for (c, t, x, y) in &d.statuses {
            let _ = writeln!(b, "| `{c}` | {t} | {} | {} |", x.as_str(), y.as_str());
        }
        b.push('\n');
    }
    if !d.cells.is_empty() {
        b.push_str("## Constructs whose behaviour changed\n\n| construct | toolchain | before | after |\n|---|---|---|---|\n");
        for (c, t, x, y) in &d.cells {
            let _ = writeln!(b, "| `{c}` | {t} | {} | {} |", x.as_str(), y.as_str());
        }
        b.push('\n');
    }
    for (title, rows) in [
        ("Version changes that appeared", &d.changes_new),
        ("Version changes that went", &d.changes_gone),
    ] {
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(b, "## {title}\n");
        for (c, t) in rows {
            let _ = writeln!(b, "- `{c}`: {t}");
        }
        b.push('\n');
    }
    for (title, rows) in [("Trials added", &d.added), ("Trials removed", &d.removed)] {
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(b, "## {title} ({})\n", rows.len());
        for (c, t) in rows.iter().take(200) {
            let _ = writeln!(b, "- `{c}` on {t}");
        }
        if rows.len() > 200 {
            let _ = writeln!(b, "- ... and {} more (not listed)", rows.len() - 200);
        }
        b.push('\n');
    }
    b
}

/// `report --diff OLD NEW`: loads both files, prints the diff to stdout; exit status 0 (the
/// diff is information, not a verdict).
pub fn run(old: &std::path::Path, new: &std::path::Path) -> Result<std::process::ExitCode, String> {
    let a = ResultsFile::load(old)?;
    let b = ResultsFile::load(new)?;
    let d = Diff::build(&a, &b);
    // A closed stdout (`report --diff A B | head`) ends the output, not the command.
    let _ = std::io::Write::write_all(
        &mut std::io::stdout(),
        markdown(&d, &old.display().to_string(), &new.display().to_string()).as_bytes(),
    );
    Ok(std::process::ExitCode::SUCCESS)
}
