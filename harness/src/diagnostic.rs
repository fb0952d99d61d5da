//! Diagnostics as toolchains report them, and the parsers that read them from compiler output.
//!
//! A diagnostic is matched by file, line and severity, optionally a regex on its message, and
//! never by exact text: nvcc's wording and `#N-D` numbers change between versions. Parsers are
//! line-oriented and forgiving: a line that is not a diagnostic is skipped, never an error.

use crate::annotation::Severity;
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// One diagnostic from a toolchain.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Diagnostic {
    /// The file as the tool printed it; `None` for tools that name no source file (nvlink).
    pub file: Option<String>,
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub severity: Severity,
    /// Which program said it: `cudafe` (nvcc's front end), `host` (gcc/clang host pass),
    /// `nvlink`, `ptxas`, `ld`, `nvcc` (the driver), `clang`, `checker`.
    pub tool: String,
    /// A diagnostic number or rule id when the tool gives one (`1835-D`, `managed.no-const`).
    pub code: Option<String>,
    pub message: String,
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.file, self.line) {
            (Some(file), Some(l)) => write!(f, "{file}({l}): ")?,
            (Some(file), None) => write!(f, "{file}: ")?,
            _ => write!(f, "{}: ", self.tool)?,
        }
        write!(f, "{}: {}", self.severity, self.message)
    }
}

// nvcc's front end and NVRTC: `file.cu(12): error: msg`, `file.cu(12): warning #1835-D: msg`,
// `file.cu(12): catastrophic error: msg`, `file.cu(12): remark #3209-D: msg`. The device back
// end (cicc, NVVM) writes its own shape, capitalised and, through CUDA 11.x, with a space before
// the colon: `file.cu(13) : Error: a function that is not __global__ cannot be launched` (nvcc
// and NVRTC 11.7 / 11.8), `file.cu(9): Error: Formal parameter space overflowed` (12.x, 13.x).
// Both are read as one class: an optional space before the colon, severity in any case.
static CUDAFE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<file>[^\s(][^(]*)\((?P<line>\d+)\) ?: (?P<sev>(?i:error|warning|catastrophic error|remark))(?: #(?P<code>[\w-]+))?: (?P<msg>.*)$")
        .unwrap()
});
// gcc / clang (host pass and clang CUDA): `file:12:5: error: msg`, `file:12: warning: msg [-Wfoo]`.
static GCC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? (?P<sev>error|fatal error|warning): (?P<msg>.*?)(?: \[(?P<code>-W[\w=-]+)\])?$")
        .unwrap()
});
// nvlink / ptxas / nvcc / fatbinary: `nvlink error   : msg`, `ptxas fatal   : msg`.
static TOOL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<tool>nvlink|ptxas|nvcc|fatbinary|cicc|cudafe\+\+)(?: [^:]*?)? *(?P<sev>error|fatal|warning|info) *: (?P<msg>.*)$").unwrap()
});
// ptxas with a PTX location: `ptxas /tmp/x.ptx, line 34; error   : msg`.
static PTXAS_AT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^ptxas (?P<file>\S+), line (?P<line>\d+); (?P<sev>error|warning|fatal) *: (?P<msg>.*)$",
    )
    .unwrap()
});
// The system linker: `/usr/bin/ld: x.o: in function ...: undefined reference to ...`.
static LD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?:/\S*/)?ld(?:\.\w+)?: (?P<msg>.*)$").unwrap());
// Newer binutils put the reference on its own line, after `ld: x.o: in function `main':`:
// `x.cudafe1.cpp:(.text+0xb5): undefined reference to `void fill<int>(int*, int)'`.
static LD_REF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\S+:\(\.[\w.]*\+0x[0-9a-f]+\): (?P<msg>undefined reference to .*)$").unwrap()
});

fn severity(s: &str) -> Option<Severity> {
    // nvcc writes some back-end errors capitalised: `x.cu(3): Error: Formal parameter space overflowed`.
    match s.to_ascii_lowercase().as_str() {
        "error" | "catastrophic error" | "fatal error" | "fatal" => Some(Severity::Error),
        "warning" => Some(Severity::Warning),
        _ => None,
    }
}

