//! Triage records: one per clause x kind group of recorded deviations, saying why the group is
//! a deviation at all, read against `CHANGES.md` (what changed in the guide since the seed).
//!
//! `expectations/triage/<clause>.yaml` holds one record: the clause, the kinds of the group, the
//! reading, the `CHANGES.md` rows checked, and one conclusion. The notes of the group's entries
//! end with the sentence [`Record::sentence`] makes from the record, so a note cannot say
//! "CHANGES.md documents no change" where the row it belongs to documents one. Which families
//! and versions deviate is not written in the record: [`deviating`] computes it from the
//! expectation files. The checks ([`Record::check`], [`note_contradiction`]) read the rows'
//! classification from `CHANGES.md` itself ([`ChangeRows`]).

use crate::expectation::{DeviationKind, ExpectationFile};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use crate::version::Version;

/// The first CUDA version of an edition tag (CHANGES.md's tags): G13 is the 13.0 guide.
pub fn edition_version(tag: &str) -> Option<Version> {
    match tag {
        "G13" => Version::parse("13.0").ok(),
        _ => None,
    }
}

/// What a `CHANGES.md` row says happened to a seed rule in a later edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowChange {
    /// Unchanged (or reorganized, clarified): no version of change.
    Silent,
    /// The text is absent from a later edition ("absent from G13", "not restated", "(text)"),
    /// which by itself is not evidence that the rule was lifted.
    TextDropped,
    /// A documented change with a version, or new text that states the change ("now explicit",
    /// "turned into a rule").
    Changed,
}

/// The rows of `CHANGES.md` (`A28`, `C12`, ...) with their classification.
#[derive(Debug, Clone, Default)]
pub struct ChangeRows {
    pub rows: BTreeMap<String, RowChange>,
}

impl ChangeRows {
    /// Reads the table rows `| A28 | rule | seed says | newer says | version | source |`: the
    /// classification comes from the version column and the newer-edition column.
    pub fn parse(text: &str) -> ChangeRows {
        static ROW: LazyLock<regex::Regex> =
            LazyLock::new(|| regex::Regex::new(r"^\| ([A-Z]\d+[a-z]?) \|").unwrap());
        let mut rows = BTreeMap::new();
        for line in text.lines() {
            let Some(id) = ROW.captures(line).map(|c| c[1].to_string()) else {
                continue;
            };
            let cols: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
            if cols.len() < 6 {
                continue;
            }
            let (newer, version) = (cols[3].to_lowercase(), cols[4].trim().to_lowercase());
            let dropped = version.contains("(text")
                || [
                    "absent from",
                    "not restated",
                    "dropped",
                    "drops the",
                    "no cdp2 statement",
                ]
                .iter()
                .any(|w| newer.contains(w));
            let versionless = matches!(version.as_str(), "–" | "-" | "")
                || version.contains("no substantive")
                || version.contains("clarification");
            let stated = ["now explicit", "turned into"]
                .iter()
                .any(|w| newer.contains(w));
            let change = if dropped {
                RowChange::TextDropped
            } else if versionless && !stated {
                RowChange::Silent
            } else {
                RowChange::Changed
            };
            rows.insert(id, change);
        }
        ChangeRows { rows }
    }

    /// `CHANGES.md`: `$CUCONFORM_SPEC_DIR/CHANGES.md` if set, else `shared/spec/CHANGES.md` in
    /// `start` or a folder above it, else the same above the checkout this one was cloned from.
    pub fn find(start: &Path) -> Option<PathBuf> {
        match std::env::var_os("CUCONFORM_SPEC_DIR") {
            Some(d) => Some(Path::new(&d).join("CHANGES.md")),
            None => Self::find_above(start),
        }
    }

    /// [`ChangeRows::find`] without the environment variable.
    ///
    /// The spec lives beside the repository (`../shared/spec`), not in it. A clone made with
    /// `git clone . $(mktemp -d)` (the CI check the developers' guide prescribes) has no
    /// `shared/` above it, so the search goes on from the local checkout named by the clone's
    /// `origin` remote, and from that one's origin (a few hops: a clone of a clone).
    pub fn find_above(start: &Path) -> Option<PathBuf> {
        let mut from = start.canonicalize().ok()?;
        let mut seen = BTreeSet::new();
        for _ in 0..8 {
            let mut dir = from.clone();
            loop {
                let p = dir.join("shared/spec/CHANGES.md");
                if p.is_file() {
                    return Some(p);
                }
                if !dir.pop() {
                    break;
                }
            }
            if !seen.insert(from.clone()) {
                return None;
            }
            from = local_origin(&from)?;
        }
        None
    }

