//! Clause coverage: does every clause have a case that obeys it and one that breaks it?
//!
//! A clause is covered positively by a case with `verdict: ok` and negatively by one with
//! `error`, `ndr` or `ub`. A clause may say why one side is impossible (`negative:` /
//! `positive:` in the index); otherwise a missing side is a hole.

use crate::case::Verdict;
use crate::corpus::Corpus;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClauseCoverage {
    pub positive: usize,
    pub negative: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hole {
    pub clause: String,
    pub section: String,
    pub missing: &'static str,
}

impl std::fmt::Display for Hole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): no {} case",
            self.clause, self.section, self.missing
        )
    }
}

/// Case counts per clause id.
pub fn per_clause(corpus: &Corpus) -> BTreeMap<String, ClauseCoverage> {
    let mut out: BTreeMap<String, ClauseCoverage> = corpus
        .clauses
        .clauses
        .keys()
        .map(|k| (k.clone(), ClauseCoverage::default()))
        .collect();
    for c in &corpus.cases {
        let e = out.entry(c.meta.clause.clone()).or_default();
        match c.meta.verdict {
            Verdict::Ok => e.positive += 1,
            _ => e.negative += 1,
        }
    }
    out
}

/// The holes: clauses lacking a positive or a negative case with no recorded reason.
pub fn holes(corpus: &Corpus) -> Vec<Hole> {
    let cov = per_clause(corpus);
    let mut out = Vec::new();
    for (id, clause) in &corpus.clauses.clauses {
        let c = &cov[id];
        if c.positive == 0 && clause.positive.is_none() {
            out.push(Hole {
                clause: id.clone(),
                section: clause.section.clone(),
                missing: "positive (verdict: ok)",
            });
        }
        if c.negative == 0 && clause.negative.is_none() {
            out.push(Hole {
                clause: id.clone(),
                section: clause.section.clone(),
                missing: "negative (error/ndr/ub)",
            });
        }
    }
    out
}
