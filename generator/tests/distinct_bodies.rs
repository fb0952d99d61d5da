//! No copies (issue 17): case files whose code is the same once comments are removed are one case
//! with revisions (`revisions:` in the frontmatter, `expect-error[rev]` annotations), not several
//! files. A few pairs may stay, where the same code is the obeying case of two different clauses
//! and no revision can express it (listed in the assertion message when the count is exceeded).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The most case files allowed to share their body with another file.
const MAX_SHARING: usize = 20;

/// The code of a case: the frontmatter and every comment removed (string and character literals
/// kept: a `//` inside one is code), each line trimmed, blank lines dropped.
fn body(text: &str) -> String {
    let text = match (text.starts_with("/*---"), text.find("---*/")) {
        (true, Some(end)) => &text[end + 5..],
        _ => text,
    };
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i = (i + 1).min(b.len());
                out.extend_from_slice(&b[start..i]);
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = match text[i + 2..].find("*/") {
                    Some(j) => i + 2 + j + 2,
                    None => b.len(),
                };
                out.push(b' ');
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "cu") {
            out.push(p);
        }
    }
}

/// Groups of two or more case files with one body, each group sorted, by first path.
fn sharing(cases: &Path) -> Vec<Vec<String>> {
    let mut files = Vec::new();
    walk(cases, &mut files);
    let mut by_body: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let rel = f
            .strip_prefix(cases)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        by_body.entry(body(&text)).or_default().push(rel);
    }
    let mut groups: Vec<Vec<String>> = by_body
        .into_values()
        .filter(|g| g.len() > 1)
        .map(|mut g| {
            g.sort();
            g
        })
        .collect();
    groups.sort();
    groups
}

#[test]
fn at_most_twenty_case_files_share_a_body() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases");
    let groups = sharing(&cases);
    let n: usize = groups.iter().map(Vec::len).sum();
    assert!(
        n <= MAX_SHARING,
        "{n} case files share their body (after comments) with another (at most {MAX_SHARING}): \
         merge each group into one case with `revisions` (cases/README.md), or in the generator \
         let `case::merge` do it:\n{}",
        groups
            .iter()
            .map(|g| g.join(" = "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_body_ignores_comments_and_frontmatter_but_not_literals() {
    let a = "/*---\nverdict: ok\n---*/\nint x = 1; // expect-error\n/* why */ int y;\n";
    let b = "/*---\nverdict: error\n---*/\n// a comment line\nint x = 1;\nint y;  // note\n";
    assert_eq!(body(a), body(b));
    // A `//` inside a string literal is code: these differ.
    let c = "const char* s = \"a//b\";\n";
    let d = "const char* s = \"a\";\n";
    assert_ne!(body(c), body(d));
    assert_ne!(body("int x = 1;\n"), body("int x = 2;\n"));
}

#[test]
fn copies_are_found() {
    let dir = std::env::temp_dir().join(format!("cuconform-bodies-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(dir.join("a/one.cu"), "/*---\nstd: c++14\n---*/\nint x;\n").unwrap();
    std::fs::write(
        dir.join("a/two.cu"),
        "/*---\nstd: c++17\n---*/\nint x; // hi\n",
    )
    .unwrap();
    std::fs::write(dir.join("a/three.cu"), "/*---\n---*/\nint y;\n").unwrap();
    let groups = sharing(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        groups,
        [vec!["a/one.cu".to_string(), "a/two.cu".to_string()]]
    );
}
