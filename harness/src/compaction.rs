//! Compaction: a results file cut down to what the committed summaries are computed from, so
//! the data behind `reports/matrix/` can be committed beside them (`cuconform merge --compact`).
//!
//! A results file of one clang run over 409 cases is about 3.5 MB, most of it the command lines
//! and the raw output of every build step and the text of every case. The summaries
//! (`timeline.md`, `summary.md`, the construct view) read none of that: they read statuses,
//! mismatches, remarks, each step's exit, the parsed diagnostics (their lines and files) and the
//! cases' expected lines and construct ids. Compaction empties what they do not read and makes
//! the paths in what they do read independent of the machine, so that a report of the compact
//! file writes the same summaries as a report of the full one (`compact_keeps_every_summary`
//! in `harness/tests/matrix.rs` checks this on a real results file).

use crate::outcome::Outcome;
use crate::results::ResultsFile;

/// Cuts `results` down in place (see the module comment).
pub fn compact(results: &mut ResultsFile) {
    results.machine.hostname.clear();
    for t in &mut results.toolchains {
        if let Some(p) = &mut t.path {
            *p = relative(&p.to_string_lossy()).into();
        }
    }
    for r in &mut results.results {
        if let Some(o) = &mut r.outcome {
            compact_outcome(o);
        }
        if let Some(obs) = &mut r.observation {
            compact_outcome(&mut obs.outcome);
        }
        for m in r.mismatches.iter_mut().chain(r.remarks.iter_mut()) {
            *m = relative(m);
        }
    }
    for c in results.cases.values_mut() {
        c.source.clear();
    }
}

/// The compact file's text: JSON (any results reader takes it) with one result, and one case,
/// per line, so a regenerated file diffs line by line and stays a third of the pretty size.
pub fn to_text(results: &ResultsFile) -> serde_json::Result<String> {
    let serde_json::Value::Object(top) = serde_json::to_value(results)? else {
        unreachable!("a results file serializes to an object")
    };
    let mut b = String::from("{\n");
    let n = top.len();
    for (i, (k, v)) in top.iter().enumerate() {
        b.push_str(&serde_json::to_string(k)?);
        b.push_str(": ");
        match v {
            serde_json::Value::Array(items) if !items.is_empty() => {
                b.push_str("[\n");
                for (j, x) in items.iter().enumerate() {
                    b.push_str(&serde_json::to_string(x)?);
                    b.push_str(if j + 1 < items.len() { ",\n" } else { "\n" });
                }
                b.push(']');
            }
            serde_json::Value::Object(items) if !items.is_empty() => {
                b.push_str("{\n");
                for (j, (ik, x)) in items.iter().enumerate() {
                    b.push_str(&serde_json::to_string(ik)?);
                    b.push_str(": ");
                    b.push_str(&serde_json::to_string(x)?);
                    b.push_str(if j + 1 < items.len() { ",\n" } else { "\n" });
                }
                b.push('}');
            }
            _ => b.push_str(&serde_json::to_string(v)?),
        }
        b.push_str(if i + 1 < n { ",\n" } else { "\n" });
    }
    b.push_str("}\n");
    Ok(b)
}

fn compact_outcome(o: &mut Outcome) {
    for s in &mut o.steps {
        s.command.clear();
        s.output.clear();
    }
    if let Some(run) = &mut o.run {
        run.stdout.clear();
        run.stderr.clear();
        run.sanitizer = None;
    }
    for d in &mut o.diagnostics {
        if let Some(f) = &mut d.file {
            *f = relative(f);
        }
        d.message = relative(&d.message);
    }
}

/// A path in a diagnostic or message as the corpus names it: everything before the last
/// `/cases/` (the clone's folder) and before a tool's install folder in the cache is dropped,
/// and a trial's work folder is `<work>/` (as in expectation files).
/// Only the file's base name decides whether an error is in the case's own file
/// (`observation::error_lines`), so dropping the folder changes no summary.
fn relative(s: &str) -> String {
    let s = crate::expectation::without_temporary_paths(s);
    static ROOT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"/[^\s:()'"]*/(cases/|\.cache/cuconform/)"#).unwrap()
    });
    ROOT.replace_all(&s, |c: &regex::Captures| match &c[1] {
        "cases/" => "cases/".to_string(),
        _ => "<cache>/".to_string(),
    })
    .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compact_text_reads_back_as_the_same_file() {
        let mut r: ResultsFile = serde_json::from_str(
            r#"{"schema_version": 6, "tool": "cuconform 0.1.0", "suite_commit": null,
                "started_at": "2026-11-27T00:00:00Z", "duration_ms": 5,
                "machine": {"hostname": "h", "gpu": null, "arch": "sm_90"},
                "toolchains": [], "shard": null, "results": [],
                "clauses": {"a.b": {"kind": "must", "text": "t"}}}"#,
        )
        .unwrap();
        compact(&mut r);
        let text = to_text(&r).unwrap();
        let back: ResultsFile = serde_json::from_str(&text).unwrap();
        assert_eq!(
            serde_json::to_value(&back).unwrap(),
            serde_json::to_value(&r).unwrap()
        );
        assert!(text.contains("\n\"a.b\": {"), "one clause per line: {text}");
    }

    #[test]
    fn paths_lose_the_clone_and_cache_folders_only() {
        assert_eq!(
            relative("/work/wt-a/cases/functions/x.cu:13: error"),
            "cases/functions/x.cu:13: error"
        );
        assert_eq!(
            relative("In file included from /root/.cache/cuconform/cuda-root-12.9/include/a.h:3"),
            "In file included from <cache>/cuda-root-12.9/include/a.h:3"
        );
        assert_eq!(relative("no path here: 'x'"), "no path here: 'x'");
        assert_eq!(
            relative("/tmp/cuconform-SiTLNH/tmpxft_00007641_00000000-6_k.cudafe1.stub.c(1): error"),
            "<work>/tmpxft_<id>_k.cudafe1.stub.c(1): error"
        );
        // The last `/cases/` counts: a clone inside a folder named `cases`.
        assert_eq!(relative("/home/cases/clone/cases/a/b.cu"), "cases/a/b.cu");
    }
}
