//! `cuconform show`: a case, its clause and annotations; with `--toolchain`, its build and the
//! judgement.

use super::common::{config, ToolchainArgs};
use super::Error;
use clap::Args;
use cuconform::case::Case;
use cuconform::corpus::Corpus;
use cuconform::expectation::{self, ExpectationFile};
use cuconform::runner;
use std::path::Path;
use std::process::ExitCode;

#[derive(Args)]
pub struct ShowArgs {
    pub case: String,
    #[command(flatten)]
    pub tc: ToolchainArgs,
}

pub fn exec(args: ShowArgs, root: &Path) -> Result<ExitCode, Error> {
    let ShowArgs { case: id, tc } = args;
    let corpus = Corpus::load(root);
    let want = id.trim_start_matches("cases/");
    // `a/b.cu#c++14` and `a/b#c++14` name the same trial.
    let want = match want.split_once('#') {
        Some((f, r)) => format!("{}#{r}", f.trim_end_matches(".cu")),
        None => want.trim_end_matches(".cu").to_string(),
    };
    if let Some((_, e)) = corpus
        .invalid
        .iter()
        .find(|(i, _)| i == cuconform::case::file_id(&want))
    {
        out!("invalid: {e}");
        return Ok(ExitCode::from(1));
    }
    // A case's id shows every one of its revisions; `id#rev` shows one.
    let trials: Vec<&Case> = corpus
        .cases
        .iter()
        .filter(|c| c.id == want || (c.revision.is_some() && c.file_id() == want))
        .collect();
    if trials.is_empty() {
        return Err(Error::NoMatch(format!("no case `{id}`")));
    }
    for (i, case) in trials.into_iter().enumerate() {
        if i > 0 {
            out!("");
        }
        show_one(root, &corpus, case, &tc)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn show_one(root: &Path, corpus: &Corpus, case: &Case, tc: &ToolchainArgs) -> Result<(), Error> {
    out!(
        "case:        {}\nfile:        {}",
        case.id,
        case.path.display()
    );
    out!(
        "section:     {}\nclause:      {}",
        case.meta.section,
        case.meta.clause
    );
    if let Some(c) = corpus.clauses.get(&case.meta.clause) {
        // The kind as the clause index spells it (`must-diagnose`), not the Rust name.
        let kind = serde_json::to_value(c.kind)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        out!("  ({kind}) {}", c.text.trim());
    }
    out!(
        "description: {}\nverdict:     {}\nphase:       {}",
        case.meta.description,
        case.meta.verdict,
        case.meta.phase
    );
    if let Some(r) = &case.revision {
        out!(
            "revision:    {r} (std {}, flags [{}])",
            case.meta
                .std
                .map_or("default".to_string(), |s| s.to_string()),
            case.meta.flags.join(", ")
        );
    }
    let sources: Vec<String> = [&case.range.since, &case.range.until]
        .into_iter()
        .flatten()
        .filter_map(|b| b.source.clone())
        .collect();
    out!(
        "holds for:   CUDA {}{}",
        case.range,
        if sources.is_empty() {
            String::new()
        } else {
            format!(" ({})", sources.join("; "))
        }
    );
    for a in &case.annotations {
        out!(
            "expects:     {} at line {}{}{}",
            a.what(),
            a.line,
            a.group
                .as_ref()
                .map(|g| format!(" (or another line of group {g})"))
                .unwrap_or_default(),
            a.pattern
                .as_ref()
                .map(|p| format!(" /{}/", p.as_str()))
                .unwrap_or_default()
        );
    }
    if tc.toolchains.is_empty() {
        return Ok(());
    }
    let cfg = config(root, Some(1));
    for t in tc.resolve(&[])? {
        let (mut j, outcome) = runner::judge_one(case, t.as_ref(), &cfg);
        let exp = ExpectationFile::load(
            &expectation::path_for(&cfg.expectations_dir, &t.info().name),
            &t.info().name,
        )?;
        let (status, dev) = exp.apply_to(&case.id, &mut j);
        out!("\n== {}: {}", t.info().id, status.as_str().to_uppercase());
        if let Some(d) = dev {
            let kind = d.kind.map(|k| format!(" ({k})")).unwrap_or_default();
            out!("recorded deviation{kind}: {}", d.note);
        }
        if let Some(o) = &outcome {
            if o.cached {
                out!("(build outcome from the result cache; CUCONFORM_NO_CACHE=1 to rebuild)");
            }
            for s in &o.steps {
                out!(
                    "$ {}\n  -> {}",
                    s.command,
                    cuconform::verdict::describe_exit(&s.exit)
                );
                if !s.output.trim().is_empty() {
                    out!("{}", s.output.trim_end());
                }
            }
            if let Some(r) = &o.run {
                out!(
                    "program: {}\nstdout:\n{}stderr:\n{}",
                    cuconform::verdict::describe_exit(&r.exit),
                    r.stdout,
                    r.stderr
                );
            }
        }
        for m in &j.mismatches {
            out!("mismatch: {m}");
        }
        for m in &j.remarks {
            out!("remark: {m}");
        }
    }
    Ok(())
}
