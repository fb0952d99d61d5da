//! The corpus: every case file under `cases/`, loaded and checked against the clause index.
//!
//! Loading never stops at a bad case: the result holds the good cases and, separately, one
//! [`CaseError`] per bad file, so a run reports the bad ones as `invalid` and runs the rest.

use crate::case::{self, Case, CaseError};
use crate::clause::ClauseIndex;
use rayon::prelude::*;
use std::path::{Path, PathBuf};

#[derive(Debug, Default)]
pub struct Corpus {
    pub root: PathBuf,
    /// One per trial: a file with `revisions` gives one case per revision (`id#name`), in order.
    pub cases: Vec<Case>,
    /// Files that failed to parse, with the case id they would have had (the file's: a file
    /// with a bad revision is invalid as a whole).
    pub invalid: Vec<(String, CaseError)>,
    pub clauses: ClauseIndex,
    /// Problems in the clause index itself.
    pub clause_errors: Vec<CaseError>,
}

/// Every `.cu` file below `root`, sorted, except in `include/` (headers shared by cases).
pub fn discover(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out.sort();
    out
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            if dir == root
                && p.file_name()
                    .is_some_and(|n| n == "include" || n == "clauses")
            {
                continue;
            }
            walk(root, &p, out);
        } else if p.extension().is_some_and(|x| x == "cu") {
            out.push(p);
        }
    }
}

/// One case file's trials; a file name holding `#` is refused unread, since `#` separates a
/// case's id from its revision's (`id#rev`) and such a name would give ids that clash with, or
/// cannot be told from, a revision's.
fn load_file(root: &Path, path: &Path) -> Result<Vec<Case>, CaseError> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    if name.contains('#') {
        return Err(CaseError::at(
            path,
            1,
            1,
            format!("the file name `{name}` holds `#`, which separates a case's id from its revision's (`id#rev`): rename the file"),
        ));
    }
    case::load_revisions(root, path)
}

impl Corpus {
    /// Loads the corpus at `root` (the `cases/` folder) with its clause index in `root/clauses`.
    pub fn load(root: &Path) -> Corpus {
        let (clauses, clause_errors) = ClauseIndex::load(&root.join("clauses"));
        let files = discover(root);
        let loaded: Vec<(String, Result<Vec<Case>, CaseError>)> = files
            .par_iter()
            .map(|p| (case::id_of(root, p), load_file(root, p)))
            .collect();
        let mut corpus = Corpus {
            root: root.to_path_buf(),
            clauses,
            clause_errors,
            ..Default::default()
        };
        let check_clauses = !corpus.clauses.clauses.is_empty();
        for (id, r) in loaded {
            match r {
                Ok(trials) => match corpus.join_clause(check_clauses, trials) {
                    Ok(trials) => corpus.cases.extend(trials),
                    Err(e) => corpus.invalid.push((id, e)),
                },
                Err(e) => corpus.invalid.push((id, e)),
            }
        }
        corpus.reject_clashing_ids();
        corpus
    }

    /// Makes invalid both files of every trial id that two files give (`m28.cu` with revision
    /// `c++14` beside `m28#c++14.cu`, which [`load_file`] already refuses for its `#`), each
    /// error naming the other file: results are keyed by trial id, so two trials of one id would
    /// overwrite each other in a results file and in a merge.
    fn reject_clashing_ids(&mut self) {
        use std::collections::BTreeMap;
        let mut owner: BTreeMap<&str, &Path> = self
            .invalid
            .iter()
            .map(|(id, e)| (id.as_str(), e.path.as_path()))
            .collect();
        let mut bad: BTreeMap<PathBuf, CaseError> = BTreeMap::new();
        for c in &self.cases {
            match owner.get(c.id.as_str()) {
                Some(&other) if other != c.path => {
                    for (this, that) in [(c.path.as_path(), other), (other, c.path.as_path())] {
                        bad.entry(this.to_path_buf()).or_insert_with(|| {
                            CaseError::at(
                                this,
                                1,
                                1,
                                format!(
                                    "trial id `{}` is also given by {}: two case files may not give the same id",
                                    c.id,
                                    that.display()
                                ),
                            )
                        });
                    }
                }
                Some(_) => {}
                None => {
                    owner.insert(&c.id, &c.path);
                }
            }
        }
        if bad.is_empty() {
            return;
        }
        self.cases.retain(|c| !bad.contains_key(&c.path));
        for (path, e) in bad {
            // A file already invalid keeps its own error; the other one names it.
            if !self.invalid.iter().any(|(_, x)| x.path == path) {
                self.invalid.push((case::id_of(&self.root, &path), e));
            }
        }
        self.invalid.sort_by(|a, b| a.0.cmp(&b.0));
    }

