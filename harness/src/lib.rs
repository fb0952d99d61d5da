//! cuconform: a conformance test suite and harness for CUDA toolchains.
//!
//! Data flows one way (see ARCHITECTURE.md): case file -> [`case`] -> [`toolchain`] build and
//! [`execute`] run -> [`outcome`] -> [`verdict`] -> [`expectation`] -> [`results`] -> reports.
//! [`runner`] schedules that flow over a corpus; `main.rs` and `tests/cases.rs` are the two
//! entry points (the `cuconform` command and `cargo test`).

// The case format lives in its own crate (`cases-format`); re-exported so `cuconform::case`
// and the other paths keep working.
pub use cases_format::{annotation, case, clause, version};

/// `eprintln!` that survives a closed stderr (`cuconform run -v 2>&1 | head`): the message is
/// dropped, never a panic, so the run finishes and writes its results. Rust programs ignore
/// SIGPIPE, and `eprintln!` panics on the EPIPE that follows; every message of the harness to
/// stderr goes through this (`tests/layering.rs` holds it to that).
#[macro_export]
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

pub mod allowance;
pub mod artifact;
pub mod cache;
pub mod compaction;
pub mod construct;
pub mod corpus;
pub mod coverage;
pub mod diagnostic;
pub mod execute;
pub mod expectation;
pub mod filter;
pub mod gpu;
pub mod gpu_slots;
pub mod jit_scope;
pub mod lineless;
pub mod note_subject;
pub mod observation;
pub mod outcome;
pub mod output;
pub mod process;
pub mod progress;
pub mod provision;
pub mod report;
pub mod results;
pub mod runner;
pub mod schedule;
pub mod shard;
pub mod silence;
pub mod spec_match;
pub mod staleness;
pub mod toolchain;
pub mod toolkit;
pub mod triage;
pub mod verdict;
pub mod witness;

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
