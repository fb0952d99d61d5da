//! `cuconform list`: the selected cases, and the malformed ones.

use super::common::FilterArgs;
use super::Error;
use clap::Args;
use cuconform::corpus::Corpus;
use std::path::Path;
use std::process::ExitCode;

#[derive(Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub filter: FilterArgs,
}

pub fn exec(args: ListArgs, root: &Path) -> Result<ExitCode, Error> {
    let corpus = Corpus::load(root);
    let f = args.filter.filter(root);
    let mut n = 0;
    for c in corpus.cases.iter().filter(|c| f.matches(c)) {
        out!(
            "{}\t{}\t{}\t{}",
            c.id,
            c.meta.section,
            c.meta.phase,
            c.meta.verdict
        );
        n += 1;
    }
    let bad: Vec<_> = corpus
        .invalid
        .iter()
        .filter(|(id, _)| f.matches_id(id))
        .collect();
    for (_, e) in &bad {
        cuconform::say!("invalid: {e}");
    }
    for e in &corpus.clause_errors {
        cuconform::say!("invalid clause index: {e}");
    }
    cuconform::say!(
        "{n} cases, {} invalid, {} clauses",
        bad.len(),
        corpus.clauses.clauses.len()
    );
    if n == 0 && bad.is_empty() {
        return Err(args.filter.no_match(None));
    }
    Ok(if bad.is_empty() && corpus.clause_errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
