//! cuconform-check: the project's own CUDA rule checker.
//!
//! It reads a CUDA translation unit the way the CUDA front end does, twice: once as the host
//! compilation sees it (`__CUDA_ARCH__` undefined) and once as the device compilation sees it
//! (`__CUDA_ARCH__` defined, 900), builds a light model of each view and checks the rules of the
//! CUDA C++ Programming Guide's Appendix I ("C++ Language Support"), Appendix D ("CUDA Dynamic
//! Parallelism") and of its C++ language extensions (Appendix B of the CUDA 11 guide: specifier
//! combinations, where a `__device__` function may be called) on them, including rules that
//! compare the two views (I.4.2.1, I.6.2 restrictions 13 and 15). One rule per checkable clause
//! of the clause index (`cases/clauses/*.yaml`); the rule id is the clause id, or the clause id
//! with a suffix for a second diagnostic of one clause (`rules()` lists them; `rules.rs` holds
//! the catalogue).
//!
//! Pipeline (each stage bounded and total: no input makes it panic or loop):
//! - `lex`: preprocessing tokens with positions (line splices, raw strings, digit separators);
//! - `pp`: the preprocessor (conditionals, object/function-like macros with `#`/`##`/`__VA_ARGS__`,
//!   quoted includes with a per-thread cache), per view;
//! - `parse`: a forgiving declaration/statement parser building the `model` (scopes, functions,
//!   variables, classes, lambdas, launches and every use of a name in code);
//! - `sema`: lookup, execution spaces (explicit, inferred for lambdas and defaulted members),
//!   class properties (trivial/empty special members), constant expressions;
//! - `query`: helpers shared by the rule families (classes and sizes of types and expressions,
//!   the lambda a variable holds, argument lists, extended lambdas);
//! - the rule families, which use only the layers above in this list and the catalogue
//!   (`rules`), never each other: `checks`, `calls`, `kernels`, `stdlib`, `xlambda`, `features`,
//!   `specifiers` on one view; `crossview`: rules comparing views;
//! - `driver`: runs the families over the views and gives each finding its catalogued severity.
//!
//! Its verdicts lean to silence: a construct it cannot understand yields no finding.

mod bounds;
mod calls;
mod checks;
mod cli;
mod crossview;
mod driver;
mod edition;
mod expr;
mod features;
mod fx;
mod hcache;
mod kernels;
mod lex;
mod model;
mod parse;
mod pp;
mod query;
mod rules;
mod sema;
mod specifiers;
mod stdlib;
mod sysdecl;
mod toolchain;
pub mod unenforced;
mod xlambda;

use std::path::{Path, PathBuf};

pub use cli::{cli, to_json, to_sarif};
pub use edition::{supported_range, Cuda, Edition, UnknownCuda};
pub use rules::rules;
pub use toolchain::Toolchain;

pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The on-disk header memo (`hcache.rs`): where it is, what it did, and a fresh start for tests.
pub mod cache {
    pub use crate::hcache::{stats, with_dir, Stats};

    /// Forget this thread's in-memory caches (header memo, preludes, lexed headers, path states,
    /// cache counts): the next check on this thread starts as a new process would, with only
    /// the disk cache.
    pub fn reset_thread() {
        crate::pp::reset_thread();
        crate::hcache::reset_thread();
    }
}

#[derive(Debug, Clone, Default)]
pub struct Options {
    pub std: Option<String>,
    pub extended_lambda: bool,
    pub rdc: bool,
    pub relaxed_constexpr: bool,
    pub defines: Vec<(String, Option<String>)>,
    /// `-I` directories, searched first, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, searched after the `-I` ones (as gcc does).
    pub system_include_dirs: Vec<PathBuf>,
    /// The paired toolkit and host compiler (`toolchain.rs`): their include directories are
    /// searched last, and their headers read for macros and declarations only. `None` (as
    /// `Options::default()`): no such directories.
    pub toolchain: Option<std::sync::Arc<Toolchain>>,
    /// The CUDA version whose rules are applied (`--cuda`; default the newest modelled,
    /// `Cuda::NEWEST`): a rule that does not hold at it is not applied, a relaxed one applies
    /// its relaxed form (`edition.rs`).
    pub cuda: Cuda,
    /// `--pedantic-errors`: a finding of a rule form no toolchain enforces (`unenforced.rs`) is
    /// an error, as the guide's letter says, not a warning.
    pub pedantic_errors: bool,
}

