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

impl Corpus {
    /// Loads the corpus at `root` (the `cases/` folder) with its clause index in `root/clauses`.
    pub fn load(root: &Path) -> Corpus {
        let (clauses, clause_errors) = ClauseIndex::load(&root.join("clauses"));
        let files = discover(root);
        let loaded: Vec<(String, Result<Vec<Case>, CaseError>)> = files
            .par_iter()
            .map(|p| (case::id_of(root, p), case::load_revisions(root, p)))
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
        corpus
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
            match case::load_revisions(root, p) {
                Ok(c) => corpus.cases.extend(c),
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
