//! Expectation files: the recorded deviations of one toolchain from the spec.
//!
//! `expectations/<toolchain>.yaml` maps case ids to the status the toolchain is known to get
//! (`fail`, `crash`, `timeout`) with a one-line note on what it does. A case that departs from the
//! spec exactly as recorded is `xfail`; a recorded case that now conforms is `xpass` (news). The
//! cases themselves are never edited: they stay as the spec says.

use crate::case::{CaseError, Phase};
use crate::verdict::Status;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deviation {
    /// The status the toolchain gets on this case.
    pub status: Status,
    /// What the toolchain does, in one line, written by a person.
    pub note: String,
    /// The harness's summary of the mismatch when blessed (kept for reference).
    pub detail: Option<String>,
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
            if !matches!(d.status, Status::Fail | Status::Crash | Status::Timeout) {
                let line = text
                    .lines()
                    .position(|l| l.trim_start().starts_with(&format!("{id}:")))
                    .unwrap_or(0) as u32
                    + 1;
                return Err(CaseError::at(
                    path,
                    line,
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
            out.push_str(&format!(
                "  {}:\n    status: {}\n    note: {}\n",
                q(id),
                d.status,
                q(&d.note)
            ));
            if let Some(det) = &d.detail {
                out.push_str(&format!("    detail: {}\n", q(det)));
            }
        }
        out
    }

    /// Writes atomically (temp file + rename), so an interrupted bless leaves the old file.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::results::write_atomically(path, self.render().as_bytes())
    }
}

/// A mismatch as one line of at most 240 characters (stdout diffs span several lines).
fn one_line(m: &str) -> String {
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

/// Rewrites a note taken from a notes file for the toolchain being blessed. The case authors'
/// notes name the compiler they observed (`nvcc 13.5 accepts it`); blessing another version from
/// the same notes must not claim the old version's name, so any `nvcc 13.N[.P]` in the note becomes
/// `shown` (e.g. `nvcc 13.2`). The observed mismatch itself is kept separately, in `detail`.
pub fn retarget_note(note: &str, shown: &str) -> String {
    static NVCC_VERSION: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"nvcc 1[0-9]\.[0-9]+(\.[0-9]+)?").unwrap());
    NVCC_VERSION
        .replace_all(note, regex::NoExpand(shown))
        .into_owned()
}

/// How a toolchain id is named in a note: `nvcc-13.2.86` as `nvcc 13.2`, others by their id.
pub fn shown_name(toolchain_id: &str) -> String {
    match toolchain_id.strip_prefix("nvcc-") {
        Some(v) if v.starts_with(|c: char| c.is_ascii_digit()) => {
            let mm: Vec<&str> = v.split('.').take(2).collect();
            format!("nvcc {}", mm.join("."))
        }
        _ => toolchain_id.to_string(),
    }
}

/// One judged case for blessing.
pub struct BlessInput<'a> {
    pub case_id: &'a str,
    pub status: Status,
    pub first_mismatch: Option<&'a str>,
}

/// Rewrites `file` from a run's judged statuses (before expectations were applied). Cases not
/// in `inputs` are left alone; notes of kept deviations are kept; new ones take a note from
/// `notes` if given, else the mismatch summary. Returns (added, removed, kept).
pub fn bless(
    file: &mut ExpectationFile,
    inputs: &[BlessInput],
    notes: &BTreeMap<String, String>,
) -> (usize, usize, usize) {
    let (mut added, mut removed, mut kept) = (0, 0, 0);
    for i in inputs {
        match i.status {
            Status::Fail | Status::Crash | Status::Timeout => {
                let detail = i.first_mismatch.map(one_line);
                match file.deviations.get_mut(i.case_id) {
                    Some(d) => {
                        // A note that only repeats the mismatch summary was never written by a
                        // person: a note from the notes files replaces it. Written notes stay.
                        if d.detail.as_deref() == Some(d.note.as_str()) {
                            if let Some(n) = notes.get(i.case_id) {
                                d.note = n.clone();
                            }
                        }
                        d.status = i.status;
                        d.detail = detail;
                        kept += 1;
                    }
                    None => {
                        let note = notes.get(i.case_id).cloned().unwrap_or_else(|| {
                            detail
                                .clone()
                                .unwrap_or_else(|| format!("{} on this case", i.status))
                        });
                        file.deviations.insert(
                            i.case_id.to_string(),
                            Deviation {
                                status: i.status,
                                note,
                                detail,
                            },
                        );
                        added += 1;
                    }
                }
            }
            Status::Pass | Status::Xpass | Status::Xfail => {
                if i.status != Status::Xfail && file.deviations.remove(i.case_id).is_some() {
                    removed += 1;
                }
            }
            Status::Unsupported | Status::NotRun | Status::Invalid => {}
        }
    }
    (added, removed, kept)
}

#[cfg(test)]
mod tests {
    use super::*;

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
                note: "n".into(),
                detail: None,
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
            "nvcc-gpu-image-13.0.88"
        );
        assert_eq!(
            retarget_note("nvcc 13.5 accepts it; nvcc 13.5.37 too", "nvcc 13.2"),
            "nvcc 13.2 accepts it; nvcc 13.2 too"
        );
        assert_eq!(
            retarget_note("accepted, no diagnostic", "nvcc 13.2"),
            "accepted, no diagnostic"
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
                note: "hand-written".into(),
                detail: None,
            },
        );
        f.deviations.insert(
            "fixed".into(),
            Deviation {
                status: Status::Fail,
                note: "old".into(),
                detail: None,
            },
        );
        let notes: BTreeMap<String, String> =
            [("new".to_string(), "from drafts".to_string())].into();
        let inputs = [
            BlessInput {
                case_id: "keep",
                status: Status::Fail,
                first_mismatch: Some("missing error at line 3"),
            },
            BlessInput {
                case_id: "fixed",
                status: Status::Pass,
                first_mismatch: None,
            },
            BlessInput {
                case_id: "new",
                status: Status::Fail,
                first_mismatch: Some("x"),
            },
            BlessInput {
                case_id: "other",
                status: Status::Crash,
                first_mismatch: Some("died: \"quoted\""),
            },
        ];
        assert_eq!(bless(&mut f, &inputs, &notes), (2, 1, 1));
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
            "toolchain: x\ndeviations:\n  a/b:\n    status: pass\n    note: n\n",
        )
        .unwrap();
        let e = ExpectationFile::load(&p, "x").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
    }
}
