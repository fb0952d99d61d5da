//! The clause index: one entry per normative statement of the spec, in `cases/clauses/*.yaml`.
//!
//! Cases cite a clause by id; the index says what breaking it means (must be diagnosed, no
//! diagnostic required, undefined at run time, or a guarantee). Coverage is judged per clause.
//!
//! A clause holds for a range of CUDA versions: `since` / `until` (exclusive), each with the
//! `source` that documents the change (a guide edition or release note, as
//! `shared/spec/CHANGES.md` tags it). A rule whose text changed is one clause per edition. A case
//! inherits its clause's range and may only narrow it (`corpus` checks that).

use crate::case::CaseError;
use crate::version::{Bound, Range, Version};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClauseKind {
    MustDiagnose,
    Ndr,
    Ub,
    Allowed,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clause {
    pub id: String,
    pub section: String,
    pub kind: ClauseKind,
    pub text: String,
    pub reading: Option<String>,
    /// Why no case can break this clause, when none can.
    pub negative: Option<String>,
    /// Why no case can obey this clause, when none can (rare: a pure prohibition with no
    /// meaningful conforming form).
    pub positive: Option<String>,
    /// The first CUDA version the clause holds for, when a documented change started it.
    pub since: Option<ClauseBound>,
    /// The first CUDA version the clause no longer holds for (exclusive).
    pub until: Option<ClauseBound>,
    /// `generated-code-may-fail: true`: the guide lets the host compilation fail on the code the
    /// toolchain generates for a breach of this (ndr) clause, as I.6.2 says of extended-lambda
    /// restrictions 13-17 ("the host compiler may fail to compile the generated code"). An ndr
    /// case of such a clause whose only errors are in generated code conforms. Set only where
    /// the clause's own text says so: "no diagnostic is guaranteed" alone does not.
    #[serde(
        default,
        rename = "generated-code-may-fail",
        skip_serializing_if = "std::ops::Not::not"
    )]
    pub generated_code_may_fail: bool,
    #[serde(skip)]
    pub file: PathBuf,
    /// The line of the entry's `id:` in its file, for error messages.
    #[serde(skip)]
    pub line: u32,
}

/// A bound of a clause's range: unlike a case's bound, it must say where the change is documented.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClauseBound {
    pub version: Version,
    /// `FA §12.1.2 (CHANGES.md A1)`: the edition or release note, as CHANGES.md tags it.
    pub source: String,
}

impl Clause {
    /// The CUDA versions the clause holds for, with sources.
    pub fn range(&self) -> Range {
        let b = |c: &Option<ClauseBound>| {
            c.as_ref().map(|c| Bound {
                version: c.version.clone(),
                source: Some(c.source.clone()),
            })
        };
        Range {
            since: b(&self.since),
            until: b(&self.until),
        }
    }

    /// What is wrong with the entry's range, if anything.
    fn range_error(&self) -> Option<String> {
        for (key, b) in [("since", &self.since), ("until", &self.until)] {
            if let Some(b) = b {
                if b.source.trim().is_empty() {
                    return Some(format!(
                        "clause `{}`: `{key}.source` is empty: name the edition or release note that documents the change (as CHANGES.md tags it)",
                        self.id
                    ));
                }
            }
        }
        // Only a clause whose breach is ill-formed without a diagnostic can let a failure in
        // generated code conform; elsewhere the flag would hide a rejection.
        if self.generated_code_may_fail && self.kind != ClauseKind::Ndr {
            return Some(format!(
                "clause `{}`: `generated-code-may-fail` is for `kind: ndr` clauses only",
                self.id
            ));
        }
        if let (Some(s), Some(u)) = (&self.since, &self.until) {
            if s.version >= u.version {
                return Some(format!(
                    "clause `{}`: `until: {}` is not after `since: {}`",
                    self.id, u.version, s.version
                ));
            }
        }
        None
    }
}

/// All clauses by id.
#[derive(Debug, Default, Clone)]
pub struct ClauseIndex {
    pub clauses: BTreeMap<String, Clause>,
}

