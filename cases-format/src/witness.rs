//! How a `verdict: ub` case's undefined behaviour is observed: its `witness`.
//!
//! A `ub` case binds no toolchain beyond building it, so what shows that its undefined behaviour
//! is really there is a separate claim: a compute-sanitizer tool that reports one class of error
//! inside the case's code, another observation (a hang the run timeout sees, a CUDA error or a
//! signal the program reports), or `unobservable` with the reason no tool here can see it. The
//! harness checks the claim on a GPU (`harness/src/witness.rs`); this module only says what a
//! case may claim.

use regex::Regex;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A `ub` case's witness, as written: exactly one key.
///
/// ```yaml
/// witness: {memcheck: out-of-bounds}
/// witness: {racecheck: shared-hazard}
/// witness: {program: {signal: SIGSEGV}}
/// witness:
///   hang: "1024 blocks of 1024 threads wait for each other; at most 2 per SM are resident"
/// witness:
///   unobservable: "a race on global memory between a parent and its child grid"
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Witness {
    /// compute-sanitizer's memcheck reports this class in the case's code.
    Memcheck(MemcheckClass),
    /// racecheck reports a shared-memory hazard in the case's code (racecheck looks at shared
    /// memory only: a race on global memory is not its class).
    Racecheck(RacecheckClass),
    /// synccheck reports a barrier error in the case's code.
    Synccheck(SynccheckClass),
    /// initcheck reports a read of uninitialised device global memory in the case's code.
    Initcheck(InitcheckClass),
    /// The program runs past its `run.timeout`: the reason it cannot end.
    Hang(String),
    /// The program itself shows it: an exit status, a signal, output.
    Program(ProgramWitness),
    /// No tool here can see it: the reason.
    Unobservable(String),
}

/// The classes of memcheck report a case may claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MemcheckClass {
    /// `Invalid __global__ read of size 4 bytes` ... `is out of bounds` (also `__shared__`,
    /// `__local__`; an address outside every allocation, a freed one included).
    OutOfBounds,
    /// `Invalid __global__ write of size 8 bytes` ... `is misaligned`.
    Misaligned,
    /// A hardware exception at a bad program counter: `Invalid PC`, `Illegal instruction`.
    InvalidPc,
    /// `Malloc/Free error encountered : Invalid pointer to free` (device heap).
    MallocFree,
    /// `Leaked 64 bytes at 0x...` (needs `--leak-check full`, which the harness passes).
    Leak,
    /// `Program hit cudaErrorInvalidValue (error 1) ... on CUDA API call to cudaFree.`
    ApiError,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RacecheckClass {
    /// `Error: Race reported between Write access at ...` or a `Potential RAW hazard detected at
    /// __shared__ ...` hazard report.
    SharedHazard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SynccheckClass {
    /// `Barrier error detected. Divergent thread(s) in block` (or in warp, invalid arguments).
    BarrierError,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InitcheckClass {
    /// `Uninitialized __global__ memory read of size 4 bytes`.
    UninitializedRead,
}

/// What the program shows by itself: each field given must hold.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProgramWitness {
    /// The exit status.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exit: Option<i32>,
    /// The signal that ends it: `SIGSEGV`, `SIGBUS`, `SIGABRT`, `SIGILL`, `SIGFPE`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signal: Option<String>,
    /// A regex found (not anchored) in the program's stdout and stderr together, e.g. the name
    /// of the CUDA error it prints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
}

/// The signals a program witness may name, with their numbers on Linux.
pub const SIGNALS: &[(&str, i32)] = &[
    ("SIGILL", 4),
    ("SIGABRT", 6),
    ("SIGBUS", 7),
    ("SIGFPE", 8),
    ("SIGSEGV", 11),
];

/// The compute-sanitizer tools, by the name `--tool` takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    Memcheck,
    Racecheck,
    Synccheck,
    Initcheck,
}

impl Tool {
    pub fn name(self) -> &'static str {
        match self {
            Tool::Memcheck => "memcheck",
            Tool::Racecheck => "racecheck",
            Tool::Synccheck => "synccheck",
            Tool::Initcheck => "initcheck",
        }
    }
}

