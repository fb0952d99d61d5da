//! The case format names no toolchain: data flows case -> toolchain, so the crate that defines
//! the format depends on no part of the harness or the checker, and its sources name no
//! toolchain module. (The names a case may require, `KNOWN_FEATURES` and `FAMILIES`, are the
//! format's own vocabulary, defined here and re-exported by the harness's `toolchain`.)

use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Every line of `text` (1-based, with `name`) that names one of `forbidden` outside a comment.
fn offending_lines(name: &str, text: &str, forbidden: &[&str]) -> Vec<String> {
    let mut hits = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for f in forbidden {
            if code.contains(f) {
                hits.push(format!("{name}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    hits
}

const FORBIDDEN: &[&str] = &[
    "toolchain::",
    "cuconform::",
    "cuconform_check",
    "super::toolchain",
];

#[test]
fn the_case_format_names_no_toolchain() {
    let mut hits = Vec::new();
    let mut n = 0;
    for e in std::fs::read_dir(crate_dir().join("src")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "rs") {
            n += 1;
            let text = std::fs::read_to_string(&p).unwrap();
            hits.extend(offending_lines(&p.display().to_string(), &text, FORBIDDEN));
        }
    }
    assert!(n >= 5, "the crate's sources were not found ({n} files)");
    assert!(
        hits.is_empty(),
        "the case format must not name a toolchain (data flows case -> toolchain):\n{}",
        hits.join("\n")
    );
    // Nor can it reach one: it depends on no crate of the harness or the checker.
    let manifest = std::fs::read_to_string(crate_dir().join("Cargo.toml")).unwrap();
    let deps = manifest
        .split("[dependencies]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap();
    assert!(
        !deps.contains("cuconform"),
        "cases-format depends on a cuconform crate:\n{deps}"
    );
}

#[test]
fn the_scan_finds_a_forbidden_path() {
    // Guard the guard: a line that names the toolchain module is caught, a comment is not.
    let text = "// crate::toolchain::X in a comment\nuse cuconform::toolchain::FAMILIES;\nlet x = 1; // toolchain::\n";
    let hits = offending_lines("probe.rs", text, FORBIDDEN);
    assert_eq!(hits.len(), 2, "{hits:?}");
    assert!(hits.iter().all(|h| h.contains(":2:")), "{hits:?}");
}