/// Parses the combined output of an nvcc invocation (its own front end, the host compiler,
/// ptxas, nvlink, ld). Duplicates (nvcc reports some diagnostics from both the host and the
/// device pass) are kept once.
pub fn parse_nvcc(output: &str) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    for raw in output.lines() {
        let line = raw.trim_end();
        let d = if let Some(c) = CUDAFE.captures(line) {
            severity(&c["sev"]).map(|sev| Diagnostic {
                file: Some(c["file"].to_string()),
                line: c["line"].parse().ok(),
                column: None,
                severity: sev,
                tool: "cudafe".into(),
                code: c.name("code").map(|m| m.as_str().to_string()),
                message: c["msg"].to_string(),
            })
        } else if let Some(c) = PTXAS_AT.captures(line) {
            severity(&c["sev"]).map(|sev| Diagnostic {
                file: Some(c["file"].to_string()),
                line: c["line"].parse().ok(),
                column: None,
                severity: sev,
                tool: "ptxas".into(),
                code: None,
                message: c["msg"].to_string(),
            })
        } else if let Some(c) = TOOL.captures(line) {
            let tool = match &c["tool"] {
                "cudafe++" => "cudafe",
                t => t,
            };
            severity(&c["sev"]).map(|sev| Diagnostic {
                file: None,
                line: None,
                column: None,
                severity: sev,
                tool: tool.into(),
                code: None,
                message: c["msg"].to_string(),
            })
        } else if let Some(c) = GCC.captures(line) {
            severity(&c["sev"]).map(|sev| Diagnostic {
                file: Some(c["file"].to_string()),
                line: c["line"].parse().ok(),
                column: c.name("col").and_then(|m| m.as_str().parse().ok()),
                severity: sev,
                tool: "host".into(),
                code: c.name("code").map(|m| m.as_str().to_string()),
                message: c["msg"].to_string(),
            })
        } else if let Some(c) = LD.captures(line) {
            let msg = c["msg"].to_string();
            let is_error = msg.contains("undefined reference")
                || msg.contains("cannot find")
                || msg.contains("multiple definition");
            is_error.then(|| Diagnostic {
                file: None,
                line: None,
                column: None,
                severity: Severity::Error,
                tool: "ld".into(),
                code: None,
                message: msg,
            })
        } else {
            LD_REF.captures(line).map(|c| Diagnostic {
                file: None,
                line: None,
                column: None,
                severity: Severity::Error,
                tool: "ld".into(),
                code: None,
                message: c["msg"].to_string(),
            })
        };
        if let Some(d) = d {
            if !out.contains(&d) {
                out.push(d);
            }
        }
    }
    out
}