    pub fn get(&self, id: &str) -> Option<RowChange> {
        self.rows.get(id).copied()
    }
}

/// The folder of the `origin` remote of the git checkout `dir` is in, when that remote is a
/// local path (`/work/main`, `file:///work/main`); `None` for a URL or no checkout.
fn local_origin(dir: &Path) -> Option<PathBuf> {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["config", "--get", "remote.origin.url"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let url = String::from_utf8(out.stdout).ok()?;
    let url = url.trim();
    let path = Path::new(url.strip_prefix("file://").unwrap_or(url));
    if !path.is_absolute() {
        return None;
    }
    path.canonicalize().ok().filter(|p| p.is_dir())
}

/// The row ids a text cites as `CHANGES.md A28`, `CHANGES.md A28, A39`, `CHANGES.md C2, C7`.
pub fn cited_rows(text: &str) -> BTreeSet<String> {
    static CITE: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"CHANGES\.md,?\s*(?:rows?\s*)?([A-E]\d+[a-z]?(?:\s*(?:,|and|/)\s*[A-E]\d+[a-z]?)*)",
        )
        .unwrap()
    });
    static ID: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"\b[A-E]\d+[a-z]?\b").unwrap());
    CITE.captures_iter(text)
        .flat_map(|c| {
            ID.find_iter(c.get(1).unwrap().as_str())
                .map(|m| m.as_str().to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Why a group of deviations is one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Conclusion {
    /// The rule holds in every edition the toolchain is judged by; the toolchain departs from it.
    DeviatesFromARuleThatHolds,
    /// A later edition (`edition`) dropped the text, with no documented change: the rule stays,
    /// the toolchain relaxes it.
    TextDroppedToolchainRelaxes,
    /// A documented change bounds the rule: the clause (or the cases) carry the CUDA range
    /// (`range`), so toolchains judged outside it have no entry.
    DocumentedChangeSoRange,
    /// The case read the clause more strictly than its prose: the case changes, not the file.
    ReadingStricterThanProseCaseChanges,
}

impl Conclusion {
    pub fn as_str(self) -> &'static str {
        match self {
            Conclusion::DeviatesFromARuleThatHolds => "deviates-from-a-rule-that-holds",
            Conclusion::TextDroppedToolchainRelaxes => "text-dropped-toolchain-relaxes",
            Conclusion::DocumentedChangeSoRange => "documented-change-so-range",
            Conclusion::ReadingStricterThanProseCaseChanges => {
                "reading-stricter-than-prose-case-changes"
            }
        }
    }
}

/// One triage record (`expectations/triage/<clause>.yaml`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The clause id the group's cases cite.
    pub clause: String,
    /// The kinds of the group's entries.
    pub kinds: Vec<DeviationKind>,
    /// How the clause's text was read for this group.
    pub reading: String,
    /// The `CHANGES.md` rows checked (`A28`).
    pub changes: Vec<String>,
    pub conclusion: Conclusion,
    /// The edition that dropped the text or documents the change (`G13`, `L12.9`, `FA`).
    #[serde(default)]
    pub edition: Option<String>,
    /// The CUDA range the documented change gives the rule (`..13.0`).
    #[serde(default)]
    pub range: Option<String>,
    /// For a rule that holds although a cited row documents a change: where that change is
    /// already applied (the clause's range, another clause).
    #[serde(default)]
    pub applied: Option<String>,
    /// For a consensus deviation (every family that runs the group's cases deviates the same
    /// way) whose cases are right: the guide's words for the rule that no toolchain enforces.
    #[serde(default)]
    pub unenforced: Option<String>,
    /// For a rejects-valid group: why the guide allows what the toolchain rejects, in words true
    /// of every case of the group ("I.4.21.2 requires const only with the Microsoft host
    /// compiler"). A note's "which the guide allows (...)" is made of it, so a reason written
    /// once for one group (an empty constructor) cannot land on another's cases (a pointer
    /// variable template; issue 23, seventh review F3).
    #[serde(default)]
    pub allowed: Option<String>,
    #[serde(skip)]
    pub path: PathBuf,
}

/// The kinds that one group holds together with `kind`: kinds that refine each other
/// (`expectation::DeviationKind`: accepts-invalid and warns-only, rejects-valid and wrong-place)
/// are one departure seen from two sides, so one record says why; any other kind is its own group.
pub fn group_kinds(kind: DeviationKind) -> &'static [DeviationKind] {
    use DeviationKind::*;
    match kind {
        AcceptsInvalid | WarnsOnly => &[AcceptsInvalid, WarnsOnly],
        RejectsValid | WrongPlace => &[RejectsValid, WrongPlace],
        MissingWarning => &[MissingWarning],
        Runtime => &[Runtime],
        ToolchainLimit => &[ToolchainLimit],
        Crash => &[Crash],
        Timeout => &[Timeout],
    }
}

