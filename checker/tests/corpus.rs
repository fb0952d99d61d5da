//! Whole-corpus tests: speed (every `cases/**/*.cu` checked well under a second) and a summary
//! of agreement with the corpus' verdicts (informative: printed, asserted only for crashes).
//!
//! cargo test --release -p cuconform-check --test corpus -- --nocapture

mod support;
use cuconform_check::{check_source, Options};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use support::cases::*;

/// CPU time of this thread (the machine is shared: wall time measures the neighbours too).
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: u64 = f.get(11).and_then(|x| x.parse().ok()).unwrap_or(0)
        + f.get(12).and_then(|x| x.parse().ok()).unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// A case file: its path, its source and the options its flags give.
type CaseFile = (PathBuf, String, Options);

fn corpus() -> Option<(PathBuf, Vec<CaseFile>)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../cases");
    if !root.is_dir() {
        return None;
    }
    let include = root.join("include");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut out = Vec::new();
    for p in files {
        let src = std::fs::read_to_string(&p).unwrap_or_default();
        let mut flags = Vec::new();
        // One set of options per file (its first trial's): this test times the checker over
        // the files, not over every revision.
        if let Some(c) = parse_case(&p, &root) {
            flags = c.flags.clone();
            if let Some(s) = &c.std {
                flags.push(format!("-std={s}"));
            }
            if c.tus > 1 {
                flags.push("-DCUCONFORM_TU=1".into());
                flags.push("-rdc=true".into());
            }
            flags.push(format!("--cuda={}", c.cuda));
        }
        flags.push(format!("-I{}", include.display()));
        // as the harness's `checker` column: the guide's letter (`unenforced.rs`)
        flags.push("--pedantic-errors".into());
        out.push((p, src, Options::from_flags(&flags)));
    }
    Some((root, out))
}

#[test]
fn whole_corpus_under_one_second() {
    let Some((_, files)) = corpus() else { return };
    // warm the include cache and the interner, then take the best of three runs
    let mut best = Duration::MAX;
    let mut best_wall = Duration::MAX;
    let mut findings = 0;
    for _ in 0..3 {
        let t0 = Instant::now();
        let c0 = thread_cpu();
        findings = 0;
        for (p, src, opts) in &files {
            findings += check_source(p, src, opts).len();
        }
        best = best.min(thread_cpu() - c0);
        best_wall = best_wall.min(t0.elapsed());
    }
    let per = best.as_secs_f64() * 1e6 / files.len().max(1) as f64;
    println!(
        "checked {} files in {:.3?} CPU, {:.3?} wall ({per:.0} us/file CPU, {findings} findings)",
        files.len(),
        best,
        best_wall
    );
    // the budget: one second for the corpus of ~2,500 files on a 2-core machine; scale with size
    let budget = Duration::from_secs_f64((files.len() as f64 / 2500.0).max(1.0));
    assert!(
        best < budget,
        "checking {} files took {:.3?} (budget {:.3?})",
        files.len(),
        best,
        budget
    );
}

/// Every finding on the corpus has its rule's catalogued severity, except where a -Werror flag
/// of the case makes a warning an error.
#[test]
fn findings_at_catalogued_severity() {
    let Some((_, files)) = corpus() else { return };
    let sev: std::collections::BTreeMap<&str, cuconform_check::Severity> = cuconform_check::rules()
        .iter()
        .map(|r| (r.id, r.severity))
        .collect();
    let mut wrong = Vec::new();
    // CHECKER_FINDINGS_OUT=FILE writes every finding (file, line, rule, severity), sorted, to
    // compare two builds of the checker on the whole corpus (a port must leave them identical)
    let mut dump = Vec::new();
    for (p, src, opts) in &files {
        let werror = src.contains("-Werror");
        for f in check_source(p, src, opts) {
            dump.push(format!(
                "{}:{} [{}] {:?}",
                p.display(),
                f.line,
                f.rule,
                f.severity
            ));
            match sev.get(f.rule) {
                Some(&s) if s == f.severity => {}
                Some(_) if werror && f.severity == cuconform_check::Severity::Error => {}
                s => wrong.push(format!(
                    "{}:{} [{}] {:?}, catalogued {s:?}",
                    p.display(),
                    f.line,
                    f.rule,
                    f.severity
                )),
            }
        }
    }
    if let Some(out) = std::env::var_os("CHECKER_FINDINGS_OUT") {
        dump.sort();
        std::fs::write(&out, dump.join("\n") + "\n").expect("CHECKER_FINDINGS_OUT is writable");
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
