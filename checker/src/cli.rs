//! `cuconform check [FLAGS] FILE...`: nvcc-shaped, JSON or SARIF output.

use crate::{rules, Cuda, Finding, Options, Severity, VERSION};
use std::io::Write;
use std::path::PathBuf;

const USAGE: &str =
    "usage: cuconform check [--format text|json|sarif] [--rules] [--cuda VERSION] [NVCC FLAGS] FILE...
  --cuda VERSION  judge the code by the guide's rules of that CUDA release (11.0-11.8, 12.0-12.9,
                  13.0-13.5; default 13.5, the newest modelled): rules a later edition dropped,
                  added or relaxed apply as they do in that release (`--rules` lists them). The
                  output names the version (text: a note on stderr; JSON: each finding's
                  \"cuda\"; SARIF: the run's properties).
  NVCC FLAGS that change the rules: -std=c++NN, --extended-lambda, --expt-relaxed-constexpr,
  -rdc=true / -dc, -DNAME[=VALUE], -I DIR, -isystem DIR, --no-host-device-initializer-list,
  --no-host-device-move-forward, -Wno-deprecated-declarations, -Werror=deprecated-declarations.
  --pedantic-errors  a finding of a rule form that no nvcc, NVRTC or clang version enforces
                  (a consensus deviation of the suite, e.g. reference parameters of a __global__
                  function, a constant-initialized __device__ object of a class whose constructor
                  is not \"empty\") is an error, as the guide's letter says; without it, a warning
                  that says so (JSON: \"unenforced\": its triage record; SARIF: the result's
                  properties). The suite's `checker` column passes it.
  Headers are followed as nvcc follows them: -I, -isystem, then the paired CUDA toolkit's include
  directories (cuda_runtime.h force-included) and the host compiler's (their headers read for
  macros and declarations only):
    --cuda-path DIR | --nvcc PATH   the toolkit (default: the provisioned nvcc 13.5, else nvcc on
                                    PATH; `none`: no toolkit headers)
    --host-compiler CXX | -ccbin CXX  the host compiler (default: g++, else c++; `none`: none)
  Exit status: 0 no error found, 1 an error found, 2 usage or I/O error.";

/// The command line: `check [FLAGS] FILE...` (args exclude the program name and "check").
pub fn cli(args: &[String]) -> i32 {
    let mut format = "text".to_string();
    let mut cuda = Cuda::NEWEST;
    let mut flags: Vec<String> = Vec::new();
    let mut files: Vec<PathBuf> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-h" | "--help" => {
                let _ = writeln!(std::io::stdout(), "{USAGE}");
                return 0;
            }
            "--version" | "-V" => {
                let _ = writeln!(std::io::stdout(), "cuconform-check {VERSION}");
                return 0;
            }
            "--rules" => {
                for r in rules() {
                    let sev = if r.severity == Severity::Error {
                        "error"
                    } else {
                        "warning"
                    };
                    let ed = r.edition.describe();
                    let _ = writeln!(
                        std::io::stdout(),
                        "{:<52} {:<10} {:<8} {}{}",
                        r.id,
                        r.section,
                        sev,
                        r.summary,
                        if ed.is_empty() {
                            String::new()
                        } else {
                            format!(" [{ed}]")
                        }
                    );
                }
                return 0;
            }
            "--format" => {
                match args.get(i + 1) {
                    Some(f) => format = f.clone(),
                    None => {
                        eprintln!("{USAGE}");
                        return 2;
                    }
                }
                i += 2;
                continue;
            }
            _ => {}
        }
        if let Some(f) = a.strip_prefix("--format=") {
            format = f.to_string();
            i += 1;
            continue;
        }
        // the CUDA release whose rules apply: refused, naming the range, when not modelled
        if a == "--cuda" || a.starts_with("--cuda=") {
            let v = match a.strip_prefix("--cuda=") {
                Some(v) => Some(v),
                None => {
                    i += 1;
                    args.get(i).map(|v| v.as_str())
                }
            };
            match v.map(Cuda::parse) {
                Some(Ok(v)) => cuda = v,
                Some(Err(e)) => {
                    let _ = writeln!(std::io::stderr(), "cuconform check: {e}");
                    return 2;
                }
                None => {
                    let _ = writeln!(
                        std::io::stderr(),
                        "cuconform check: --cuda needs a version ({})\n{USAGE}",
                        crate::supported_range()
                    );
                    return 2;
                }
            }
            i += 1;
            continue;
        }
        if a.starts_with('-') {
            if let Err(why) = known_flag(a) {
                let _ = writeln!(std::io::stderr(), "cuconform check: {why}\n{USAGE}");
                return 2;
            }
            flags.push(a.to_string());
            // flags whose value is the next argument
            if matches!(
                a,
                "-I" | "-D"
                    | "-isystem"
                    | "--system-include"
                    | "-std"
                    | "--std"
                    | "--include-path"
                    | "--define-macro"
                    | "-rdc"
                    | "--relocatable-device-code"
                    | "-arch"
                    | "-o"
                    | "-x"
                    | "-ccbin"
                    | "--compiler-bindir"
                    | "-gencode"
                    | "-Xcompiler"
                    | "-include"
                    | "--cuda-path"
                    | "--nvcc"
                    | "--host-compiler"
                    | "-Xptxas"
                    | "--ptxas-options"
                    | "-Xlinker"
                    | "--linker-options"
                    | "-Xnvlink"
                    | "--nvlink-options"
                    | "-maxrregcount"
                    | "--maxrregcount"
                    | "-t"
                    | "--threads"
                    | "-default-stream"
                    | "--default-stream"
                    | "--machine"
            ) {
                if let Some(v) = args.get(i + 1) {
                    if matches!(a, "-std" | "--std") {
                        if let Err(why) = known_dialect(v) {
                            let _ = writeln!(std::io::stderr(), "cuconform check: {why}");
                            return 2;
                        }
                    }
                    flags.push(v.clone());
                    i += 1;
                }
            }
        } else {
            files.push(PathBuf::from(a));
        }
        i += 1;
    }
    if !matches!(format.as_str(), "text" | "json" | "sarif") || files.is_empty() {
        eprintln!("{USAGE}");
        return 2;
    }
    // a dialect the release's nvcc does not take (C++20 from 12.0, C++23 from 13.3:
    // CHANGES.md A1) would be judged by rules no toolkit of that release applies
    if let Some(std) = std_of(&flags) {
        let need = match std.as_str() {
            "c++20" => Some(Cuda::new(12, 0)),
            "c++23" => Some(Cuda::new(13, 3)),
            _ => None,
        };
        if let Some(need) = need.filter(|n| cuda < *n) {
            let _ = writeln!(
                std::io::stderr(),
                "cuconform check: -std={std} needs CUDA {need} or later (CHANGES.md A1); --cuda is {cuda}"
            );
            return 2;
        }
    }
    let mut opts = Options::from_flags(&flags);
    opts.cuda = cuda;
    let mut all: Vec<Finding> = Vec::new();
    let mut io_error = false;
    let mut incomplete = 0;
    for (f, r) in files.iter().zip(check_files(&files, &opts)) {
        match r {
            Ok(found) => {
                incomplete += found.iter().any(|f| f.rule == INCOMPLETE) as usize;
                all.extend(found)
            }
            Err(e) => {
                eprintln!("{}: error: cannot read file: {e}", f.display());
                io_error = true;
            }
        }
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = match format.as_str() {
        "json" => writeln!(out, "{}", to_json(&all, cuda)),
        "sarif" => writeln!(out, "{}", to_sarif(&all, cuda)),
        _ => {
            // which rules were applied, said where a build's log shows it and a parser of the
            // nvcc-shaped lines on stdout does not meet it
            eprintln!("{}", rules_note(cuda));
            let mut r = Ok(());
            for f in &all {
                r = writeln!(out, "{}", text_line(f));
            }
            r
        }
    };
    // no silent limit: a unit not read whole is said once more, counted, whatever the format
    if incomplete > 0 {
        eprintln!("{}", incomplete_summary(incomplete, files.len()));
    }
    if io_error {
        2
    } else if all.iter().any(|f| f.severity == Severity::Error) {
        1
    } else {
        0
    }
}