/// A deviation group no record covers: its clause, its kinds, and the count of entries per
/// toolchain file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unrecorded {
    pub clause: String,
    pub kinds: &'static [DeviationKind],
    pub entries: BTreeMap<String, usize>,
}

impl Unrecorded {
    pub fn total(&self) -> usize {
        self.entries.values().sum()
    }
}

/// The groups of the entries of `files` (clause x [`group_kinds`]) that no record of `records`
/// covers, largest first. An entry without a kind, or whose id names no case (`clause_of`:
/// `None`), belongs to no group: the loader and the staleness check report those.
pub fn unrecorded_groups(
    records: &[Record],
    files: &[ExpectationFile],
    clause_of: &dyn Fn(&str) -> Option<String>,
) -> Vec<Unrecorded> {
    let mut groups: BTreeMap<(String, &'static [DeviationKind]), BTreeMap<String, usize>> =
        BTreeMap::new();
    for f in files {
        for (id, d) in &f.deviations {
            let (Some(kind), Some(clause)) = (d.kind, clause_of(id)) else {
                continue;
            };
            if records
                .iter()
                .any(|r| r.clause == clause && r.kinds.contains(&kind))
            {
                continue;
            }
            *groups
                .entry((clause, group_kinds(kind)))
                .or_default()
                .entry(f.toolchain.clone())
                .or_default() += 1;
        }
    }
    let mut out: Vec<Unrecorded> = groups
        .into_iter()
        .map(|((clause, kinds), entries)| Unrecorded {
            clause,
            kinds,
            entries,
        })
        .collect();
    out.sort_by(|a, b| b.total().cmp(&a.total()).then(a.clause.cmp(&b.clause)));
    out
}

/// Loads every `*.yaml` of `dir` (sorted); a missing folder has no records.
pub fn load_dir(dir: &Path) -> Result<Vec<Record>, String> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p)
            .map_err(|e| format!("{}: cannot read: {e}", p.display()))?;
        let mut r: Record = serde_saphyr::from_str(&text).map_err(|e| {
            let line = e.location().map(|l| l.line()).unwrap_or(1);
            format!("{}:{line}: {}", p.display(), crate::case::yaml_message(&e))
        })?;
        r.path = p;
        out.push(r);
    }
    Ok(out)
}

impl Record {
    /// The sentence every note of the group ends with, for a toolchain judged by CUDA `cuda`:
    /// a text dropped by an edition later than that version is still the rule of its edition.
    /// `consensus`: whether the entry's case is a consensus deviation (every family that judges
    /// it deviates the same way, [`consensus_cases`]); only then does a record's `unenforced`
    /// say "no toolchain enforces this rule": where some toolchain enforces it, that is false.
    pub fn sentence(&self, cuda: Option<&Version>, consensus: bool) -> String {
        let base = self.base_sentence(cuda);
        match self.unenforced {
            Some(_) if consensus => format!("{base}; no toolchain enforces this rule"),
            _ => base,
        }
    }

