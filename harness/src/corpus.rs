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
    pub cases: Vec<Case>,
    /// Files that failed to parse, with the case id they would have had.
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

impl Corpus {
    /// Loads the corpus at `root` (the `cases/` folder) with its clause index in `root/clauses`.
    pub fn load(root: &Path) -> Corpus {
        let (clauses, clause_errors) = ClauseIndex::load(&root.join("clauses"));
        let files = discover(root);
        let loaded: Vec<(String, Result<Case, CaseError>)> = files
            .par_iter()
            .map(|p| (case::id_of(root, p), case::load(root, p)))
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
                Ok(c) if check_clauses && corpus.clauses.get(&c.meta.clause).is_none() => {
                    let line = c
                        .source
                        .lines()
                        .position(|l| l.starts_with("clause:"))
                        .map(|i| i as u32 + 1)
                        .unwrap_or(1);
                    let e = CaseError::at(
                        &c.path,
                        line,
                        1,
                        format!(
                            "unknown clause `{}`: not in cases/clauses/*.yaml",
                            c.meta.clause
                        ),
                    );
                    corpus.invalid.push((id, e));
                }
                Ok(mut c) => match corpus.clauses.get(&c.meta.clause) {
                    Some(clause) => {
                        let outer = clause.range();
                        match outer.widened_by(&c.range) {
                            Some(why) => {
                                let key = if why.starts_with("`since") {
                                    "since:"
                                } else {
                                    "until:"
                                };
                                let line = c
                                    .source
                                    .lines()
                                    .position(|l| l.starts_with(key))
                                    .map(|i| i as u32 + 1)
                                    .unwrap_or(1);
                                let e = CaseError::at(
                                    &c.path,
                                    line,
                                    1,
                                    format!(
                                        "{why} (clause `{}` holds for CUDA {outer}, {}:{})",
                                        clause.id,
                                        clause.file.display(),
                                        clause.line
                                    ),
                                );
                                corpus.invalid.push((id, e));
                            }
                            None => {
                                c.range = outer.narrowed(&c.range);
                                corpus.cases.push(c);
                            }
                        }
                    }
                    None => corpus.cases.push(c),
                },
                Err(e) => corpus.invalid.push((id, e)),
            }
        }
        corpus
    }

    /// Loads explicit files (fixtures, single cases) with ids relative to `root`, no clause check.
    pub fn load_files(root: &Path, files: &[PathBuf]) -> Corpus {
        let mut corpus = Corpus {
            root: root.to_path_buf(),
            ..Default::default()
        };
        for p in files {
            match case::load(root, p) {
                Ok(c) => corpus.cases.push(c),
                Err(e) => corpus.invalid.push((case::id_of(root, p), e)),
            }
        }
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
}
