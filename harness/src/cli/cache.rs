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
        /// Say what would be removed, and remove nothing.
        #[arg(long)]
        dry_run: bool,
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
        CacheAction::Prune { max, dry_run } => {
            let bound = max.unwrap_or(c.max_bytes());
            // The folder first: the default cache may be shared by every clone on the machine.
            out!(
                "cache folder {} ({}), bound {}",
                c.dir().display(),
                where_from(),
                human(bound)
            );
            if dry_run {
                let u = c.would_prune(bound);
                let now = c.usage();
                out!(
                    "would remove {} entries ({}), leaving {} ({}); nothing removed (--dry-run)",
                    u.entries,
                    human(u.bytes),
                    now.entries - u.entries,
                    human(now.bytes.saturating_sub(u.bytes))
                );
            } else {
                let u = c.prune(bound);
                let left = c.usage();
                out!(
                    "removed {} entries ({}), {} left ({})",
                    u.entries,
                    human(u.bytes),
                    left.entries,
                    human(left.bytes)
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Which setting chose the cache folder, so a user acting on a shared default cache knows it.
fn where_from() -> &'static str {
    if std::env::var_os("CUCONFORM_CACHE_DIR").is_some() {
        "from CUCONFORM_CACHE_DIR"
    } else if std::env::var_os("XDG_CACHE_HOME").is_some() {
        "the default, under XDG_CACHE_HOME; CUCONFORM_CACHE_DIR chooses another"
    } else {
        "the default, shared by every clone of this user; CUCONFORM_CACHE_DIR chooses another"
    }
}