    /// How the group's entries stand to the language: a toolchain-limit group lacks a feature
    /// of the build or the tool ("rather than departing from the language", the kind's
    /// definition), so its sentence must not say the toolchain deviates.
    fn verdict_words(&self) -> &'static str {
        if self.kinds == [DeviationKind::ToolchainLimit] {
            "a limit of the tool, not a departure from the language"
        } else {
            "the toolchain deviates"
        }
    }

    fn base_sentence(&self, cuda: Option<&Version>) -> String {
        let rows = self.changes.join(", ");
        let deviates = self.verdict_words();
        let edition = self.edition.as_deref().unwrap_or("a later edition");
        let before_edition = match (cuda, self.edition.as_deref().and_then(edition_version)) {
            (Some(v), Some(e)) => *v < e,
            _ => false,
        };
        if self.conclusion == Conclusion::TextDroppedToolchainRelaxes && before_edition {
            return format!(
                "triage {}: the rule holds in this toolchain's edition ({edition} dropped the text later, CHANGES.md {rows}); {deviates}",
                self.clause
            );
        }
        match self.conclusion {
            // An empty `changes` cites no row: "(CHANGES.md : no change)" would read as a
            // citation of a row that says nothing changed.
            Conclusion::DeviatesFromARuleThatHolds => match (&self.applied, rows.is_empty()) {
                (Some(a), false) => format!(
                    "triage {}: the rule holds (CHANGES.md {rows}: {a}); {deviates}",
                    self.clause
                ),
                (Some(a), true) => {
                    format!("triage {}: the rule holds ({a}); {deviates}", self.clause)
                }
                (None, false) => format!(
                    "triage {}: the rule holds (CHANGES.md {rows}: no change); {deviates}",
                    self.clause
                ),
                (None, true) => format!(
                    "triage {}: the rule holds (no CHANGES.md row concerns it); {deviates}",
                    self.clause
                ),
            },
            Conclusion::TextDroppedToolchainRelaxes => format!(
                "triage {}: {edition} dropped the text (CHANGES.md {rows}), no documented change, so the rule stays and the toolchain relaxes it",
                self.clause
            ),
            Conclusion::DocumentedChangeSoRange => format!(
                "triage {}: {edition} documents the change (CHANGES.md {rows}); the rule holds for CUDA {}",
                self.clause,
                self.range.as_deref().unwrap_or("?")
            ),
            Conclusion::ReadingStricterThanProseCaseChanges => format!(
                "triage {}: the case read the clause more strictly than its prose; the case changes",
                self.clause
            ),
        }
    }

    /// Whether the conclusion agrees with the rows it cites: a dropped text needs a row that says
    /// the text was dropped and an edition; a documented change a row that documents one, an
    /// edition and a range; a rule that holds no row that dropped its text, and any row that
    /// changed it only with where that change is applied.
    pub fn check(&self, rows: &ChangeRows) -> Result<(), String> {
        let mut kinds = Vec::new();
        for id in &self.changes {
            match rows.get(id) {
                Some(k) => kinds.push(k),
                None => return Err(format!("cites `{id}`, which is no row of CHANGES.md")),
            }
        }
        let any = |k: RowChange| kinds.contains(&k);
        match self.conclusion {
            Conclusion::TextDroppedToolchainRelaxes => {
                if !any(RowChange::TextDropped) {
                    return Err(
                        "concludes the text was dropped, but no cited row says so".to_string()
                    );
                }
                if self.edition.is_none() {
                    return Err("a dropped text needs the `edition` that dropped it".into());
                }
            }
            Conclusion::DocumentedChangeSoRange => {
                if !any(RowChange::Changed) {
                    return Err(
                        "concludes a documented change, but no cited row documents one".into(),
                    );
                }
                if self.edition.is_none() || self.range.is_none() {
                    return Err("a documented change needs its `edition` and `range`".into());
                }
            }
            Conclusion::DeviatesFromARuleThatHolds => {
                if (any(RowChange::TextDropped) || any(RowChange::Changed))
                    && self.applied.is_none()
                {
                    return Err("a cited row records a change or a dropped text: conclude documented-change-so-range or text-dropped-toolchain-relaxes, or say why the rule holds anyway (`applied`)".into());
                }
            }
            Conclusion::ReadingStricterThanProseCaseChanges => {}
        }
        if self.kinds.is_empty() {
            return Err("names no kind".into());
        }
        if self.allowed.is_some() && !self.kinds.contains(&DeviationKind::RejectsValid) {
            return Err(
                "`allowed` says why the guide allows what a toolchain rejects: only a rejects-valid group has it".into(),
            );
        }
        match (&self.unenforced, self.conclusion) {
            (Some(w), _) if w.trim().is_empty() => {
                return Err("`unenforced` quotes none of the guide's words".into())
            }
            (Some(_), Conclusion::ReadingStricterThanProseCaseChanges) => {
                return Err(
                    "a case that changes is not a rule no toolchain enforces: drop `unenforced`"
                        .into(),
                )
            }
            _ => {}
        }
        Ok(())
    }
}

