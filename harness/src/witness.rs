//! Checking a `ub` case's witness: does what the case claims to observe happen on the GPU?
//!
//! A `ub` case binds no toolchain beyond building it (any run-time behaviour conforms), so its
//! verdict never depends on this. What this module decides is whether the *case* holds up: its
//! frontmatter names how its undefined behaviour is seen (`witness`, see `cases-format`), and on
//! a GPU that claim is **confirmed** when it happens (the named compute-sanitizer tool reports
//! the named class of error inside the case's own code; the program hangs; it shows the signal,
//! exit status or output named), **unconfirmed** when it does not (a defect of the case, never a
//! toolchain deviation), **unobservable** when the case says no tool can see it, and **not run**
//! when there was no run to look at (no GPU, a capped toolchain, no `--sanitizer`).
//!
//! compute-sanitizer's output is read as records: a line `========= ` followed by the report's
//! first line (`Invalid __global__ read of size 4 bytes`, `Error: Race reported between ...`),
//! then its indented details (`=========     at kern(int *)+0x70 in case.cu:12`, `by thread`,
//! `Address ... is out of bounds`, `Host Frame: main [0x8d75] in case.exe`). A record is inside
//! the case's code when one of its locations names the case file (builds of such cases carry
//! `-lineinfo`, so device locations do), or, where a location has no file (a host frame of a
//! build without `-g`), names a function the case's source calls or defines that is not a CUDA
//! API entry point.

use crate::case::{Case, Witness};
use crate::outcome::Outcome;
use crate::process::Exit;
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::LazyLock;

/// What became of a case's witness claim in one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Confirmation {
    /// The claim held: the tool reported the class in the case's code, the program hung, or it
    /// showed what the case says.
    Confirmed,
    /// The claim did not hold: a defect of the case (its witness, or its code), not of the
    /// toolchain.
    Unconfirmed,
    /// The case says no tool here can see its undefined behaviour.
    Unobservable,
    /// Nothing to check it against here: the program did not run (no GPU, a compile-only
    /// toolchain, a failed build), or ran without `--sanitizer`.
    NotRun,
}

impl Confirmation {
    pub const ALL: [Confirmation; 4] = [
        Confirmation::Confirmed,
        Confirmation::Unconfirmed,
        Confirmation::Unobservable,
        Confirmation::NotRun,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Confirmation::Confirmed => "confirmed",
            Confirmation::Unconfirmed => "unconfirmed",
            Confirmation::Unobservable => "unobservable",
            Confirmation::NotRun => "not_run",
        }
    }
}

impl std::fmt::Display for Confirmation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A `ub` trial's witness and what became of it, as the results file carries it (reports read
/// only this, never the case).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WitnessCheck {
    /// `memcheck`, `racecheck`, `synccheck`, `initcheck`, `hang`, `program` or `unobservable`.
    pub kind: String,
    /// The class a tool must report (`out-of-bounds`, `shared-hazard`, ...), for a tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// The claim in one line, as the case writes it (`program: signal SIGSEGV`, the reason of
    /// `hang` or `unobservable`).
    pub claim: String,
    pub confirmation: Confirmation,
    /// Why: the report that confirmed it (its first line and where), what was seen instead, or
    /// why it was not run.
    pub evidence: Vec<String>,
}

/// One report of compute-sanitizer: its first line and its detail lines, without the `=========`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub head: String,
    pub details: Vec<String>,
}

/// The classes of report this module tells apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    OutOfBounds,
    Misaligned,
    InvalidPc,
    MallocFree,
    Leak,
    ApiError,
    SharedHazard,
    BarrierError,
    UninitializedRead,
    /// A summary, the banner, anything else.
    Other,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::OutOfBounds => "out-of-bounds",
            Class::Misaligned => "misaligned",
            Class::InvalidPc => "invalid-pc",
            Class::MallocFree => "malloc-free",
            Class::Leak => "leak",
            Class::ApiError => "api-error",
            Class::SharedHazard => "shared-hazard",
            Class::BarrierError => "barrier-error",
            Class::UninitializedRead => "uninitialized-read",
            Class::Other => "other",
        }
    }
}