/// The version note of the text output.
fn rules_note(cuda: Cuda) -> String {
    format!(
        "cuconform check: the rules of CUDA {cuda}, {} (--cuda)",
        cuda.edition()
    )
}

/// The `-std` value among `flags` (the last one given).
fn std_of(flags: &[String]) -> Option<String> {
    let mut std = None;
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        if f == "-std" || f == "--std" {
            std = it.next().cloned();
        } else if let Some(v) = f.strip_prefix("-std=").or_else(|| f.strip_prefix("--std=")) {
            std = Some(v.to_string());
        }
    }
    std
}

/// The dialects nvcc's `-std` takes.
const DIALECTS: &[&str] = &["c++03", "c++11", "c++14", "c++17", "c++20", "c++23"];

fn known_dialect(v: &str) -> Result<(), String> {
    if DIALECTS.contains(&v) {
        Ok(())
    } else {
        Err(format!(
            "-std={v}: unknown dialect (nvcc takes {})",
            DIALECTS.join(", ")
        ))
    }
}

/// Whether `f` is a flag this command understands or knowingly passes over (nvcc flags that do
/// not change the rules: `-arch`, `-O2`, `-c`, ...). Anything else is refused: a mistyped flag
/// silently ignored would check under other rules than the user meant.
fn known_flag(f: &str) -> Result<(), String> {
    const EXACT: &[&str] = &[
        "-I",
        "-D",
        "-isystem",
        "--system-include",
        "-std",
        "--std",
        "--include-path",
        "--define-macro",
        "-rdc",
        "--relocatable-device-code",
        "-arch",
        "-o",
        "-x",
        "-ccbin",
        "--compiler-bindir",
        "-gencode",
        "-Xcompiler",
        "-include",
        "--cuda-path",
        "--nvcc",
        "--host-compiler",
        "--extended-lambda",
        "--expt-extended-lambda",
        "-extended-lambda",
        "-expt-extended-lambda",
        "--expt-relaxed-constexpr",
        "-expt-relaxed-constexpr",
        "-dc",
        "--device-c",
        "-c",
        "--compile",
        "--no-host-device-initializer-list",
        "-no-host-device-initializer-list",
        "--no-host-device-move-forward",
        "-no-host-device-move-forward",
        "-Werror",
        "--Werror",
        "--pedantic-errors",
        "-pedantic-errors",
        "-g",
        "-G",
        "-lineinfo",
        "-w",
        // code generation, optimisation and tool options of nvcc that leave the front end's
        // rules as they are (the corpus' projects pass them: llm.c, tiny-cuda-nn)
        "--use_fast_math",
        "-use_fast_math",
        "--generate-line-info",
        "-m64",
        "--machine",
        "-res-usage",
        "--resource-usage",
        "-keep",
        "--keep",
        "-Xptxas",
        "--ptxas-options",
        "-Xlinker",
        "--linker-options",
        "-Xnvlink",
        "--nvlink-options",
        "-maxrregcount",
        "--maxrregcount",
        "-t",
        "--threads",
        "-default-stream",
        "--default-stream",
        "--forward-unknown-to-host-compiler",
        "-forward-unknown-to-host-compiler",
        "--display-error-number",
        "-no-compress",
        "--no-compress",
    ];
    const PREFIXES: &[&str] = &[
        "-D",
        "--define-macro=",
        "-I",
        "--include-path=",
        "-isystem",
        "--system-include=",
        "--cuda-path=",
        "--nvcc=",
        "--host-compiler=",
        "-ccbin=",
        "--compiler-bindir=",
        "-rdc=",
        "--relocatable-device-code=",
        "-W",
        "--Werror=",
        "-O",
        "-ftz=",
        "--ftz=",
        "-prec-div=",
        "--prec-div=",
        "-prec-sqrt=",
        "--prec-sqrt=",
        "-fmad=",
        "--fmad=",
        "-maxrregcount=",
        "--maxrregcount=",
        "-Xptxas=",
        "--ptxas-options=",
        "-Xlinker=",
        "--linker-options=",
        "--threads=",
        "-default-stream=",
        "--default-stream=",
        "-arch=",
        "--gpu-architecture=",
        "-gencode=",
        "--generate-code=",
        "-Xcompiler=",
        "--compiler-options=",
    ];
    if let Some(v) = f.strip_prefix("-std=").or_else(|| f.strip_prefix("--std=")) {
        return known_dialect(v);
    }
    if EXACT.contains(&f)
        || PREFIXES
            .iter()
            .any(|p| f.len() > p.len() && f.starts_with(p))
    {
        Ok(())
    } else {
        Err(format!("unknown flag `{f}`"))
    }
}

