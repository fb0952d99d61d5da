//! The `cuconform` command line: one module per subcommand, each with its flags (`XArgs`) and its
//! `exec`, which returns the exit status or a typed [`Error`] that `main` prints as one sentence.

/// `println!` that survives a closed stdout (`cuconform list | head`): the rest of the output is
/// dropped, never a panic, and the work (results files) goes on.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

mod bless;
mod cache;
mod check;
mod common;
mod error;
mod list;
mod merge;
mod provision;
mod report;
mod run;
mod show;

pub use error::Error;

use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cuconform",
    version,
    about = "Conformance test suite and harness for CUDA toolchains"
)]
pub struct Cli {
    /// The cases folder (default: ./cases, searched upwards).
    #[arg(long, global = true)]
    pub cases: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// List the selected cases (and report malformed ones).
    List(list::ListArgs),
    /// Run the selected cases on the toolchains and write a results file.
    Run(Box<run::RunArgs>),
    /// Show a case: metadata, clause, annotations; with --toolchain, build it and show the judgement.
    Show(show::ShowArgs),
    /// Rewrite a toolchain's expectation file from a run (notes are kept; cases are never edited).
    Bless(bless::BlessArgs),
    /// Install toolchains into the cache: nvcc@13.0..13.5, nvrtc@11.7..13.5 and clang@14..23 from
    /// PyPI; nvcc@11.8 and nvcc@12.4 assembled from Debian's non-free nvidia-cuda-toolkit binaries
    /// (apt-get download with a private sources list, dpkg -x, nothing installed; 11.8 with
    /// Debian's g++ 11) and the same version's PyPI headers (compile only: no static runtime).
    Provision(provision::ProvisionArgs),
    /// The rule checker: `cuconform check [FLAGS] FILE...` (see `cuconform check --help`).
    #[command(disable_help_flag = true)]
    Check(check::CheckArgs),
    /// Render reports (HTML folder, JUnit XML, Markdown summary, merged JSON) from results files.
    Report(report::ReportArgs),
    /// The result cache of build outcomes: show (the default), clear, prune.
    Cache(cache::CacheArgs),
    /// Merge results files (shards, toolchains, machines) into one.
    ///
    /// Two files with different statuses for the same case and toolchain are an error, naming
    /// them, unless --prefer says which wins. The merged wall time is the span from the earliest
    /// file's start to the latest file's end; the sum of the files' times is kept beside it.
    Merge(merge::MergeArgs),
    /// Print the GPU this machine has (or why none) as JSON, for `run` to learn it without
    /// loading the CUDA driver into itself (`gpu::probe_in_child`).
    #[command(hide = true)]
    GpuProbe,
}

/// Runs one subcommand against the cases folder `root`.
pub fn exec(cmd: Command, root: &Path) -> Result<ExitCode, Error> {
    match cmd {
        Command::List(a) => list::exec(a, root),
        Command::Run(a) => run::exec(*a, root),
        Command::Show(a) => show::exec(a, root),
        Command::Bless(a) => bless::exec(a, root),
        Command::Provision(a) => provision::exec(a),
        Command::Check(a) => check::exec(a),
        Command::Report(a) => report::exec(a),
        Command::Cache(a) => cache::exec(a),
        Command::Merge(a) => merge::exec(a),
        Command::GpuProbe => {
            let probe = cuconform::gpu::Probe::here();
            out!(
                "{}",
                serde_json::to_string(&probe).expect("a probe always serialises")
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}