static ACCESS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^Invalid __(global|shared|local|generic)__ (read|write|atomic)\b").unwrap()
});
static INVALID_PC: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^(invalid pc|misaligned pc|illegal instruction)\b").unwrap());
static RACE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(error|warning): (race reported between|potential (raw|war|waw) hazard detected at __shared__)").unwrap()
});
/// A location in a detail line: `... in FILE:LINE` (a device `at`, a `Device Frame`, a host
/// frame of a `-g` build, a racecheck access).
static FILE_LINE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\bin (\S+?):(\d+)\b").unwrap());
/// The function of a location: `at NAME+0x..`, `at NAME in`, `Frame: NAME [`, `access at NAME+0x`.
static FUNCTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:\bat |Frame: ?)(.+?)(?:\+0x[0-9a-fA-F]+|:0x[0-9a-fA-F]+| in | \[0x|$)").unwrap()
});

/// The class of a record, from its first line and, for a memory access, its address line.
pub fn classify(r: &Record) -> Class {
    let h = r.head.as_str();
    // The tool's capitalisation varies between its reports and versions ("Malloc/Free Error
    // encountered" from a device-side free on an H200, 2026-11-27): heads compare caseless.
    let lc = h.to_ascii_lowercase();
    let starts = |p: &str| lc.starts_with(&p.to_ascii_lowercase());
    if ACCESS.is_match(h) {
        let said = |what: &str| r.details.iter().any(|d| d.contains(what));
        return if said("is misaligned") {
            Class::Misaligned
        } else {
            // "Address ... is out of bounds", "Access at ... is out of bounds": an address in
            // no live allocation, a freed one included.
            Class::OutOfBounds
        };
    }
    if INVALID_PC.is_match(h) {
        return Class::InvalidPc;
    }
    if starts("Malloc/Free error encountered") {
        return Class::MallocFree;
    }
    if starts("Leaked ") {
        return Class::Leak;
    }
    if starts("Program hit ") {
        return Class::ApiError;
    }
    if RACE.is_match(h) {
        return Class::SharedHazard;
    }
    if starts("Barrier error detected") {
        return Class::BarrierError;
    }
    if starts("Uninitialized __global__ memory read") {
        return Class::UninitializedRead;
    }
    Class::Other
}

/// compute-sanitizer's records in `text` (other lines, the program's own output, are skipped).
pub fn records(text: &str) -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let Some(rest) = line.trim_end().strip_prefix("=========") else {
            continue;
        };
        if rest.trim().is_empty() {
            open = false;
            continue;
        }
        let indent = rest.len() - rest.trim_start().len();
        // A report's first line follows the marker after one space; its details are indented
        // further (4 spaces, host frames 8).
        if indent <= 1 || !open {
            out.push(Record {
                head: rest.trim().to_string(),
                details: Vec::new(),
            });
            open = true;
        } else if let Some(r) = out.last_mut() {
            r.details.push(rest.trim().to_string());
        }
    }
    out
}

/// Where a record sits in the case's code: `case.cu:12` (a location naming the case file), or
/// `in kern()` (a function of the case, where the location has no file), or `None`.
fn location_in_case(r: &Record, case_file: &str, source: &str) -> Option<String> {
    let lines = std::iter::once(&r.head).chain(&r.details);
    for l in lines.clone() {
        for c in FILE_LINE.captures_iter(l) {
            let file = Path::new(&c[1]).file_name().and_then(|f| f.to_str());
            if file == Some(case_file) {
                return Some(format!("{case_file}:{}", &c[2]));
            }
        }
    }
    for l in lines {
        // Locations that name a file name another file here: not the case's.
        if FILE_LINE.is_match(l) {
            continue;
        }
        for c in FUNCTION.captures_iter(l) {
            if let Some(f) = function_name(&c[1]) {
                if defined_or_called(&f, source) {
                    return Some(format!("in {f}()"));
                }
            }
        }
    }
    None
}