impl MemcheckClass {
    pub fn name(self) -> &'static str {
        match self {
            MemcheckClass::OutOfBounds => "out-of-bounds",
            MemcheckClass::Misaligned => "misaligned",
            MemcheckClass::InvalidPc => "invalid-pc",
            MemcheckClass::MallocFree => "malloc-free",
            MemcheckClass::Leak => "leak",
            MemcheckClass::ApiError => "api-error",
        }
    }
}

impl Witness {
    /// The key written: `memcheck`, ..., `hang`, `program`, `unobservable`.
    pub fn kind(&self) -> &'static str {
        match self {
            Witness::Memcheck(_) => "memcheck",
            Witness::Racecheck(_) => "racecheck",
            Witness::Synccheck(_) => "synccheck",
            Witness::Initcheck(_) => "initcheck",
            Witness::Hang(_) => "hang",
            Witness::Program(_) => "program",
            Witness::Unobservable(_) => "unobservable",
        }
    }

    /// The compute-sanitizer tool the claim needs, if any.
    pub fn tool(&self) -> Option<Tool> {
        match self {
            Witness::Memcheck(_) => Some(Tool::Memcheck),
            Witness::Racecheck(_) => Some(Tool::Racecheck),
            Witness::Synccheck(_) => Some(Tool::Synccheck),
            Witness::Initcheck(_) => Some(Tool::Initcheck),
            _ => None,
        }
    }

    /// The class a tool must report (`out-of-bounds`, `shared-hazard`, ...).
    pub fn class(&self) -> Option<&'static str> {
        match self {
            Witness::Memcheck(c) => Some(c.name()),
            Witness::Racecheck(RacecheckClass::SharedHazard) => Some("shared-hazard"),
            Witness::Synccheck(SynccheckClass::BarrierError) => Some("barrier-error"),
            Witness::Initcheck(InitcheckClass::UninitializedRead) => Some("uninitialized-read"),
            _ => None,
        }
    }

    /// The reason of a `hang` or an `unobservable` claim.
    pub fn reason(&self) -> Option<&str> {
        match self {
            Witness::Hang(r) | Witness::Unobservable(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the claim needs the program to run (everything but `unobservable`).
    pub fn needs_run(&self) -> bool {
        !matches!(self, Witness::Unobservable(_))
    }

    /// What is wrong with the claim itself, if anything (a reason that says nothing, a program
    /// witness that asks for nothing or for a bad regex or signal).
    pub fn problem(&self) -> Option<String> {
        match self {
            Witness::Hang(r) | Witness::Unobservable(r) if r.trim().is_empty() => Some(format!(
                "`witness: {{{}: ...}}` needs its reason: say why",
                self.kind()
            )),
            Witness::Program(p) => {
                if p.exit.is_none() && p.signal.is_none() && p.output.is_none() {
                    return Some(
                        "`witness: {program: ...}` needs `exit`, `signal` or `output`".into(),
                    );
                }
                if p.exit.is_some() && p.signal.is_some() {
                    return Some(
                        "`witness.program` gives `exit` and `signal`: a process ends by one of them"
                            .into(),
                    );
                }
                if let Some(s) = &p.signal {
                    if !SIGNALS.iter().any(|(n, _)| n == s) {
                        let known: Vec<&str> = SIGNALS.iter().map(|(n, _)| *n).collect();
                        return Some(format!(
                            "unknown signal `{s}` in `witness.program` (known: {})",
                            known.join(", ")
                        ));
                    }
                }
                if let Some(o) = &p.output {
                    if let Err(e) = Regex::new(o) {
                        return Some(format!("invalid regex in `witness.program.output`: {e}"));
                    }
                }
                None
            }
            _ => None,
        }
    }
}

impl fmt::Display for Witness {
    /// One line: `memcheck: out-of-bounds`, `program: signal SIGSEGV`, `unobservable: <why>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Witness::Program(p) => {
                let mut parts = Vec::new();
                if let Some(e) = p.exit {
                    parts.push(format!("exit {e}"));
                }
                if let Some(s) = &p.signal {
                    parts.push(format!("signal {s}"));
                }
                if let Some(o) = &p.output {
                    parts.push(format!("output /{o}/"));
                }
                write!(f, "program: {}", parts.join(", "))
            }
            _ => match (self.class(), self.reason()) {
                (Some(c), _) => write!(f, "{}: {c}", self.kind()),
                (None, Some(r)) => write!(f, "{}: {r}", self.kind()),
                (None, None) => f.write_str(self.kind()),
            },
        }
    }
}