/// The rule of the checker's own finding that a unit was not read whole.
const INCOMPLETE: &str = "checker.incomplete";

fn incomplete_summary(n: usize, of: usize) -> String {
    format!("cuconform check: {n} of {of} translation unit(s) not read whole (a header not found, or a bound on runaway input reached: see the {INCOMPLETE} findings); findings in what was not read are missing")
}

/// A finding as a line of text output (nvcc's shape).
fn text_line(f: &Finding) -> String {
    format!(
        "{}({}): {}: {} [{}]",
        f.file.display(),
        f.line,
        sev_str(f.severity),
        f.message,
        f.rule
    )
}

pub fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            '\t' => o.push_str("\\t"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn sev_str(s: Severity) -> &'static str {
    if s == Severity::Error {
        "error"
    } else {
        "warning"
    }
}

/// The JSON output: an array of findings, each naming the CUDA version whose rules found it
/// (`"cuda"`: the array stays an array, so readers of the earlier form keep working).
pub fn to_json(all: &[Finding], cuda: Cuda) -> String {
    let items: Vec<String> = all
        .iter()
        .map(|f| {
            format!(
                "{{\"file\":{},\"line\":{},\"column\":{},\"severity\":{},\"rule\":{},\"message\":{},\"cuda\":{}{}}}",
                json_str(&f.file.display().to_string()),
                f.line,
                f.column,
                json_str(sev_str(f.severity)),
                json_str(f.rule),
                json_str(&f.message),
                json_str(&cuda.to_string()),
                f.unenforced.map_or(String::new(), |u| format!(
                    ",\"unenforced\":{}",
                    json_str(u.record)
                ))
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

/// SARIF 2.1.0, the subset written: one run, the rule table, one result per finding.
/// Field order is the order written.
mod sarif {
    use serde::Serialize;

    #[derive(Serialize)]
    pub struct Log<'a> {
        #[serde(rename = "$schema")]
        pub schema: &'static str,
        pub version: &'static str,
        pub runs: Vec<Run<'a>>,
    }

    #[derive(Serialize)]
    pub struct Run<'a> {
        pub tool: Tool<'a>,
        pub results: Vec<Result<'a>>,
        pub properties: RunProperties,
    }

    /// Which rules were applied (SARIF's property bag of the run).
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct RunProperties {
        pub cuda_version: String,
        pub edition: &'static str,
    }

    #[derive(Serialize)]
    pub struct Tool<'a> {
        pub driver: Driver<'a>,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Driver<'a> {
        pub name: &'static str,
        pub version: &'static str,
        pub information_uri: &'static str,
        pub rules: Vec<Rule<'a>>,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Rule<'a> {
        pub id: &'a str,
        pub short_description: Message<'a>,
        pub properties: Properties<'a>,
        pub default_configuration: Configuration,
    }

    #[derive(Serialize)]
    pub struct Message<'a> {
        pub text: &'a str,
    }

    #[derive(Serialize)]
    pub struct Properties<'a> {
        pub section: &'a str,
        /// The versions the rule holds for, when they are not all (`Edition::describe`).
        #[serde(skip_serializing_if = "String::is_empty")]
        pub editions: String,
    }

    #[derive(Serialize)]
    pub struct Configuration {
        pub level: &'static str,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Result<'a> {
        pub rule_id: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub rule_index: Option<usize>,
        pub level: &'static str,
        pub message: Message<'a>,
        pub locations: Vec<Location>,
        /// A rule form no toolchain enforces: its triage record (`unenforced.rs`).
        #[serde(skip_serializing_if = "Option::is_none")]
        pub properties: Option<ResultProperties>,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ResultProperties {
        pub unenforced: &'static str,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Location {
        pub physical_location: PhysicalLocation,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct PhysicalLocation {
        pub artifact_location: ArtifactLocation,
        pub region: Region,
    }

    #[derive(Serialize)]
    pub struct ArtifactLocation {
        pub uri: String,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Region {
        pub start_line: u32,
        pub start_column: u32,
    }
}

/// The SARIF output, the CUDA version whose rules were applied in the run's properties.
pub fn to_sarif(all: &[Finding], cuda: Cuda) -> String {
    let rules = rules();
    let log = sarif::Log {
        schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: vec![sarif::Run {
            tool: sarif::Tool {
                driver: sarif::Driver {
                    name: "cuconform-check",
                    version: VERSION,
                    information_uri: "https://github.com/cuconform",
                    rules: rules
                        .iter()
                        .map(|r| sarif::Rule {
                            id: r.id,
                            short_description: sarif::Message { text: r.summary },
                            properties: sarif::Properties {
                                section: r.section,
                                editions: r.edition.describe(),
                            },
                            default_configuration: sarif::Configuration {
                                level: sev_str(r.severity),
                            },
                        })
                        .collect(),
                },
            },
            results: all
                .iter()
                .map(|f| sarif::Result {
                    rule_id: f.rule,
                    rule_index: rules.iter().position(|r| r.id == f.rule),
                    level: sev_str(f.severity),
                    message: sarif::Message { text: &f.message },
                    locations: vec![sarif::Location {
                        physical_location: sarif::PhysicalLocation {
                            artifact_location: sarif::ArtifactLocation {
                                uri: f.file.display().to_string().replace('\\', "/"),
                            },
                            region: sarif::Region {
                                start_line: f.line,
                                start_column: f.column.max(1),
                            },
                        },
                    }],
                    properties: f.unenforced.map(|u| sarif::ResultProperties {
                        unenforced: u.record,
                    }),
                })
                .collect(),
            properties: sarif::RunProperties {
                cuda_version: cuda.to_string(),
                edition: cuda.edition(),
            },
        }],
    };
    serde_json::to_string(&log).expect("SARIF of plain strings and numbers serialises")
}

/// Check `files` on every core (files are independent; each thread keeps its own include
/// cache), returning the results in the order of `files` so the output does not depend on
/// scheduling.
fn check_files(files: &[PathBuf], opts: &Options) -> Vec<std::io::Result<Vec<Finding>>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let check_then = |f: &PathBuf, then| {
        std::fs::read(f)
            .map(|bytes| crate::driver::check_then(f, &String::from_utf8_lossy(&bytes), opts, then))
    };
    let check = |f: &PathBuf| check_then(f, crate::driver::Then::Free);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(files.len());
    if threads <= 1 {
        // one file (a build system's way, one process per file): its structures are left to
        // the process's exit (`driver::Then::Exit`); `cli` runs once per process
        if let [f] = files {
            return vec![check_then(f, crate::driver::Then::Exit)];
        }
        return files.iter().map(check).collect();
    }
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<std::io::Result<Vec<Finding>>>>> =
        files.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(f) = files.get(i) else { break };
                let r = check(f);
                *slots[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
            });
        }
    });
    slots
        .into_iter()
        .map(|m| {
            m.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .unwrap_or_else(|| Err(std::io::Error::other("not checked")))
        })
        .collect()
}

