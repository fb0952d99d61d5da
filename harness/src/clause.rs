//! The clause index: one entry per normative statement of the spec, in `cases/clauses/*.yaml`.
//!
//! Cases cite a clause by id; the index says what breaking it means (must be diagnosed, no
//! diagnostic required, undefined at run time, or a guarantee). Coverage is judged per clause.

use crate::case::CaseError;
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
    #[serde(skip)]
    pub file: PathBuf,
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
                if let Some(prev) = index.clauses.get(&c.id) {
                    let line = text
                        .lines()
                        .position(|l| l.contains(&format!("id: {}", c.id)))
                        .map(|i| i as u32 + 1)
                        .unwrap_or(1);
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
