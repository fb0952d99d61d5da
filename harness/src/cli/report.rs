//! `cuconform report`: HTML folder, JUnit XML, Markdown summary, timeline and merged JSON from
//! results files (it reads nothing else: not the corpus).

use super::common::{check_writable, describe_conflict};
use super::Error;
use clap::Args;
use cuconform::results::{Prefer, ResultsFile};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct ReportArgs {
    /// Results files: shards, toolchains and machines are merged.
    #[arg(required_unless_present = "diff")]
    pub results: Vec<PathBuf>,
    /// Print what changed between two results files (per trial and per construct) as
    /// Markdown, and write nothing.
    #[arg(long, num_args = 2, value_names = ["OLD", "NEW"], conflicts_with_all = ["results", "history"])]
    pub diff: Option<Vec<PathBuf>>,
    #[arg(long, short = 'o', default_value = "target/cuconform/report")]
    pub out: PathBuf,
    /// Results of earlier runs, for trends and the cases that changed.
    #[arg(long)]
    pub history: Vec<PathBuf>,
    /// Documented changes to check the timeline against (reports/matrix/documented-changes.yaml).
    #[arg(long)]
    pub documented: Option<PathBuf>,
}

pub fn exec(args: ReportArgs) -> Result<ExitCode, Error> {
    let ReportArgs {
        results,
        out,
        history,
        documented,
        diff,
    } = args;
    if let Some(d) = diff {
        return cuconform::report::diff::run(&d[0], &d[1]).map_err(Error::Setup);
    }
    let t0 = std::time::Instant::now();
    // The folder itself, then a file in it: a link or device named as the folder is refused.
    cuconform::output::check_target(&out).map_err(|source| Error::Output {
        what: "report folder",
        source,
    })?;
    check_writable(&out.join("index.html"), "report folder")?;
    let files = results
        .iter()
        .map(|p| ResultsFile::load(p))
        .collect::<Result<Vec<_>, _>>()?;
    let (merged, conflicts) = ResultsFile::merge(files, Prefer::Later)
        .ok_or_else(|| Error::Usage("no results".into()))?;
    // A report shows the later of two conflicting results, and says so.
    for c in &conflicts {
        cuconform::say!("cuconform: warning: {}", describe_conflict(c, &results));
    }
    let history = history
        .iter()
        .map(|p| ResultsFile::load(p))
        .collect::<Result<Vec<_>, _>>()?;
    let report_err = |source| Error::Report {
        path: out.clone(),
        source,
    };
    let r = cuconform::report::render(&merged, &history, &out).map_err(report_err)?;
    let docs = match &documented {
        Some(p) => cuconform::report::timeline::load_documented(p).map_err(Error::Setup)?,
        None => Vec::new(),
    };
    cuconform::report::timeline::write(&merged, &docs, &out).map_err(|source| Error::Io {
        path: out.clone(),
        source,
    })?;
    cuconform::report::construct::write(&merged, &docs, &out).map_err(report_err)?;
    out!(
        "report: {} ({} files, {:.1} MB) in {:.2} s",
        out.join("index.html").display(),
        r.files,
        r.bytes as f64 / 1e6,
        t0.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
