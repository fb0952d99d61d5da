//! Why a command failed: one typed error carried from each command to `main`, which prints it as
//! one sentence and picks the exit status from it.

use std::path::PathBuf;

/// Every way a command can fail before or instead of judging cases. An unexpected *result* is not
/// an error: the command returns exit status 1 for it.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The selection (paths, filters, shard) matches no case; the message names it.
    #[error("{0}")]
    NoMatch(String),
    /// The command line asks for something that cannot be done (a wrong combination or value).
    #[error("{0}")]
    Usage(String),
    /// A file or folder the command must write cannot be written; checked before the long work.
    #[error("cannot write the {what} {}: {why}", path.display())]
    Unwritable {
        what: &'static str,
        path: PathBuf,
        why: String,
    },
    /// The path given for a file to write is a special file, or needs folders outside the
    /// current folder.
    #[error("cannot write the {what}: {source}")]
    Output {
        what: &'static str,
        source: cuconform::output::OutputError,
    },
    /// Reading or writing a named file failed.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A YAML notes file given to `bless --notes` is malformed.
    #[error("{}: {why}", path.display())]
    Notes { path: PathBuf, why: String },
    #[error(transparent)]
    Shard(#[from] cuconform::shard::ShardError),
    #[error(transparent)]
    Toolchain(#[from] cuconform::toolchain::Error),
    #[error(transparent)]
    Results(#[from] cuconform::results::LoadError),
    #[error(transparent)]
    Artifacts(#[from] cuconform::artifact::ManifestError),
    #[error(transparent)]
    Run(#[from] cuconform::runner::Error),
    #[error(transparent)]
    Expectations(#[from] cuconform::case::CaseError),
    /// The report could not be rendered into its folder.
    #[error("{}: {source}", path.display())]
    Report {
        path: PathBuf,
        source: cuconform::report::Error,
    },
    /// The settings the command reads from the environment (the result cache's size, a
    /// documented-changes file) are malformed; the library says how in one sentence.
    #[error("{0}")]
    Setup(String),
    /// `merge` found results that disagree, and no `--prefer` to choose.
    #[error("{0} conflicting results (pass --prefer earlier or --prefer later to choose)")]
    Conflicts(usize),
}

impl Error {
    /// The exit status for this error (README: 2 for a usage or setup error; an interrupt, which
    /// `main` recognises before asking, is 130).
    pub fn exit_code(&self) -> u8 {
        2
    }
}
