//! The architecture's one-way data flow, checked on the source text: case file -> parsed case ->
//! toolchain run -> outcome -> verdict -> results -> reports. A module upstream must not name a
//! module downstream of it (a `use` or a `crate::` path), and reports read only results files.
//! These are source-level checks because Rust's module privacy cannot express "may not import".

use std::path::{Path, PathBuf};

fn src(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(rel)
}

/// Every line of `file` (1-based) that names one of `forbidden` outside a comment.
fn offending_lines(file: &Path, forbidden: &[&str]) -> Vec<String> {
    let text = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
    let mut hits = Vec::new();
    for (i, line) in text.lines().enumerate() {
        // Code before a `//` comment; a `//` inside a string literal is rare enough in these
        // files that cutting there only ever hides text, never invents a hit.
        let code = line.split("//").next().unwrap_or("");
        for f in forbidden {
            if code.contains(f) {
                hits.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    hits
}

#[test]
fn the_case_format_lives_in_its_own_crate() {
    // The format moved to `cases-format` (whose own test holds it free of toolchains); a copy
    // left or re-added here would be a second implementation of it.
    for f in ["case.rs", "annotation.rs", "clause.rs", "version.rs"] {
        assert!(
            !src(f).exists(),
            "{} is the case format's: it belongs in cases-format/src",
            src(f).display()
        );
    }
    let lib = std::fs::read_to_string(src("lib.rs")).unwrap();
    assert!(
        lib.contains("pub use cases_format::{annotation, case, clause, version};"),
        "the harness re-exports the format's modules"
    );
}

#[test]
fn reports_read_only_results_files() {
    // What reports show of cases, clauses and coverage travels in the results file (schema 4);
    // a report module that loads the corpus would show what the file does not hold.
    let forbidden = [
        "crate::corpus",
        "crate::coverage",
        "crate::clause",
        "crate::case",
        "Corpus",
        "annotation::Annotation",
    ];
    let dir = src("report");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 4,
        "report files not found in {}",
        dir.display()
    );
    let hits: Vec<String> = files
        .iter()
        .flat_map(|f| offending_lines(f, &forbidden))
        .collect();
    assert!(
        hits.is_empty(),
        "reports must render only what results files hold:\n{}",
        hits.join("\n")
    );
}

#[test]
fn the_scan_finds_a_forbidden_path() {
    // Guard the guard: a file that does name the toolchain is caught, a comment is not.
    let dir = std::env::temp_dir().join(format!("cuconform-layering-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("probe.rs");
    std::fs::write(
        &f,
        "// crate::toolchain in a comment\nuse crate::toolchain::FAMILIES;\nlet x = 1; // crate::toolchain\n",
    )
    .unwrap();
    let hits = offending_lines(&f, &["crate::toolchain"]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert!(hits[0].contains(":2:"), "{hits:?}");
}

/// `println!` and `eprintln!` panic on a closed pipe (`cuconform run -v 2>&1 | head`), which
/// would lose a whole run's results: the harness prints through `say!` / `out!`, which drop what
/// cannot be written. (The NVRTC worker's stderr is a pipe the harness itself reads.)
#[test]
fn nothing_prints_with_a_macro_that_panics_on_a_closed_pipe() {
    fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                rs_files(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    rs_files(&src(""), &mut files);
    assert!(files.len() > 20, "{files:?}");
    let mut hits = Vec::new();
    for f in files.iter().filter(|f| {
        !f.to_string_lossy().contains("nvrtc_worker")
            && !f.to_string_lossy().contains("nvrtc-worker")
    }) {
        hits.extend(offending_lines(
            f,
            &["println!(", "eprintln!(", "print!(", "eprint!("],
        ));
    }
    assert!(hits.is_empty(), "{}", hits.join("\n"));
}
