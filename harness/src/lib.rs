//! cuconform: a conformance test suite and harness for CUDA toolchains.
//!
//! Data flows one way (see ARCHITECTURE.md): case file -> [`case`] -> [`toolchain`] build and
//! [`execute`] run -> [`outcome`] -> [`verdict`] -> [`expectation`] -> [`results`] -> reports.
//! [`runner`] schedules that flow over a corpus; `main.rs` and `tests/cases.rs` are the two
//! entry points (the `cuconform` command and `cargo test`).

// The case format lives in its own crate (`cases-format`); re-exported so `cuconform::case`
// and the other paths keep working.
pub use cases_format::{annotation, case, clause, version};

pub mod allowance;
pub mod artifact;
pub mod cache;
pub mod corpus;
pub mod coverage;
pub mod diagnostic;
pub mod execute;
pub mod expectation;
pub mod filter;
pub mod gpu;
pub mod outcome;
pub mod process;
pub mod progress;
pub mod provision;
pub mod report;
pub mod results;
pub mod runner;
pub mod schedule;
pub mod staleness;
pub mod toolchain;
pub mod triage;
pub mod verdict;

use std::path::{Path, PathBuf};

/// The `cases/` folder: `--cases` if given, else `./cases` or the first `cases/` with a README in
/// a parent of the current folder, else the one this crate was built from.
pub fn find_cases_root(explicit: Option<&Path>) -> PathBuf {
    if let Some(p) = explicit {
        return p.to_path_buf();
    }
    if let Ok(mut dir) = std::env::current_dir() {
        loop {
            let c = dir.join("cases");
            if c.join("README.md").is_file() {
                return c;
            }
            if !dir.pop() {
                break;
            }
        }
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases")
}
