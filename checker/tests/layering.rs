//! The checker's layering: rule families depend on the model, sema, the shared queries and the
//! rule catalogue, never on each other (a helper two families need goes one layer down, into
//! `query`). Read from the sources, so a new cross-family import fails here.

use std::path::PathBuf;

/// The rule families: each file holds the rules of one concern.
const FAMILIES: &[&str] = &[
    "calls",
    "checks",
    "crossview",
    "features",
    "kernels",
    "specifiers",
    "stdlib",
    "xlambda",
];

/// What a family may use of the crate: the layers below it.
const BELOW: &[&str] = &[
    "bounds",
    "edition",
    "expr",
    "fx",
    "hcache",
    "lex",
    "model",
    "parse",
    "pp",
    "query",
    "rules",
    "sema",
    "sysdecl",
    "toolchain",
    "unenforced",
];

/// The crate modules a source names: `crate::m`, `crate::{m, ..}` and `super::m` paths.
fn modules_named(src: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for prefix in ["crate::", "super::"] {
            let mut rest = code;
            while let Some(i) = rest.find(prefix) {
                rest = &rest[i + prefix.len()..];
                let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                    let group = group.split('}').next().unwrap_or("");
                    group
                        .split(',')
                        .map(|x| x.trim().split("::").next().unwrap_or("").trim())
                        .collect()
                } else {
                    vec![rest
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .next()
                        .unwrap_or("")]
                };
                for m in names {
                    if !m.is_empty() {
                        out.push((n + 1, m.to_string()));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn rule_families_use_only_lower_layers() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut bad = Vec::new();
    for fam in FAMILIES {
        let path = src.join(format!("{fam}.rs"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (a family listed here is gone?)", path.display()));
        for (line, m) in modules_named(&text) {
            let is_module = src.join(format!("{m}.rs")).is_file();
            if is_module && FAMILIES.contains(&m.as_str()) && m != *fam {
                bad.push(format!("{}:{line}: uses rule family `{m}`", path.display()));
            } else if is_module && !BELOW.contains(&m.as_str()) && m != *fam {
                bad.push(format!(
                    "{}:{line}: uses `{m}`, not a layer below the rules",
                    path.display()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "rule families must not import each other:\n{}",
        bad.join("\n")
    );
}

#[test]
fn lower_layers_do_not_reach_up() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut bad = Vec::new();
    for low in BELOW {
        let path = src.join(format!("{low}.rs"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (line, m) in modules_named(&text) {
            if FAMILIES.contains(&m.as_str()) || m == "driver" || m == "cli" {
                bad.push(format!("{}:{line}: uses `{m}`", path.display()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "a lower layer uses a rule family or the driver:\n{}",
        bad.join("\n")
    );
}

/// The scanner itself: the forms of a path to a module that the test must see.
#[test]
fn the_scanner_sees_every_form_of_import() {
    let src = "use crate::calls::split_top;\nuse crate::{model, xlambda::is_extended};\n\
               let x = crate::kernels::f(); // crate::stdlib in a comment\nuse super::checks::Cx;\n";
    let got: Vec<String> = modules_named(src).into_iter().map(|x| x.1).collect();
    assert_eq!(got, ["calls", "model", "xlambda", "kernels", "checks"]);
}

/// Every `.rs` file of the crate is a family, a layer below, or one of the drivers above them;
/// a new file must be placed in one of the lists.
#[test]
fn every_module_has_a_layer() {
    const ABOVE: &[&str] = &["cli", "driver", "lib"];
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut unplaced = Vec::new();
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        let Some(stem) = p.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if p.extension().is_some_and(|x| x == "rs")
            && !FAMILIES.contains(&stem)
            && !BELOW.contains(&stem)
            && !ABOVE.contains(&stem)
        {
            unplaced.push(stem.to_string());
        }
    }
    assert!(unplaced.is_empty(), "modules in no layer: {unplaced:?}");
}
