//! `cuconform cache`: show, clear or prune the result cache of build outcomes.

use super::Error;
use clap::{Args, Subcommand};
use cuconform::cache::{human, ResultCache};
use std::process::ExitCode;

#[derive(Args)]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: Option<CacheAction>,
}

#[derive(Subcommand, Clone, Copy)]
pub enum CacheAction {
    /// The cache's folder, number of entries and size.
    Show,
    /// Remove every entry.
    Clear,
    /// Remove the least recently used entries until the cache fits its bound.
    Prune {
        /// The bound (500M, 2G, bytes); default CUCONFORM_CACHE_SIZE or 1G.
        #[arg(long, value_parser = cuconform::cache::parse_size)]
        max: Option<u64>,
    },
}

pub fn exec(args: CacheArgs) -> Result<ExitCode, Error> {
    let c = ResultCache::open(
        ResultCache::default_dir(),
        ResultCache::default_max_bytes().map_err(Error::Setup)?,
    );
    match args.action.unwrap_or(CacheAction::Show) {
        CacheAction::Show => {
            let u = c.usage();
            out!(
                "{}\n{} entries, {} (bound {})",
                c.dir().display(),
                u.entries,
                human(u.bytes),
                human(c.max_bytes())
            );
        }
        CacheAction::Clear => {
            let u = c.clear().map_err(|source| Error::Io {
                path: c.dir().to_path_buf(),
                source,
            })?;
            out!(
                "{}: removed {} entries, {}",
                c.dir().display(),
                u.entries,
                human(u.bytes)
            );
        }
        CacheAction::Prune { max } => {
            let u = c.prune(max.unwrap_or(c.max_bytes()));
            let left = c.usage();
            out!(
                "{}: removed {} entries ({}), {} left ({})",
                c.dir().display(),
                u.entries,
                human(u.bytes),
                left.entries,
                human(left.bytes)
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