#[cfg(test)]
mod sarif_tests {
    use super::*;

    /// A bound reached (includes nested past it) is a finding with its place in every format.
    #[test]
    fn incomplete_unit_is_a_finding_in_text_json_and_sarif() {
        let d = std::env::temp_dir().join(format!("chk-incomplete-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("loop.h"), "int x;\n#include \"loop.h\"\n").unwrap();
        let opts = Options::from_flags(&[
            "--cuda-path".into(),
            "none".into(),
            "--host-compiler".into(),
            "none".into(),
        ]);
        let main = d.join("main.cu");
        let all = crate::check_source(&main, "#include \"loop.h\"\n", &opts);
        let f = all
            .iter()
            .find(|f| f.rule == INCOMPLETE)
            .unwrap_or_else(|| panic!("{all:#?}"));
        let header = d.join("loop.h");
        assert_eq!((&f.file, f.line), (&header, 2));
        let text = text_line(f);
        assert!(
            text.starts_with(&format!("{}(2): warning: ", header.display()))
                && text.ends_with("[checker.incomplete]"),
            "{text}"
        );
        let v: serde_json::Value = serde_json::from_str(&to_json(&all, Cuda::NEWEST)).unwrap();
        let j = v
            .as_array()
            .unwrap()
            .iter()
            .find(|j| j["rule"] == INCOMPLETE)
            .unwrap();
        assert_eq!(j["line"], 2);
        assert_eq!(j["file"], header.display().to_string());
        assert_eq!(j["severity"], "warning");
        let v: serde_json::Value = serde_json::from_str(&to_sarif(&all, Cuda::NEWEST)).unwrap();
        let r = v["runs"][0]["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["ruleId"] == INCOMPLETE)
            .unwrap();
        let loc = &r["locations"][0]["physicalLocation"];
        assert_eq!(loc["region"]["startLine"], 2);
        assert_eq!(
            loc["artifactLocation"]["uri"],
            header.display().to_string().replace('\\', "/")
        );
        assert_eq!(r["level"], "warning");
        // catalogued: SARIF's rule table has it
        assert!(r["ruleIndex"].is_u64());
        assert!(incomplete_summary(1, 3).contains("1 of 3"));
        let _ = std::fs::remove_dir_all(&d);
    }

    /// An `#include` nvcc cannot open (quoted, angled, or computed through a macro) stops nvcc;
    /// the checker reads on, but says at that line, in every format, that the unit is not whole.
    #[test]
    fn missing_include_is_an_incomplete_unit_in_text_json_and_sarif() {
        let d = std::env::temp_dir().join(format!("chk-missing-inc-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let main = d.join("main.cu");
        std::fs::write(
            &main,
            "#include \"no_such_header.h\"\n#include <no/such_header.h>\n#define H <computed_missing.h>\n#include H\n#if 0\n#include \"skipped_missing.h\"\n#endif\n__global__ void k() {}\n",
        )
        .unwrap();
        let opts = Options::from_flags(&[
            "--cuda-path".into(),
            "none".into(),
            "--host-compiler".into(),
            "none".into(),
        ]);
        let src = std::fs::read_to_string(&main).unwrap();
        let all = crate::check_source(&main, &src, &opts);
        let inc: Vec<&Finding> = all.iter().filter(|f| f.rule == INCOMPLETE).collect();
        let lines: Vec<u32> = inc.iter().map(|f| f.line).collect();
        // each missing header at its own line; the one in a skipped group is not looked for
        assert_eq!(lines, [1, 2, 4], "{all:#?}");
        assert!(
            inc[0]
                .message
                .contains("\"no_such_header.h\" was not found"),
            "{}",
            inc[0].message
        );
        assert!(
            inc[1].message.contains("<no/such_header.h> was not found"),
            "{}",
            inc[1].message
        );
        assert!(
            inc[2]
                .message
                .contains("<computed_missing.h> was not found"),
            "{}",
            inc[2].message
        );
        assert!(text_line(inc[0]).starts_with(&format!("{}(1): warning: ", main.display())));
        let v: serde_json::Value = serde_json::from_str(&to_json(&all, Cuda::NEWEST)).unwrap();
        let j: Vec<_> = v
            .as_array()
            .unwrap()
            .iter()
            .filter(|j| j["rule"] == INCOMPLETE)
            .map(|j| j["line"].as_u64().unwrap())
            .collect();
        assert_eq!(j, [1, 2, 4]);
        let v: serde_json::Value = serde_json::from_str(&to_sarif(&all, Cuda::NEWEST)).unwrap();
        let r: Vec<_> = v["runs"][0]["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["ruleId"] == INCOMPLETE)
            .map(|r| {
                r["locations"][0]["physicalLocation"]["region"]["startLine"]
                    .as_u64()
                    .unwrap()
            })
            .collect();
        assert_eq!(r, [1, 2, 4]);
        // the command counts the unit in its summary and still exits as for warnings
        let args: Vec<String> = [
            "--cuda-path",
            "none",
            "--host-compiler",
            "none",
            "--format",
            "json",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([main.display().to_string()])
        .collect();
        assert_eq!(cli(&args), 0);
        assert!(incomplete_summary(1, 1).contains("header not found"));
        // a computed include whose name is pasted from macros (thrust's system dispatch:
        // `<thrust/system/THRUST_DEVICE_SYSTEM/detail/x.h>`) names the header without spaces
        std::fs::create_dir_all(d.join("sys/cuda")).unwrap();
        std::fs::write(d.join("sys/cuda/policy.h"), "int policy;\n").unwrap();
        let computed = d.join("computed.cu");
        let csrc =
            "#define SYS cuda\n#define HDR <sys/SYS/policy.h>\n#include HDR\nint y = policy;\n";
        let copts = Options::from_flags(&[
            "--cuda-path".into(),
            "none".into(),
            "--host-compiler".into(),
            "none".into(),
            format!("-I{}", d.display()),
        ]);
        let found = crate::check_source(&computed, csrc, &copts);
        assert!(found.iter().all(|f| f.rule != INCOMPLETE), "{found:#?}");
        // a header that exists is read and reported nowhere
        std::fs::write(d.join("no_such_header.h"), "int x;\n").unwrap();
        let all = crate::check_source(&main, &src, &opts);
        let lines: Vec<u32> = all
            .iter()
            .filter(|f| f.rule == INCOMPLETE)
            .map(|f| f.line)
            .collect();
        assert_eq!(lines, [2, 4]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn sarif_escapes_text_and_names_the_rule() {
        let f = Finding {
            file: PathBuf::from("dir\\we\"ird.cu"),
            line: 3,
            column: 0,
            severity: Severity::Error,
            rule: rules()[1].id,
            message: "quote \" backslash \\ newline \n control \u{1}".into(),
            unenforced: None,
        };
        let text = to_sarif(std::slice::from_ref(&f), Cuda::NEWEST);
        assert!(!text.contains('\n'), "one line");
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let r = &v["runs"][0]["results"][0];
        assert_eq!(r["message"]["text"], f.message.as_str());
        assert_eq!(r["ruleIndex"], 1);
        assert_eq!(r["level"], "error");
        let loc = &r["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uri"], "dir/we\"ird.cu");
        assert_eq!(loc["region"]["startColumn"], 1, "columns start at 1");
        let n = v["runs"][0]["tool"]["driver"]["rules"]
            .as_array()
            .unwrap()
            .len();
        assert_eq!(n, rules().len());
        // A rule outside the table has no index.
        let unknown = Finding {
            rule: "no.such-rule",
            ..f
        };
        let v: serde_json::Value =
            serde_json::from_str(&to_sarif(&[unknown], Cuda::NEWEST)).unwrap();
        assert!(v["runs"][0]["results"][0].get("ruleIndex").is_none());
    }
}

#[cfg(test)]
mod flag_tests {
    use super::*;

    fn run(args: &[&str]) -> i32 {
        cli(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn unknown_flags_and_dialects_are_usage_errors() {
        // Refused before any file is read (the file does not exist: a read would be status 2
        // too, so the message is what tells them apart; here: no file, no toolkit lookup).
        assert!(known_flag("--extended-lambd").is_err());
        assert!(known_flag("-fsyntax-only").is_err());
        assert_eq!(
            known_flag("-std=c++99"),
            Err(
                "-std=c++99: unknown dialect (nvcc takes c++03, c++11, c++14, c++17, c++20, c++23)"
                    .into()
            )
        );
        assert_eq!(run(&["--extended-lambd", "x.cu"]), 2);
        assert_eq!(run(&["-std=c++99", "x.cu"]), 2);
        assert_eq!(run(&["-std", "c++99", "x.cu"]), 2);
        for ok in [
            "-std=c++17",
            "--std=c++20",
            "-DX=1",
            "-Iinc",
            "-isystem/usr/x",
            "-rdc=true",
            "-O2",
            "-arch=sm_90",
            "-Wno-deprecated-declarations",
            "-Werror=deprecated-declarations",
            "--extended-lambda",
            "--expt-relaxed-constexpr",
            "-dc",
            "--cuda-path=none",
            "--use_fast_math",
            "-use_fast_math",
            "--ftz=true",
            "-maxrregcount=64",
            "-Xptxas",
        ] {
            assert_eq!(known_flag(ok), Ok(()), "{ok}");
        }
        // an nvcc option that takes the next argument as its value: the value is no file
        let d = std::env::temp_dir().join(format!("chk-flags-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let f = d.join("k.cu");
        std::fs::write(&f, "__global__ void k() {}\n").unwrap();
        let f = f.display().to_string();
        for (flag, value) in [
            ("-Xptxas", "-v"),
            ("-maxrregcount", "32"),
            ("--threads", "2"),
        ] {
            assert_eq!(
                run(&[
                    "--cuda-path",
                    "none",
                    "--host-compiler",
                    "none",
                    flag,
                    value,
                    &f
                ]),
                0,
                "{flag} {value}"
            );
        }
        let _ = std::fs::remove_dir_all(&d);
    }
}
