//! `cuconform check [FLAGS] FILE...`: nvcc-shaped, JSON or SARIF output.

use crate::{check_source, rules, Finding, Options, Severity, VERSION};
use std::io::Write;
use std::path::PathBuf;

const USAGE: &str =
    "usage: cuconform check [--format text|json|sarif] [--rules] [NVCC FLAGS] FILE...
  NVCC FLAGS that change the rules: -std=c++NN, --extended-lambda, --expt-relaxed-constexpr,
  -rdc=true / -dc, -DNAME[=VALUE], -I DIR, -isystem DIR, --no-host-device-initializer-list,
  --no-host-device-move-forward, -Wno-deprecated-declarations, -Werror=deprecated-declarations.
  Exit status: 0 no error found, 1 an error found, 2 usage or I/O error.";

/// The command line: `check [FLAGS] FILE...` (args exclude the program name and "check").
pub fn cli(args: &[String]) -> i32 {
    let mut format = "text".to_string();
    let mut flags: Vec<String> = Vec::new();
    let mut files: Vec<PathBuf> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-h" | "--help" => {
                println!("{USAGE}");
                return 0;
            }
            "--version" | "-V" => {
                println!("cuconform-check {VERSION}");
                return 0;
            }
            "--rules" => {
                for r in rules() {
                    let sev = if r.severity == Severity::Error {
                        "error"
                    } else {
                        "warning"
                    };
                    println!("{:<52} {:<10} {:<8} {}", r.id, r.section, sev, r.summary);
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
        if a.starts_with('-') {
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
            ) {
                if let Some(v) = args.get(i + 1) {
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
    let opts = Options::from_flags(&flags);
    let mut all: Vec<Finding> = Vec::new();
    let mut io_error = false;
    for (f, r) in files.iter().zip(check_files(&files, &opts)) {
        match r {
            Ok(found) => all.extend(found),
            Err(e) => {
                eprintln!("{}: error: cannot read file: {e}", f.display());
                io_error = true;
            }
        }
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = match format.as_str() {
        "json" => writeln!(out, "{}", to_json(&all)),
        "sarif" => writeln!(out, "{}", to_sarif(&all)),
        _ => {
            let mut r = Ok(());
            for f in &all {
                let sev = if f.severity == Severity::Error {
                    "error"
                } else {
                    "warning"
                };
                r = writeln!(
                    out,
                    "{}({}): {}: {} [{}]",
                    f.file.display(),
                    f.line,
                    sev,
                    f.message,
                    f.rule
                );
            }
            r
        }
    };
    if io_error {
        2
    } else if all.iter().any(|f| f.severity == Severity::Error) {
        1
    } else {
        0
    }
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

pub fn to_json(all: &[Finding]) -> String {
    let items: Vec<String> = all
        .iter()
        .map(|f| {
            format!(
                "{{\"file\":{},\"line\":{},\"column\":{},\"severity\":{},\"rule\":{},\"message\":{}}}",
                json_str(&f.file.display().to_string()),
                f.line,
                f.column,
                json_str(sev_str(f.severity)),
                json_str(f.rule),
                json_str(&f.message)
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

pub fn to_sarif(all: &[Finding]) -> String {
    let rules_json: Vec<String> = rules()
        .iter()
        .map(|r| {
            format!(
                "{{\"id\":{},\"shortDescription\":{{\"text\":{}}},\"properties\":{{\"section\":{}}},\"defaultConfiguration\":{{\"level\":{}}}}}",
                json_str(r.id),
                json_str(r.summary),
                json_str(r.section),
                json_str(sev_str(r.severity))
            )
        })
        .collect();
    let results: Vec<String> = all
        .iter()
        .map(|f| {
            let idx = rules().iter().position(|r| r.id == f.rule).map_or(String::new(), |i| format!(",\"ruleIndex\":{i}"));
            format!(
                "{{\"ruleId\":{}{idx},\"level\":{},\"message\":{{\"text\":{}}},\"locations\":[{{\"physicalLocation\":{{\"artifactLocation\":{{\"uri\":{}}},\"region\":{{\"startLine\":{},\"startColumn\":{}}}}}}}]}}",
                json_str(f.rule),
                json_str(sev_str(f.severity)),
                json_str(&f.message),
                json_str(&f.file.display().to_string().replace('\\', "/")),
                f.line,
                f.column.max(1)
            )
        })
        .collect();
    format!(
        "{{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{{\"tool\":{{\"driver\":{{\"name\":\"cuconform-check\",\"version\":{},\"informationUri\":\"https://github.com/cuconform\",\"rules\":[{}]}}}},\"results\":[{}]}}]}}",
        json_str(VERSION),
        rules_json.join(","),
        results.join(",")
    )
}

/// Check `files` on every core (files are independent; each thread keeps its own include
/// cache), returning the results in the order of `files` so the output does not depend on
/// scheduling.
fn check_files(files: &[PathBuf], opts: &Options) -> Vec<std::io::Result<Vec<Finding>>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let check = |f: &PathBuf| {
        std::fs::read(f).map(|bytes| check_source(f, &String::from_utf8_lossy(&bytes), opts))
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(files.len());
    if threads <= 1 {
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