impl ClauseIndex {
    /// Loads every `*.yaml` in `dir`. Errors (bad YAML, duplicate ids) are returned alongside
    /// whatever did load, so one bad file does not hide the others.
    pub fn load(dir: &Path) -> (ClauseIndex, Vec<CaseError>) {
        let mut index = ClauseIndex::default();
        let mut errors = Vec::new();
        let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(rd) => rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect(),
            Err(_) => return (index, errors),
        };
        files.sort();
        for f in files {
            let text = match std::fs::read_to_string(&f) {
                Ok(t) => t,
                Err(e) => {
                    errors.push(CaseError::at(&f, 1, 1, format!("cannot read: {e}")));
                    continue;
                }
            };
            let list: Vec<Clause> = match serde_saphyr::from_str(&text) {
                Ok(l) => l,
                Err(e) => {
                    let (line, col) = e
                        .location()
                        .map(|l| (l.line() as u32, l.column() as u32))
                        .unwrap_or((1, 1));
                    errors.push(CaseError::at(
                        &f,
                        line.max(1),
                        col.max(1),
                        crate::case::yaml_message(&e),
                    ));
                    continue;
                }
            };
            for mut c in list {
                c.file = f.clone();
                let line = text
                    .lines()
                    .position(|l| {
                        l.trim_start_matches([' ', '-'])
                            .strip_prefix("id:")
                            .is_some_and(|v| v.trim().trim_matches(['"', '\'']) == c.id)
                    })
                    .map(|i| i as u32 + 1)
                    .unwrap_or(1);
                c.line = line;
                if let Some(msg) = c.range_error() {
                    errors.push(CaseError::at(&f, line, 1, msg));
                    continue;
                }
                if let Some(prev) = index.clauses.get(&c.id) {
                    errors.push(CaseError::at(
                        &f,
                        line,
                        1,
                        format!(
                            "duplicate clause id `{}` (also in {})",
                            c.id,
                            prev.file.display()
                        ),
                    ));
                    continue;
                }
                index.clauses.insert(c.id.clone(), c);
            }
        }
        (index, errors)
    }

    pub fn get(&self, id: &str) -> Option<&Clause> {
        self.clauses.get(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(text: &str) -> (ClauseIndex, Vec<CaseError>) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.yaml"), text).unwrap();
        ClauseIndex::load(dir.path())
    }

    const ENTRY: &str = "- id: a.b\n  section: D.1\n  kind: must-diagnose\n  text: t\n";

    #[test]
    fn ranges_with_sources_load() {
        let (idx, errs) = load_text(&format!(
            "{ENTRY}  until: {{version: \"12.0\", source: \"FA (CHANGES.md D1)\"}}\n- id: a.c\n  section: D.1\n  kind: allowed\n  text: t\n  since:\n    version: \"12.0\"\n    source: \"FA (CHANGES.md D1)\"\n"
        ));
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(idx.get("a.b").unwrap().range().to_string(), "..12.0");
        let c = idx.get("a.c").unwrap();
        assert_eq!(c.range().to_string(), "12.0..");
        assert_eq!(c.line, 6);
        assert_eq!(
            c.range().since.unwrap().source.as_deref(),
            Some("FA (CHANGES.md D1)")
        );
    }

    #[test]
    fn a_bound_without_source_or_an_empty_range_is_an_error_with_its_line() {
        let (_, errs) = load_text(&format!("- id: z\n  section: D.1\n  kind: ub\n  text: t\n{ENTRY}  since: {{version: \"12.0\"}}\n"));
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].message.contains("source"), "{}", errs[0]);
        let (idx, errs) = load_text(&format!(
            "{ENTRY}  since: {{version: \"12.0\", source: s}}\n  until: {{version: \"11.0\", source: s}}\n"
        ));
        assert!(idx.get("a.b").is_none());
        assert_eq!(
            (errs[0].line, errs[0].message.contains("not after")),
            (1, true),
            "{}",
            errs[0]
        );
        let (_, errs) = load_text(&format!(
            "{ENTRY}  since: {{version: \"12.0\", source: \" \"}}\n"
        ));
        assert!(errs[0].message.contains("is empty"), "{}", errs[0]);
        let (_, errs) = load_text(&format!(
            "{ENTRY}  since: {{version: \"twelve\", source: s}}\n"
        ));
        assert_eq!(errs[0].line, 5, "{}", errs[0]);
    }

    #[test]
    fn generated_code_may_fail_loads_on_ndr_clauses_only() {
        let (idx, errs) = load_text(
            "- id: n\n  section: I.6.2\n  kind: ndr\n  text: t\n  generated-code-may-fail: true\n- id: m\n  section: I.6.2\n  kind: ndr\n  text: t\n",
        );
        assert!(errs.is_empty(), "{errs:?}");
        assert!(idx.get("n").unwrap().generated_code_may_fail);
        assert!(!idx.get("m").unwrap().generated_code_may_fail);
        let (idx, errs) = load_text(
            "- id: e\n  section: I.4.3\n  kind: must-diagnose\n  text: t\n  generated-code-may-fail: true\n",
        );
        assert!(idx.get("e").is_none());
        assert_eq!(errs[0].line, 1, "{}", errs[0]);
        assert!(errs[0].message.contains("ndr"), "{}", errs[0]);
    }
}