    /// Joins a file's trials to their clause: an unknown clause, or a trial whose own `since` /
    /// `until` widens the clause's range, makes the file invalid; else each trial's range becomes
    /// the clause's narrowed by its own (and by its dialect's, already in `range`).
    fn join_clause(&self, check_clauses: bool, trials: Vec<Case>) -> Result<Vec<Case>, CaseError> {
        let mut out = Vec::with_capacity(trials.len());
        for mut c in trials {
            let line_of = |key: &str| {
                c.source
                    .lines()
                    .position(|l| l.starts_with(key))
                    .map(|i| i as u32 + 1)
                    .unwrap_or(1)
            };
            let Some(clause) = self.clauses.get(&c.meta.clause) else {
                if check_clauses {
                    // A revision's own clause is written on the revision's line.
                    let line = c
                        .revision
                        .as_ref()
                        .and_then(|r| {
                            c.source.lines().position(|l| {
                                l.trim_start().starts_with(&format!("{r}:"))
                                    && l.contains("clause:")
                            })
                        })
                        .map_or_else(|| line_of("clause:"), |i| i as u32 + 1);
                    return Err(CaseError::at(
                        &c.path,
                        line,
                        1,
                        format!(
                            "unknown clause `{}`: not in cases/clauses/*.yaml",
                            c.meta.clause
                        ),
                    ));
                }
                out.push(c);
                continue;
            };
            let outer = clause.range();
            // Only the case's own bounds may not widen; its dialect's bound (C++20 from 12.0)
            // only ever narrows, whatever the clause says.
            let own = crate::version::Range::of(c.meta.since.as_ref(), c.meta.until.as_ref());
            if let Some(why) = outer.widened_by(&own) {
                let key = if why.starts_with("`since") {
                    "since:"
                } else {
                    "until:"
                };
                // A revision's bound is written on the revision's line, not the case's.
                let line = match &c.revision {
                    Some(r) if !c.source.lines().any(|l| l.starts_with(key)) => c
                        .source
                        .lines()
                        .position(|l| l.contains(&format!("{r}:")))
                        .map_or(1, |i| i as u32 + 1),
                    _ => line_of(key),
                };
                let rev = c
                    .revision
                    .as_ref()
                    .map(|r| format!("revision `{r}`: "))
                    .unwrap_or_default();
                return Err(CaseError::at(
                    &c.path,
                    line,
                    1,
                    format!(
                        "{rev}{why} (clause `{}` holds for CUDA {outer}, {}:{})",
                        clause.id,
                        clause.file.display(),
                        clause.line
                    ),
                ));
            }
            let range = outer.narrowed(&c.range);
            if let (Some(s), Some(u)) = (&range.since, &range.until) {
                // Its dialect starts after its clause ends (a C++20 case of a rule that ended
                // with 12.0): the case holds for no version at all.
                if s.version >= u.version {
                    let rev = c
                        .revision
                        .as_ref()
                        .map(|r| format!("revision `{r}`: "))
                        .unwrap_or_default();
                    return Err(CaseError::at(
                        &c.path,
                        c.source
                            .lines()
                            .position(|l| l.starts_with("std:") || l.starts_with("revisions:"))
                            .map_or(1, |i| i as u32 + 1),
                        1,
                        format!(
                            "{rev}holds for no CUDA version: from {} ({}) but its clause `{}` ends at {} ({}:{})",
                            s.version,
                            s.source.as_deref().unwrap_or("its own `since`"),
                            clause.id,
                            u.version,
                            clause.file.display(),
                            clause.line
                        ),
                    ));
                }
            }
            c.range = range;
            c.generated_code_may_fail = clause.generated_code_may_fail;
            out.push(c);
        }
        Ok(out)
    }