/// The bare name of a demangled function: `void foo<S::doit()::[lambda() (instance 1)]>(T1)`
/// is `foo`, `S1_t::doit()` is `doit`, `kern(int *)` is `kern`, `main` is `main`.
fn function_name(full: &str) -> Option<String> {
    // Drop template arguments (balanced <...>) so their parentheses do not end the name.
    let mut depth = 0usize;
    let mut bare = String::new();
    for ch in full.chars() {
        match ch {
            '<' => depth += 1,
            '>' if depth > 0 => depth -= 1,
            _ if depth == 0 => bare.push(ch),
            _ => {}
        }
    }
    let before_args = bare.split('(').next()?.trim();
    let last = before_args.rsplit([' ', ':']).next()?.trim();
    let ok = !last.is_empty()
        && last.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !last.starts_with(|c: char| c.is_ascii_digit());
    ok.then(|| last.to_string())
}

/// Whether `name` is the case's own: the source spells `name(` (a definition or a call) and it
/// is not a CUDA API entry point (a host frame `cudaLaunchKernel` is the runtime's).
fn defined_or_called(name: &str, source: &str) -> bool {
    if name.starts_with("cuda")
        || name.starts_with("cu") && name[2..].starts_with(char::is_uppercase)
    {
        return false;
    }
    Regex::new(&format!(r"\b{}\s*(<[^;{{}}]*>)?\s*\(", regex::escape(name)))
        .map(|re| re.is_match(source))
        .unwrap_or(false)
}

/// Checks `case`'s witness against what `outcome` recorded; `None` for a trial that claims none
/// (any verdict but `ub`).
pub fn check(case: &Case, outcome: Option<&Outcome>) -> Option<WitnessCheck> {
    let w = case.meta.witness.as_ref()?;
    let case_file = case
        .path
        .file_name()
        .and_then(|f| f.to_str())
        .unwrap_or_default();
    Some(check_claim(w, case_file, &case.source, outcome))
}