/// Flags without a field of their own travel as reserved defines (the field set is fixed).
pub(crate) const FLAG_NO_HD_INIT_LIST: &str = "__cuconform_flag_no_host_device_initializer_list";
pub(crate) const FLAG_NO_HD_MOVE_FORWARD: &str = "__cuconform_flag_no_host_device_move_forward";
pub(crate) const FLAG_NO_DEPRECATED: &str = "__cuconform_flag_no_deprecated_declarations";
pub(crate) const FLAG_WERROR_DEPRECATED: &str = "__cuconform_flag_werror_deprecated_declarations";
pub(crate) const FLAG_WERROR_ALL: &str = "__cuconform_flag_werror_all_warnings";

impl Options {
    /// Parse nvcc-style flags (-std=c++17, --extended-lambda, --expt-extended-lambda, -rdc=true,
    /// -dc, -DX, -DX=1, -I dir, -Idir, -isystem dir, --expt-relaxed-constexpr, and the pairing
    /// flags --cuda-path DIR, --nvcc PATH, --host-compiler CXX / -ccbin CXX, each `none` to turn
    /// it off); unknown flags are ignored. The toolkit and host compiler are found as
    /// `toolchain.rs` says.
    pub fn from_flags(flags: &[String]) -> Options {
        let mut o = Options::default();
        let mut req = toolchain::Request::default();
        let mut i = 0;
        while i < flags.len() {
            let f = flags[i].as_str();
            let next = flags.get(i + 1).map(|s| s.as_str());
            let mut take_next = false;
            match f {
                "--extended-lambda"
                | "--expt-extended-lambda"
                | "-extended-lambda"
                | "-expt-extended-lambda" => o.extended_lambda = true,
                "--expt-relaxed-constexpr" | "-expt-relaxed-constexpr" => {
                    o.relaxed_constexpr = true
                }
                "-dc"
                | "--device-c"
                | "-rdc=true"
                | "--relocatable-device-code=true"
                | "-rdc"
                | "--relocatable-device-code" => {
                    if (f == "-rdc" || f == "--relocatable-device-code") && next.is_some() {
                        o.rdc = next == Some("true");
                        take_next = true;
                    } else {
                        o.rdc = true;
                    }
                }
                "-rdc=false" | "--relocatable-device-code=false" => o.rdc = false,
                "-std" | "--std" => {
                    if let Some(n) = next {
                        o.std = Some(n.to_string());
                        take_next = true;
                    }
                }
                "-D" | "--define-macro" => {
                    if let Some(n) = next {
                        o.defines.push(split_define(n));
                        take_next = true;
                    }
                }
                "-I" | "--include-path" => {
                    if let Some(n) = next {
                        o.include_dirs.push(PathBuf::from(n));
                        take_next = true;
                    }
                }
                "-isystem" | "--system-include" => {
                    if let Some(n) = next {
                        o.system_include_dirs.push(PathBuf::from(n));
                        take_next = true;
                    }
                }
                "--cuda-path" | "--nvcc" => {
                    if let Some(n) = next {
                        req.cuda = Some(n.to_string());
                        take_next = true;
                    }
                }
                // an unmodelled release keeps the default here (this parser ignores what it
                // does not know); the command line refuses it first (`cli.rs`)
                "--cuda" => {
                    if let Some(v) = next.and_then(|n| Cuda::parse(n).ok()) {
                        o.cuda = v;
                    }
                    take_next = next.is_some();
                }
                "--host-compiler" | "-ccbin" | "--compiler-bindir" => {
                    if let Some(n) = next {
                        req.host = Some(n.to_string());
                        take_next = true;
                    }
                }
                "--no-host-device-initializer-list" | "-no-host-device-initializer-list" => {
                    o.defines.push((FLAG_NO_HD_INIT_LIST.into(), None))
                }
                "--no-host-device-move-forward" | "-no-host-device-move-forward" => {
                    o.defines.push((FLAG_NO_HD_MOVE_FORWARD.into(), None))
                }
                "--pedantic-errors" | "-pedantic-errors" => o.pedantic_errors = true,
                "-Wno-deprecated-declarations" => o.defines.push((FLAG_NO_DEPRECATED.into(), None)),
                "-Werror=deprecated-declarations" => {
                    o.defines.push((FLAG_WERROR_DEPRECATED.into(), None))
                }
                "-Werror=all-warnings" | "--Werror=all-warnings" => {
                    o.defines.push((FLAG_WERROR_ALL.into(), None))
                }
                "-Werror" | "--Werror" => {
                    if next == Some("all-warnings") {
                        o.defines.push((FLAG_WERROR_ALL.into(), None));
                        take_next = true;
                    }
                }
                _ => {
                    if let Some(s) = f.strip_prefix("-std=").or_else(|| f.strip_prefix("--std=")) {
                        o.std = Some(s.to_string());
                    } else if let Some(v) = f.strip_prefix("--cuda=") {
                        if let Ok(v) = Cuda::parse(v) {
                            o.cuda = v;
                        }
                    } else if let Some(d) = f.strip_prefix("--define-macro=") {
                        o.defines.push(split_define(d));
                    } else if let Some(d) = f.strip_prefix("-D") {
                        o.defines.push(split_define(d));
                    } else if let Some(d) = f.strip_prefix("--include-path=") {
                        o.include_dirs.push(PathBuf::from(d));
                    } else if let Some(d) = f
                        .strip_prefix("-isystem")
                        .or_else(|| f.strip_prefix("--system-include="))
                        .filter(|d| !d.is_empty())
                    {
                        o.system_include_dirs.push(PathBuf::from(d));
                    } else if let Some(d) = f
                        .strip_prefix("--cuda-path=")
                        .or_else(|| f.strip_prefix("--nvcc="))
                    {
                        req.cuda = Some(d.to_string());
                    } else if let Some(d) = f
                        .strip_prefix("--host-compiler=")
                        .or_else(|| f.strip_prefix("-ccbin="))
                        .or_else(|| f.strip_prefix("--compiler-bindir="))
                    {
                        req.host = Some(d.to_string());
                    } else if let Some(d) = f.strip_prefix("-I") {
                        o.include_dirs.push(PathBuf::from(d));
                    } else if let Some(v) = f
                        .strip_prefix("--relocatable-device-code=")
                        .or_else(|| f.strip_prefix("-rdc="))
                    {
                        o.rdc = v == "true";
                    }
                }
            }
            i += if take_next { 2 } else { 1 };
        }
        req.std = o.std.clone();
        o.toolchain = Some(toolchain::resolve(&req));
        o
    }