/// Parses clang's diagnostics (`file:line:col: error: msg`), host and device passes together.
pub fn parse_clang(output: &str) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    for line in output.lines() {
        if let Some(c) = GCC.captures(line.trim_end()) {
            if let Some(sev) = severity(&c["sev"]) {
                let d = Diagnostic {
                    file: Some(c["file"].to_string()),
                    line: c["line"].parse().ok(),
                    column: c.name("col").and_then(|m| m.as_str().parse().ok()),
                    severity: sev,
                    tool: "clang".into(),
                    code: c.name("code").map(|m| m.as_str().to_string()),
                    message: c["msg"].to_string(),
                };
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // Output captured from nvcc 13.5.37 (-arch=sm_90) on small files.
    const NVCC_OUT: &str = r#"m.cu(3): error: a __managed__ variable cannot have a const qualified type
  __attribute__((device)) __attribute__((managed)) const int yyy = 10;
                                                             ^

m.cu(4): warning #1835-D: attribute "__device__" does not apply here
  struct S { __attribute__((device)) int x; };
                            ^

Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

m.cu(3): error: a __managed__ variable cannot have a const qualified type
2 errors detected in the compilation of "m.cu".
nvlink error   : Undefined reference to 'q' in '/tmp/tmpxft_00000798_00000000-11_l.o'
ptxas fatal   : Unresolved extern function '_Z3foov'
ptxas /tmp/tmpxft_1.ptx, line 34; error   : Arguments mismatch for instruction 'mov'
/work/x.cu:12:5: error: 'foo' was not declared in this scope
/work/x.cu:13:1: warning: unused variable 'y' [-Wunused-variable]
/usr/bin/ld: /tmp/x.o: in function `main': undefined reference to `bar'
p.cu(9): Error: Formal parameter space overflowed (32768 bytes required, max 32764 bytes allowed) in function 'k'
collect2: error: ld returned 1 exit status
"#;

    #[test]
    fn parses_every_kind_of_nvcc_line() {
        let d = parse_nvcc(NVCC_OUT);
        let summary: Vec<(Option<u32>, Severity, &str)> = d
            .iter()
            .map(|d| (d.line, d.severity, d.tool.as_str()))
            .collect();
        assert_eq!(
            summary,
            vec![
                (Some(3), Severity::Error, "cudafe"),
                (Some(4), Severity::Warning, "cudafe"),
                (None, Severity::Error, "nvlink"),
                (None, Severity::Error, "ptxas"),
                (Some(34), Severity::Error, "ptxas"),
                (Some(12), Severity::Error, "host"),
                (Some(13), Severity::Warning, "host"),
                (None, Severity::Error, "ld"),
                (Some(9), Severity::Error, "cudafe"),
            ]
        );
        assert_eq!(d[1].code.as_deref(), Some("1835-D"));
        assert_eq!(d[0].file.as_deref(), Some("m.cu"));
        assert_eq!(d[5].column, Some(5));
        assert_eq!(d[6].code.as_deref(), Some("-Wunused-variable"));
    }

    // NVRTC 11.8.89's log (`-arch=compute_80 -rdc=true`), captured, on a file with a device-side
    // launch of a __device__ function (line 3), unused variables, `#warning`, a deprecated call
    // (whose "declared here" continuation names no file) and a long double.
    const NVRTC_11_LOG: &str = r#"a.cu(4): warning #177-D: variable "unused_var" was declared but never referenced

a.cu(9): warning #1105-D: #warning directive: hello

a.cu(12): warning #1215-D: function "old"
(11): here was declared deprecated

a.cu(5): warning #20208-D: 'long double' is treated as 'double' in device code

a.cu(3) : Error: a function that is not __global__ cannot be launched
"#;

    #[test]
    fn nvrtc_and_nvcc_11_back_end_errors_with_a_space_before_the_colon() {
        let d = parse_nvcc(NVRTC_11_LOG);
        let summary: Vec<(Option<u32>, Severity, Option<&str>)> = d
            .iter()
            .map(|d| (d.line, d.severity, d.code.as_deref()))
            .collect();
        assert_eq!(
            summary,
            vec![
                (Some(4), Severity::Warning, Some("177-D")),
                (Some(9), Severity::Warning, Some("1105-D")),
                (Some(12), Severity::Warning, Some("1215-D")),
                (Some(5), Severity::Warning, Some("20208-D")),
                (Some(3), Severity::Error, None),
            ]
        );
        assert_eq!(d[4].file.as_deref(), Some("a.cu"));
        assert_eq!(
            d[4].message,
            "a function that is not __global__ cannot be launched"
        );
        // Every shape of the class, either spacing, any capitalisation; a remark is read but
        // is not a diagnostic the verdicts count.
        for (line, sev) in [
            ("x.cu(7) : Warning: w", Some(Severity::Warning)),
            ("x.cu(7): Warning: w", Some(Severity::Warning)),
            ("x.cu(7) : error: e", Some(Severity::Error)),
            ("x.cu(7) : warning #550-D: w", Some(Severity::Warning)),
            ("x.cu(7) : catastrophic error: c", Some(Severity::Error)),
            ("x.cu(7): remark #3209-D: r", None),
            ("x.cu(7) : Remark: r", None),
        ] {
            let d = parse_nvcc(line);
            assert_eq!(d.first().map(|d| d.severity), sev, "{line}");
            if let Some(d) = d.first() {
                assert_eq!(
                    (d.file.as_deref(), d.line),
                    (Some("x.cu"), Some(7)),
                    "{line}"
                );
            }
        }
    }

    #[test]
    fn ld_undefined_reference_on_its_own_line() {
        let out = "/usr/bin/ld: /tmp/w/tu1.o: in function `main':\n\
                   tmpxft_3dc6-6_k.cudafe1.cpp:(.text+0xb5): undefined reference to `void fill<int>(int*, int)'\n\
                   collect2: error: ld returned 1 exit status\n";
        let d = parse_nvcc(out);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            (d[0].severity, d[0].tool.as_str(), d[0].line),
            (Severity::Error, "ld", None)
        );
        assert!(
            d[0].message
                .starts_with("undefined reference to `void fill<int>"),
            "{}",
            d[0].message
        );
    }

    #[test]
    fn clang_diagnostics() {
        let d = parse_clang("a.cu:3:7: error: reference to __host__ function 'f' in __device__ function\na.cu:1:1: note: 'f' declared here\n");
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].line, d[0].column), (Some(3), Some(7)));
    }
}