/// [`check`] for a claim, the case's file name and source.
pub fn check_claim(
    w: &Witness,
    case_file: &str,
    source: &str,
    outcome: Option<&Outcome>,
) -> WitnessCheck {
    let done = |confirmation: Confirmation, evidence: Vec<String>| WitnessCheck {
        kind: w.kind().to_string(),
        class: w.class().map(str::to_string),
        claim: w.to_string(),
        confirmation,
        evidence,
    };
    if let Witness::Unobservable(_) = w {
        return done(Confirmation::Unobservable, vec![]);
    }
    let Some(run) = outcome.and_then(|o| o.run.as_ref()) else {
        let why = match outcome {
            Some(o) if o.capped.is_some() => {
                format!(
                    "the program did not run: {}",
                    o.capped.as_deref().unwrap_or("")
                )
            }
            Some(_) => "the program did not run (the build did not reach it)".to_string(),
            None => "the program did not run".to_string(),
        };
        return done(Confirmation::NotRun, vec![why]);
    };
    match w {
        Witness::Hang(_) => match run.exit {
            Exit::Timeout => done(
                Confirmation::Confirmed,
                vec![format!(
                    "the program ran past its timeout ({} ms) and was killed",
                    run.duration_ms
                )],
            ),
            ref e => done(
                Confirmation::Unconfirmed,
                vec![format!(
                    "the program ended: {} after {} ms",
                    crate::verdict::describe_exit(e),
                    run.duration_ms
                )],
            ),
        },
        Witness::Program(p) => {
            let mut failed = Vec::new();
            let mut seen = Vec::new();
            if let Some(want) = p.exit {
                match run.exit {
                    Exit::Code(c) if c == want => seen.push(format!("exit status {c}")),
                    ref e => failed.push(format!(
                        "exit status {want} expected; the program {}",
                        crate::verdict::describe_exit(e)
                    )),
                }
            }
            if let Some(sig) = &p.signal {
                let number = cases_format::witness::SIGNALS
                    .iter()
                    .find(|(n, _)| n == sig)
                    .map(|(_, v)| *v);
                match run.exit {
                    Exit::Signal(s) if Some(s) == number => seen.push(format!("signal {sig}")),
                    ref e => failed.push(format!(
                        "{sig} expected; the program {}",
                        crate::verdict::describe_exit(e)
                    )),
                }
            }
            if let Some(o) = &p.output {
                let text = format!("{}{}", run.stdout, run.stderr);
                match Regex::new(o).ok().and_then(|re| re.find(&text)) {
                    Some(m) => seen.push(format!("output {:?}", m.as_str())),
                    None => failed.push(format!(
                        "no output matches /{o}/; stdout: {:?}, stderr: {:?}",
                        first_line(&run.stdout),
                        first_line(&run.stderr)
                    )),
                }
            }
            if failed.is_empty() {
                done(Confirmation::Confirmed, seen)
            } else {
                done(Confirmation::Unconfirmed, failed)
            }
        }
        _ => {
            let tool = w.tool().map(|t| t.name()).unwrap_or_default();
            let class = w.class().unwrap_or_default();
            // `--sanitizer` runs the tool whatever the plain run did (`execute`), so no report
            // means the tool was not asked for.
            let Some(report) = &run.sanitizer else {
                return done(
                    Confirmation::NotRun,
                    vec![format!("run without --sanitizer: {tool} did not look")],
                );
            };
            let recs = records(report);
            if !recs.iter().any(|r| r.head.starts_with("COMPUTE-SANITIZER")) {
                return done(
                    Confirmation::Unconfirmed,
                    vec![format!(
                        "compute-sanitizer gave no report: {}",
                        first_line(report)
                    )],
                );
            }
            let of_class: Vec<&Record> = recs
                .iter()
                .filter(|r| classify(r).name() == class)
                .collect();
            if let Some((r, at)) = of_class
                .iter()
                .find_map(|r| location_in_case(r, case_file, source).map(|at| (r, at)))
            {
                return done(
                    Confirmation::Confirmed,
                    vec![format!("{tool}: {} ({at})", r.head)],
                );
            }
            let mut evidence = if of_class.is_empty() {
                vec![format!("{tool} reported no {class} error")]
            } else {
                vec![format!(
                    "{tool} reported {class} only outside the case's code: {}",
                    of_class[0].head
                )]
            };
            let others: Vec<String> = recs
                .iter()
                .filter(|r| classify(r) != Class::Other && classify(r).name() != class)
                .map(|r| format!("{} ({})", r.head, classify(r).name()))
                .take(3)
                .collect();
            if !others.is_empty() {
                evidence.push(format!("instead: {}", others.join("; ")));
            }
            if let Some(summary) = recs.iter().rev().find(|r| r.head.contains("SUMMARY")) {
                evidence.push(summary.head.clone());
            }
            if report.starts_with("exit Timeout") {
                evidence.push(format!(
                    "{tool} ran past its limit ({}x the run timeout) and was killed",
                    crate::execute::SANITIZER_SLOWDOWN
                ));
            }
            done(Confirmation::Unconfirmed, evidence)
        }
    }
}

fn first_line(s: &str) -> &str {
    s.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_names_are_bare() {
        for (full, bare) in [
            ("kern(int *)", "kern"),
            ("void foo<S1_t::doit()::[lambda() (instance 1)]>(T1)", "foo"),
            ("S1_t::doit() ", "doit"),
            ("main", "main"),
            ("use(nvstd::function<int ()> *, int *)", "use"),
        ] {
            assert_eq!(function_name(full).as_deref(), Some(bare), "{full}");
        }
    }

    #[test]
    fn cuda_entry_points_are_not_the_case_s() {
        let src = "int main() { cudaLaunchKernel(f, 1, 1, a, 0, 0); kern<<<1,1>>>(); }\n__global__ void kern() {}";
        assert!(defined_or_called("main", src));
        assert!(defined_or_called("kern", src));
        assert!(!defined_or_called("cudaLaunchKernel", src));
        assert!(!defined_or_called("cuLaunchKernel", src));
        assert!(!defined_or_called("other", src));
    }
}