    /// Loads explicit files (fixtures, single cases) with ids relative to `root`, no clause check.
    pub fn load_files(root: &Path, files: &[PathBuf]) -> Corpus {
        let mut corpus = Corpus {
            root: root.to_path_buf(),
            ..Default::default()
        };
        for p in files {
            match load_file(root, p) {
                Ok(c) => corpus.cases.extend(c),
                Err(e) => corpus.invalid.push((case::id_of(root, p), e)),
            }
        }
        corpus.reject_clashing_ids();
        corpus
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn corpus_with(case_range: &str) -> Corpus {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("clauses")).unwrap();
        std::fs::create_dir_all(root.join("cdp")).unwrap();
        std::fs::write(
            root.join("clauses/cdp.yaml"),
            "- id: cdp.sync\n  section: D.3\n  kind: must-diagnose\n  text: t\n  since: {version: \"5.0\", source: \"SEED-D\"}\n  until: {version: \"12.0\", source: \"FA §3 (CHANGES.md D1)\"}\n",
        )
        .unwrap();
        std::fs::write(
            root.join("cdp/a.cu"),
            format!("/*---\nsection: D.3\nclause: cdp.sync\ndescription: d\nverdict: ok\n{case_range}---*/\nint x;\n"),
        )
        .unwrap();
        let c = Corpus::load(root);
        assert!(c.clause_errors.is_empty(), "{:?}", c.clause_errors);
        c
    }

    #[test]
    fn a_case_inherits_and_narrows_its_clause_range() {
        let c = corpus_with("");
        assert_eq!(c.cases[0].range.to_string(), "5.0..12.0");
        assert_eq!(
            c.cases[0].range.until.as_ref().unwrap().source.as_deref(),
            Some("FA §3 (CHANGES.md D1)")
        );
        let c = corpus_with("since: \"11.6\"\n");
        assert_eq!(c.cases[0].range.to_string(), "11.6..12.0");
        assert_eq!(c.cases[0].range.since.as_ref().unwrap().source, None);
    }

    #[test]
    fn a_case_that_widens_its_clause_range_is_invalid_at_its_line() {
        let c = corpus_with("since: \"4.0\"\n");
        assert!(c.cases.is_empty());
        let e = &c.invalid[0].1;
        assert_eq!((e.line, e.column), (6, 1), "{e}");
        assert!(e.message.contains("widen"), "{e}");
        assert!(e.message.contains("5.0..12.0"), "{e}");
        let c = corpus_with("until: \"12.1\"\n");
        assert_eq!(c.invalid[0].1.line, 6, "{}", c.invalid[0].1);
        assert!(c.invalid[0].1.message.contains("`until: 12.1` is after"));
    }

    #[test]
    fn each_revision_joins_its_clause_and_its_dialect_narrows_the_range() {
        let c = corpus_with("revisions:\n  c++14: {std: c++14}\n  late: {since: \"11.0\"}\n");
        assert!(c.invalid.is_empty(), "{:?}", c.invalid);
        let ranges: Vec<(String, String)> = c
            .cases
            .iter()
            .map(|x| (x.id.clone(), x.range.to_string()))
            .collect();
        assert_eq!(
            ranges,
            [
                ("cdp/a#c++14".to_string(), "5.0..12.0".to_string()),
                ("cdp/a#late".to_string(), "11.0..12.0".to_string())
            ]
        );
        // A revision widening its clause's range makes the file invalid, at the revision's line.
        let c = corpus_with("revisions:\n  ok: {}\n  early: {since: \"4.0\"}\n");
        assert!(c.cases.is_empty());
        let e = &c.invalid[0].1;
        assert_eq!((c.invalid[0].0.as_str(), e.line), ("cdp/a", 8), "{e}");
        assert!(
            e.message
                .contains("revision `early`: `since: 4.0` is before"),
            "{e}"
        );
        // C++20 exists from 12.0; this clause ends there: no version is left.
        let c = corpus_with("revisions: [c++17, c++20]\n");
        let e = &c.invalid[0].1;
        assert!(
            e.message
                .contains("revision `c++20`: holds for no CUDA version"),
            "{e}"
        );
        assert!(e.message.contains("FA §12.1.2 (CHANGES.md A1)"), "{e}");
        assert_eq!(e.line, 6, "{e}");
    }

