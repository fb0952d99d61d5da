//! `cuconform merge`: results files (shards, toolchains, machines) into one.

use super::common::{check_writable, describe_conflict, print_summary};
use super::Error;
use clap::Args;
use cuconform::results::{Prefer, ResultsFile};
use std::path::PathBuf;
use std::process::ExitCode;

/// Two files with different statuses for the same case and toolchain are an error, naming
/// them, unless --prefer says which wins. The merged wall time is the span from the earliest
/// file's start to the latest file's end; the sum of the files' times is kept beside it.
#[derive(Args)]
pub struct MergeArgs {
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Which of two conflicting results to keep: the one from the earlier or the later file
    /// on the command line.
    #[arg(long, value_parser = ["earlier", "later"])]
    pub prefer: Option<String>,
    /// Write only what the committed summaries are computed from (no build commands, output
    /// or case sources; paths relative to the clone): the data kept in `reports/matrix/`.
    #[arg(long)]
    pub compact: bool,
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
}

pub fn exec(args: MergeArgs) -> Result<ExitCode, Error> {
    let MergeArgs {
        out,
        prefer,
        compact,
        inputs,
    } = args;
    check_writable(&out, "merged file")?;
    let files = inputs
        .iter()
        .map(|p| ResultsFile::load(p))
        .collect::<Result<Vec<_>, _>>()?;
    let how = match prefer.as_deref() {
        Some("earlier") => Prefer::Earlier,
        _ => Prefer::Later,
    };
    let (mut merged, conflicts) =
        ResultsFile::merge(files, how).ok_or_else(|| Error::Usage("nothing to merge".into()))?;
    for c in conflicts.iter().take(20) {
        cuconform::say!(
            "cuconform: {}: {}",
            if prefer.is_some() { "warning" } else { "error" },
            describe_conflict(c, &inputs)
        );
    }
    if conflicts.len() > 20 {
        cuconform::say!("cuconform: ... and {} more conflicts", conflicts.len() - 20);
    }
    if !conflicts.is_empty() && prefer.is_none() {
        return Err(Error::Conflicts(conflicts.len()));
    }
    let saved = if compact {
        cuconform::compaction::compact(&mut merged);
        cuconform::compaction::to_text(&merged)
            .map_err(std::io::Error::other)
            .and_then(|t| cuconform::results::write_atomically(&out, t.as_bytes()))
    } else {
        merged.save(&out)
    };
    saved.map_err(|e| Error::Unwritable {
        what: "merged file",
        path: out.clone(),
        why: e.to_string(),
    })?;
    print_summary(&merged);
    Ok(ExitCode::SUCCESS)
}