/// Why a note contradicts `CHANGES.md`, if it does: it says "CHANGES.md documents no change"
/// while a row it or its clause cites (`context`: the clause's text, reading and bound
/// sources) documents a change or a dropped text, or "undocumented relaxation" while such a row
/// documents a change that is not already the clause's range (`range_sources`).
pub fn note_contradiction(
    note: &str,
    context: &str,
    range_sources: &str,
    rows: &ChangeRows,
) -> Option<String> {
    let no_change = note.contains("documents no change");
    let undocumented = note.contains("undocumented relaxation");
    if !no_change && !undocumented {
        return None;
    }
    let applied = cited_rows(range_sources);
    let mut cited = cited_rows(note);
    cited.extend(cited_rows(context));
    for id in cited {
        match rows.get(&id) {
            Some(RowChange::Silent) | None => {}
            Some(RowChange::TextDropped) if no_change => {
                return Some(format!(
                    "says CHANGES.md documents no change, but row {id} records the text dropped"
                ))
            }
            Some(RowChange::Changed) if !applied.contains(&id) => {
                return Some(format!(
                    "says {}, but row {id} documents a change",
                    if no_change {
                        "CHANGES.md documents no change"
                    } else {
                        "undocumented relaxation"
                    }
                ))
            }
            Some(_) => {}
        }
    }
    None
}

/// The note of an entry of a recorded group: what the toolchain does (the note as written, up
/// to the first old conclusion: "; undocumented relaxation", "; triage ") and the record's
/// sentence.
pub fn generated_note(
    note: &str,
    record: &Record,
    cuda: Option<&Version>,
    consensus: bool,
) -> String {
    let mut behaviour = note;
    for cut in [
        "; undocumented relaxation",
        "; triage ",
        ": undocumented relaxation",
    ] {
        if let Some(i) = behaviour.find(cut) {
            behaviour = &behaviour[..i];
        }
    }
    let behaviour = match &record.allowed {
        Some(why) => ALLOWS
            .replace_all(behaviour, |_: &regex::Captures| {
                format!("which the guide allows ({why})")
            })
            .into_owned(),
        None => behaviour.to_string(),
    };
    format!(
        "{}; {}",
        behaviour.trim_end(),
        record.sentence(cuda, consensus)
    )
}

/// A note's reason why the guide allows what a toolchain rejects: "which the guide allows
/// (...)", made of the record's `allowed` ([`generated_note`]).
pub static ALLOWS: LazyLock<regex::Regex> =
    LazyLock::new(|| regex::Regex::new(r"which the guide allows \([^()]*\)").unwrap());

/// The trials the expectation files judge, one per file and case: a file judges a case in the
/// CUDA range of the version its toolchain is judged by, in its phases and scope, whose
/// `requires` its family meets (NVRTC: and that NVRTC can compile at all, by its frontmatter and,
/// as far as the case's text shows, by its code: `jit_scope`). A trial deviates when the file
/// has an entry for the case. Only compiler families count (`report::consensus::FAMILIES`).
pub fn judged_trials(
    corpus: &crate::corpus::Corpus,
    files: &[ExpectationFile],
) -> Vec<crate::report::consensus::Trial> {
    use crate::report::consensus::{way_of, Trial, FAMILIES};
    let mut trials = Vec::new();
    let include_dir = corpus.root.join("include");
    // Whether NVRTC can compile the case's code at all: a pure function of the case's text, read
    // once per case (not per NVRTC file).
    let mut jit_inapplicable: BTreeMap<&str, bool> = BTreeMap::new();
    for f in files {
        let Some(family) = FAMILIES
            .iter()
            .find(|fam| f.toolchain.starts_with(&format!("{fam}-")))
        else {
            continue;
        };
        let cuda = crate::staleness::judged_cuda(f);
        let features: &[&str] = match *family {
            "nvcc" => &["int128", "cdp", "nvfunctional"],
            _ => &["int128", "cdp"],
        };
        for c in &corpus.cases {
            let r = &c.meta.requires;
            let judged = cuda.as_ref().is_none_or(|v| c.range.contains(v))
                && f.covers(&c.id, c.meta.phase)
                && (r.toolchains.is_empty() || r.toolchains.iter().any(|t| t == family))
                && r.features.iter().all(|x| features.contains(&x.as_str()))
                && (*family != "nvrtc"
                    || (crate::toolchain::nvrtc::static_inapplicability(c).is_none()
                        && !*jit_inapplicable.entry(c.id.as_str()).or_insert_with(|| {
                            crate::jit_scope::inapplicability(&c.source, &include_dir).is_some()
                        })))
                && (*family != "clang"
                    || crate::toolchain::clang::static_inapplicability(c).is_none());
            if !judged {
                continue;
            }
            trials.push(Trial {
                case: c.id.clone(),
                clause: c.meta.clause.clone(),
                family: family.to_string(),
                toolchain: f.toolchain.clone(),
                way: f.deviations.get(&c.id).map(|d| way_of(d.kind, d.status)),
            });
        }
    }
    trials
}