    pub(crate) fn has_flag(&self, name: &str) -> bool {
        self.defines.iter().any(|(k, _)| k == name)
    }
}

fn split_define(d: &str) -> (String, Option<String>) {
    match d.split_once('=') {
        Some((k, v)) => (k.to_string(), Some(v.to_string())),
        None => (d.to_string(), None),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

#[derive(Debug, Clone)]
pub struct Finding {
    pub file: PathBuf,
    pub line: u32,
    pub column: u32,
    pub severity: Severity,
    pub rule: &'static str,
    pub message: String,
    /// The finding is of a rule form that no toolchain enforces (`unenforced.rs`): a warning
    /// unless `--pedantic-errors`.
    pub unenforced: Option<&'static unenforced::Unenforced>,
}

pub struct Rule {
    pub id: &'static str,
    pub section: &'static str,
    pub severity: Severity,
    pub summary: &'static str,
    /// The CUDA versions the rule holds for, and from which it is relaxed (`edition.rs`).
    pub edition: Edition,
}

/// Check one translation unit. Never panics outward: a panic inside a view's analysis is caught
/// and that view contributes no findings (code it cannot understand yields no verdict).
pub fn check_source(path: &Path, source: &str, opts: &Options) -> Vec<Finding> {
    driver::check(path, source, opts)
}