    #[test]
    fn a_hash_in_a_file_name_and_a_duplicate_trial_id_are_invalid_naming_both_files() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let case = |rev: &str| {
            format!(
                "/*---\nsection: I.1\nclause: c\ndescription: d\nverdict: ok\n{rev}---*/\nint x;\n"
            )
        };
        std::fs::create_dir_all(root.join("a")).unwrap();
        std::fs::write(root.join("a/m28.cu"), case("revisions: [c++14, c++17]\n")).unwrap();
        std::fs::write(root.join("a/m28#c++14.cu"), case("")).unwrap();
        std::fs::write(root.join("a/other.cu"), case("")).unwrap();
        let c = Corpus::load(root);
        // The rest of the corpus still loads.
        let ids: Vec<&str> = c.cases.iter().map(|x| x.id.as_str()).collect();
        assert_eq!(ids, ["a/other"]);
        let errs: Vec<(String, String)> = c
            .invalid
            .iter()
            .map(|(id, e)| (id.clone(), e.to_string()))
            .collect();
        assert_eq!(errs.len(), 2, "{errs:?}");
        assert_eq!(errs[0].0, "a/m28");
        assert!(errs[0].1.contains("m28.cu"), "{errs:?}");
        assert!(
            errs[0]
                .1
                .contains("trial id `a/m28#c++14` is also given by")
                && errs[0].1.contains("m28#c++14.cu"),
            "{errs:?}"
        );
        assert_eq!(errs[1].0, "a/m28#c++14");
        assert!(errs[1].1.contains("holds `#`"), "{errs:?}");
        // Every trial id and invalid id is unique.
        let mut all: Vec<&str> = ids
            .into_iter()
            .chain(c.invalid.iter().map(|x| x.0.as_str()))
            .collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 3);
    }

    #[test]
    fn a_revision_joins_its_own_clause() {
        // cdp.sync ends at 12.0; a revision under another clause takes that clause's range, and
        // its bounds are checked against it.
        let successor = "- id: cdp.sync2\n  section: D.3\n  kind: must-diagnose\n  text: t\n  since: {version: \"12.0\", source: \"FA §3 (CHANGES.md D1)\"}\n";
        let c = corpus_with("revisions:\n  old: {}\n  new: {clause: cdp.sync2, since: \"12.2\"}\n");
        // The fixture has no cdp.sync2: the revision is reported at its own line.
        let e = &c.invalid[0].1;
        assert_eq!(e.line, 8, "{e}");
        assert!(e.message.contains("unknown clause `cdp.sync2`"), "{e}");
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("clauses")).unwrap();
        std::fs::create_dir_all(root.join("cdp")).unwrap();
        std::fs::write(root.join("clauses/cdp.yaml"), successor).unwrap();
        std::fs::write(
            root.join("cdp/a.cu"),
            "/*---\nsection: D.3\nclause: cdp.sync2\ndescription: d\nverdict: ok\nrevisions:\n  a: {}\n  b: {clause: cdp.sync2, since: \"12.2\"}\n---*/\nint x;\n",
        )
        .unwrap();
        let c = Corpus::load(root);
        assert!(c.invalid.is_empty(), "{:?}", c.invalid);
        assert_eq!(c.cases[1].meta.clause, "cdp.sync2");
        assert_eq!(c.cases[1].range.to_string(), "12.2..");
    }
}