/// The ids of the consensus deviations the expectation files show (`report::consensus::find`
/// over [`judged_trials`]): the only entries whose note may say "no toolchain enforces this
/// rule".
pub fn consensus_cases(
    corpus: &crate::corpus::Corpus,
    files: &[ExpectationFile],
) -> BTreeSet<String> {
    crate::report::consensus::find(&judged_trials(corpus, files))
        .into_iter()
        .map(|c| c.case)
        .collect()
}

/// The toolchains whose files have entries in the record's group, with the count of each:
/// computed, so the record never states it.
pub fn deviating(
    record: &Record,
    files: &[ExpectationFile],
    clause_of: &dyn Fn(&str) -> Option<String>,
) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for f in files {
        for (id, d) in &f.deviations {
            if clause_of(id).as_deref() == Some(record.clause.as_str())
                && d.kind.is_some_and(|k| record.kinds.contains(&k))
            {
                *out.entry(f.toolchain.clone()).or_default() += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec beside a checkout is found from the checkout, and from a clone of it (and a clone
    /// of that) made in a folder with no `shared/` above it; a clone of nothing finds none.
    #[test]
    fn the_spec_is_found_above_a_checkout_and_above_its_local_origin() {
        let git = |dir: &Path, args: &[&str]| {
            let ok = std::process::Command::new("git")
                .arg("-C")
                .arg(dir)
                .args(args)
                .output()
                .unwrap()
                .status
                .success();
            assert!(ok, "git {args:?} in {}", dir.display());
        };
        let top = tempfile::tempdir().unwrap();
        let work = top.path().join("work");
        std::fs::create_dir_all(work.join("shared/spec")).unwrap();
        std::fs::write(work.join("shared/spec/CHANGES.md"), CHANGES).unwrap();
        let main = work.join("main");
        std::fs::create_dir_all(main.join("cases")).unwrap();
        std::fs::write(main.join("cases/x"), "").unwrap();
        git(&main, &["init", "-q"]);
        git(&main, &["add", "."]);
        git(
            &main,
            &[
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "commit",
                "-qm",
                "x",
            ],
        );
        let want = work.join("shared/spec/CHANGES.md").canonicalize().unwrap();
        assert_eq!(
            ChangeRows::find_above(&main.join("cases")),
            Some(want.clone())
        );

        let elsewhere = top.path().join("tmp");
        std::fs::create_dir_all(&elsewhere).unwrap();
        let m = main.to_str().unwrap();
        git(&elsewhere, &["clone", "-q", m, "one"]);
        git(
            &elsewhere,
            &[
                "clone",
                "-q",
                &format!("file://{}", elsewhere.join("one").display()),
                "two",
            ],
        );
        for clone in ["one", "two"] {
            let cases = elsewhere.join(clone).join("cases");
            assert_eq!(
                ChangeRows::find_above(&cases),
                Some(want.clone()),
                "{clone}"
            );
        }

        let lone = top.path().join("lone");
        std::fs::create_dir_all(&lone).unwrap();
        git(&lone, &["init", "-q"]);
        assert_eq!(ChangeRows::find_above(&lone), None);
    }

    const CHANGES: &str = "| # | rule | seed | newer | version | source |\n|---|---|---|---|---|---|\n| A28 | by reference | cannot | Both sentences are **absent from G13** | 13.x (text); behaviour unknown | G13 |\n| A42 | unnamed | types | Same. The unnamed exception is now explicit: \"unless\" | – | G13 (Q) |\n| A8 | x | y | unchanged | – | G13 |\n| A26 | size | 4 KB | 32,764 bytes | **12.1** | BLOG |\n";

    /// The reason a note gives for the guide's allowing a rejected case is the record's, so a
    /// reason written for another group is replaced; a record without one leaves it, and the
    /// rewrite is stable.
    #[test]
    fn a_notes_reason_for_allowing_comes_from_its_record() {
        let mut r = record(Conclusion::DeviatesFromARuleThatHolds, &[]);
        r.kinds = vec![DeviationKind::RejectsValid, DeviationKind::WrongPlace];
        let old = "NVRTC 13.0 rejects the initialization of this memory-space variable (\"dynamic initialization is not supported\"), which the guide allows (an empty constructor/destructor); triage c.x: old";
        assert_eq!(
            generated_note(old, &r, None, false)
                .matches("an empty constructor")
                .count(),
            1
        );
        r.allowed = Some("I.4.21.2 requires const only with the Microsoft host compiler".into());
        let new = generated_note(old, &r, None, false);
        assert!(
            new.contains("which the guide allows (I.4.21.2 requires const only with the Microsoft host compiler); triage c.x"),
            "{new}"
        );
        assert!(!new.contains("empty constructor"), "{new}");
        assert_eq!(generated_note(&new, &r, None, false), new);
        assert!(r.check(&ChangeRows::default()).is_ok());
        r.kinds = vec![DeviationKind::AcceptsInvalid];
        assert!(r.check(&ChangeRows::default()).is_err());
    }

    fn record(conclusion: Conclusion, changes: &[&str]) -> Record {
        Record {
            clause: "c.x".into(),
            kinds: vec![DeviationKind::AcceptsInvalid],
            reading: "r".into(),
            changes: changes.iter().map(|s| s.to_string()).collect(),
            conclusion,
            edition: Some("G13".into()),
            range: Some("..13.0".into()),
            applied: None,
            unenforced: None,
            allowed: None,
            path: PathBuf::new(),
        }
    }

    #[test]
    fn rows_are_classified_from_changes_md() {
        let rows = ChangeRows::parse(CHANGES);
        assert_eq!(rows.get("A28"), Some(RowChange::TextDropped));
        assert_eq!(rows.get("A42"), Some(RowChange::Changed));
        assert_eq!(rows.get("A8"), Some(RowChange::Silent));
        assert_eq!(rows.get("A26"), Some(RowChange::Changed));
        assert_eq!(
            cited_rows("x (CHANGES.md A28, A39) y; CHANGES.md C2 and C7"),
            ["A28", "A39", "C2", "C7"]
                .iter()
                .map(|s| s.to_string())
                .collect()
        );
    }

    #[test]
    fn a_conclusion_is_checked_against_its_rows() {
        let rows = ChangeRows::parse(CHANGES);
        use Conclusion::*;
        assert!(record(TextDroppedToolchainRelaxes, &["A28"])
            .check(&rows)
            .is_ok());
        assert!(record(DeviatesFromARuleThatHolds, &["A28"])
            .check(&rows)
            .is_err());
        assert!(record(DocumentedChangeSoRange, &["A42"])
            .check(&rows)
            .is_ok());
        assert!(record(DeviatesFromARuleThatHolds, &["A42"])
            .check(&rows)
            .is_err());
        assert!(record(TextDroppedToolchainRelaxes, &["A42"])
            .check(&rows)
            .is_err());
        assert!(record(DeviatesFromARuleThatHolds, &["A8"])
            .check(&rows)
            .is_ok());
        assert!(record(DocumentedChangeSoRange, &["A8"])
            .check(&rows)
            .is_err());
        assert!(record(DeviatesFromARuleThatHolds, &["Z9"])
            .check(&rows)
            .is_err());
        let mut applied = record(DeviatesFromARuleThatHolds, &["A26"]);
        assert!(applied.check(&rows).is_err());
        applied.applied = Some("the clause's range since 12.1".into());
        assert!(applied.check(&rows).is_ok());
    }

    #[test]
    fn notes_that_contradict_their_rows_are_found_and_generated_ones_do_not() {
        let rows = ChangeRows::parse(CHANGES);
        let old = "nvcc accepts it; undocumented relaxation: every tested nvcc accepts it and CHANGES.md documents no change; the 13 guide no longer states the rule (CHANGES.md A28)";
        assert!(note_contradiction(old, "", "", &rows).is_some());
        assert!(note_contradiction(
            "nvcc accepts it; undocumented relaxation",
            "reading (CHANGES.md A42)",
            "",
            &rows
        )
        .is_some());
        assert!(note_contradiction(
            "nvcc accepts it; undocumented relaxation",
            "since 12.1 (CHANGES.md A26)",
            "BLOG (CHANGES.md A26)",
            &rows
        )
        .is_none());
        let r = record(Conclusion::TextDroppedToolchainRelaxes, &["A28"]);
        let v13 = Version::parse("13.5").unwrap();
        let new = generated_note(old, &r, Some(&v13), false);
        assert!(
            new.starts_with("nvcc accepts it; triage c.x: G13 dropped the text (CHANGES.md A28)")
        );
        assert_eq!(note_contradiction(&new, "", "", &rows), None);
        assert_eq!(
            generated_note(&new, &r, Some(&v13), false),
            new,
            "regenerating changes nothing"
        );
        // A toolchain judged by 12.9 is judged by an edition that still has the text.
        let v12 = Version::parse("12.9").unwrap();
        let old12 = generated_note(&new, &r, Some(&v12), false);
        assert!(
            old12.contains("the rule holds in this toolchain's edition"),
            "{old12}"
        );
        assert_eq!(note_contradiction(&old12, "", "", &rows), None);
    }

    /// "no toolchain enforces this rule" is said of a consensus deviation only: the same record
    /// also covers entries whose case some other toolchain enforces (issue 23 review, F5).
    #[test]
    fn unenforced_is_said_only_of_a_consensus_deviation() {
        let mut r = record(Conclusion::DeviatesFromARuleThatHolds, &["A8"]);
        r.unenforced = Some("\"must not be modified\"".into());
        let v = Version::parse("13.5").unwrap();
        assert!(r
            .sentence(Some(&v), true)
            .ends_with("; no toolchain enforces this rule"));
        let elsewhere = r.sentence(Some(&v), false);
        assert!(!elsewhere.contains("no toolchain enforces"), "{elsewhere}");
        // A note written for a consensus case loses the claim once the case is enforced
        // somewhere, and regenerating is stable.
        let note = generated_note("nvcc accepts it", &r, Some(&v), true);
        let again = generated_note(&note, &r, Some(&v), false);
        assert_eq!(again, format!("nvcc accepts it; {elsewhere}"));
        assert_eq!(generated_note(&again, &r, Some(&v), false), again);
    }

    /// An empty `changes` cites no row, so the sentence must not read as a citation of one
    /// ("(CHANGES.md : no change)"); an `applied` text then stands alone (issue 23 review, F7).
    #[test]
    fn a_record_citing_no_row_says_so() {
        let mut r = record(Conclusion::DeviatesFromARuleThatHolds, &[]);
        let s = r.sentence(None, false);
        assert!(!s.contains("CHANGES.md :"), "{s}");
        assert!(s.contains("no CHANGES.md row concerns it"), "{s}");
        r.applied = Some("CHANGES.md §B's dialect exception is another clause's".into());
        let s = r.sentence(None, false);
        assert!(
            s.contains("the rule holds (CHANGES.md §B's dialect exception is another clause's)"),
            "{s}"
        );
        assert!(!s.contains("no change"), "{s}");
        let cited = record(Conclusion::DeviatesFromARuleThatHolds, &["A8"]).sentence(None, false);
        assert!(cited.contains("(CHANGES.md A8: no change)"), "{cited}");
    }

    /// A toolchain-limit group lacks a feature "rather than departing from the language": its
    /// sentence never ends "the toolchain deviates" (issue 23 review, F7).
    #[test]
    fn a_toolchain_limit_sentence_does_not_say_the_toolchain_deviates() {
        let mut r = record(Conclusion::DeviatesFromARuleThatHolds, &[]);
        r.kinds = vec![DeviationKind::ToolchainLimit];
        let s = r.sentence(None, false);
        assert!(!s.contains("the toolchain deviates"), "{s}");
        assert!(
            s.ends_with("a limit of the tool, not a departure from the language"),
            "{s}"
        );
        r.kinds = vec![DeviationKind::AcceptsInvalid, DeviationKind::WarnsOnly];
        assert!(r.sentence(None, false).ends_with("the toolchain deviates"));
    }
}
