//! Reading the corpus for the checker's tests and tools: a minimal frontmatter and annotation
//! reader (the harness has the strict one) and the agreement rule for one case.
#![allow(dead_code)]

use cuconform_check::{check_source, Options, Severity};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[derive(Default, Debug)]
pub struct Case {
    pub path: PathBuf,
    pub id: String,
    pub verdict: String,
    pub clause: String,
    pub std: Option<String>,
    pub flags: Vec<String>,
    pub tus: u32,
    pub toolchains: Option<Vec<String>>,
    pub unanchored_errors: usize,
    /// Unanchored expected diagnostics: (severity is error, tool, regex).
    pub unanchored: Vec<(bool, String, String)>,
    pub errors: BTreeSet<u32>,
    pub warnings: BTreeSet<u32>,
    /// `expect-diag` lines: an error or a warning there satisfies the case.
    pub diags: BTreeSet<u32>,
    /// `expect-KIND-any(NAME)` groups: NAME -> (kind `e`/`w`/`d`, lines); one line of a group
    /// diagnosed satisfies it, and an error on any of its lines is not unexpected.
    pub groups: std::collections::BTreeMap<String, (char, BTreeSet<u32>)>,
    pub rdc_required: bool,
    pub features: Vec<String>,
}

fn list(v: &str) -> Vec<String> {
    let v = v.trim().trim_start_matches('[').trim_end_matches(']');
    v.split(',')
        .map(|s| s.trim().trim_matches('"').trim_matches('\'').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

pub fn parse_case(path: &Path, root: &Path) -> Option<Case> {
    let src = std::fs::read_to_string(path).ok()?;
    let mut c = Case {
        path: path.to_path_buf(),
        tus: 1,
        ..Default::default()
    };
    c.id = path
        .strip_prefix(root)
        .ok()?
        .with_extension("")
        .to_string_lossy()
        .replace('\\', "/");
    let start = src.find("/*---")?;
    let end = src.find("---*/")?;
    let fm = &src[start + 5..end];
    let mut in_diag = false;
    let mut in_requires = false;
    for line in fm.lines() {
        let l = line.trim_end();
        if l.trim().is_empty() {
            continue;
        }
        let indented = l.starts_with(' ');
        if !indented {
            in_diag = false;
            in_requires = false;
        }
        let t = l.trim();
        if in_diag && t.starts_with("- ") {
            c.unanchored.push((false, "any".into(), ".".into()));
        }
        if in_diag {
            let kv = t.trim_start_matches("- ");
            if let Some((k, v)) = kv.split_once(':') {
                let v = v.trim().trim_matches('"').replace("\\\\", "\\");
                if let Some(last) = c.unanchored.last_mut() {
                    match k.trim() {
                        "severity" => {
                            last.0 = v == "error";
                            if last.0 {
                                c.unanchored_errors += 1;
                            }
                        }
                        "tool" => last.1 = v.to_string(),
                        "regex" => last.2 = v.to_string(),
                        _ => {}
                    }
                }
            }
        }
        if in_requires {
            if let Some(v) = t.strip_prefix("toolchains:") {
                c.toolchains = Some(list(v));
            }
            if let Some(v) = t.strip_prefix("rdc:") {
                c.rdc_required = v.trim() == "true";
            }
            if let Some(v) = t.strip_prefix("features:") {
                c.features = list(v);
            }
        }
        if indented {
            continue;
        }
        let Some((k, v)) = t.split_once(':') else {
            continue;
        };
        let v = v.trim().trim_matches('"');
        match k {
            "verdict" => c.verdict = v.to_string(),
            "clause" => c.clause = v.to_string(),
            "std" => c.std = Some(v.to_string()),
            "flags" => c.flags = list(v),
            "tus" => c.tus = v.parse().unwrap_or(1),
            "diagnostics" => in_diag = true,
            "requires" => {
                in_requires = true;
                // inline map: {rdc: true, toolchains: [..]}
                if v.starts_with('{') {
                    let inner = v.trim_start_matches('{').trim_end_matches('}');
                    if inner.contains("rdc: true") {
                        c.rdc_required = true;
                    }
                    if let Some(p) = inner.find("toolchains:") {
                        let rest = &inner[p + 11..];
                        let e = rest.find(']').map_or(rest.len(), |e| e + 1);
                        c.toolchains = Some(list(&rest[..e]));
                    }
                    if let Some(p) = inner.find("features:") {
                        let rest = &inner[p + 9..];
                        let e = rest.find(']').map_or(rest.len(), |e| e + 1);
                        c.features = list(&rest[..e]);
                    }
                }
            }
            _ => {}
        }
    }
    for (i, line) in src.lines().enumerate() {
        let lineno = i as u32 + 1;
        let Some(p) = line.find("//") else { continue };
        let comment = &line[p..];
        let mut rest = comment;
        while let Some(q) = rest.find("expect-") {
            let after = &rest[q + 7..];
            let (kind, tail) = if let Some(t) = after.strip_prefix("error") {
                ('e', t)
            } else if let Some(t) = after.strip_prefix("warning") {
                ('w', t)
            } else if let Some(t) = after.strip_prefix("diag") {
                ('d', t)
            } else {
                rest = after;
                continue;
            };
            // `-any(NAME)`: a group of lines, one of which must be diagnosed.
            let (group, tail) = match tail.strip_prefix("-any(") {
                Some(t) => match t.find(')') {
                    Some(close) => (Some(t[..close].to_string()), &t[close + 1..]),
                    None => (None, t),
                },
                None => (None, tail),
            };
            let mut target = lineno as i64;
            if let Some(off) = tail.strip_prefix('@') {
                let num: String = off
                    .chars()
                    .take_while(|c| *c == '+' || *c == '-' || c.is_ascii_digit())
                    .collect();
                target += num.parse::<i64>().unwrap_or(0);
            }
            let target = target as u32;
            match (group, kind) {
                (Some(g), k) => {
                    c.groups
                        .entry(g)
                        .or_insert((k, BTreeSet::new()))
                        .1
                        .insert(target);
                }
                (None, 'e') => {
                    c.errors.insert(target);
                }
                (None, 'w') => {
                    c.warnings.insert(target);
                }
                (None, _) => {
                    c.diags.insert(target);
                }
            }
            rest = tail;
        }
    }
    Some(c)
}

pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut v: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    v.sort();
    for p in v {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "cu") {
            out.push(p);
        }
    }
}

pub struct Outcome {
    pub pass: bool,
    pub detail: String,
    pub err_lines: BTreeSet<u32>,
    /// Every finding as (line in the case file, 0 when elsewhere; severity; rule id).
    pub found: Vec<(u32, Severity, &'static str)>,
}

pub fn evaluate(c: &Case, include: &Path) -> Outcome {
    let mut flags = c.flags.clone();
    if let Some(s) = &c.std {
        flags.push(format!("-std={s}"));
    }
    flags.push("-I".into());
    flags.push(include.display().to_string());
    let mut err_lines = BTreeSet::new();
    let mut warn_lines = BTreeSet::new();
    let mut msgs = Vec::new();
    let mut unanchored_got: Vec<String> = Vec::new();
    let mut found = Vec::new();
    let src = std::fs::read_to_string(&c.path).unwrap_or_default();
    let runs: Vec<Vec<String>> = if c.tus > 1 {
        (1..=c.tus)
            .map(|k| {
                let mut f = flags.clone();
                f.push(format!("-DCUCONFORM_TU={k}"));
                f.push("-rdc=true".into());
                f
            })
            .collect()
    } else {
        let mut f = flags.clone();
        if c.rdc_required && !f.iter().any(|x| x.contains("rdc")) {
            f.push("-rdc=true".into());
        }
        vec![f]
    };
    for f in runs {
        let opts = Options::from_flags(&f);
        for x in check_source(&c.path, &src, &opts) {
            let line = if x.file == c.path { x.line } else { 0 };
            found.push((line, x.severity, x.rule));
            if x.file != c.path {
                if x.severity == Severity::Error {
                    unanchored_got.push(x.message.clone());
                }
                msgs.push(format!(
                    "  (unanchored) {:?} [{}] {}",
                    x.severity, x.rule, x.message
                ));
                continue;
            }
            if x.severity == Severity::Error {
                err_lines.insert(x.line);
            } else {
                warn_lines.insert(x.line);
            }
            msgs.push(format!(
                "  {}:{} {:?} [{}] {}",
                x.line, x.column, x.severity, x.rule, x.message
            ));
        }
    }
    msgs.sort();
    msgs.dedup();
    // unanchored: every expected error matched by an unanchored finding (the checker's tool is
    // "checker": only `tool: any` can match), and no unmatched unanchored finding
    let res: Vec<(bool, regex::Regex)> = c
        .unanchored
        .iter()
        .filter(|u| u.0)
        .filter_map(|u| regex::Regex::new(&u.2).ok().map(|r| (u.1 == "any", r)))
        .collect();
    let unanchored_ok = res
        .iter()
        .all(|(any, r)| *any && unanchored_got.iter().any(|m| r.is_match(m)))
        && unanchored_got
            .iter()
            .all(|m| res.iter().any(|(any, r)| *any && r.is_match(m)));
    // Lines where an error is allowed: expected errors, `expect-diag` lines, and every line of
    // an error or diag group.
    let mut allowed = c.errors.clone();
    allowed.extend(c.diags.iter().copied());
    for (k, lines) in c.groups.values() {
        if *k != 'w' {
            allowed.extend(lines.iter().copied());
        }
    }
    let any_diag: BTreeSet<u32> = err_lines.union(&warn_lines).copied().collect();
    let groups_ok = c.groups.values().all(|(k, lines)| {
        let seen = if *k == 'e' { &err_lines } else { &any_diag };
        !lines.is_disjoint(seen)
    });
    let pass = match c.verdict.as_str() {
        "error" => {
            c.errors.is_subset(&err_lines)
                && err_lines.is_subset(&allowed)
                && groups_ok
                && unanchored_ok
        }
        "diagnose" => {
            c.diags.is_subset(&any_diag)
                && err_lines.is_subset(&allowed)
                && groups_ok
                && unanchored_ok
        }
        "ok" => {
            err_lines.is_empty()
                && unanchored_got.is_empty()
                && c.warnings
                    .is_subset(&warn_lines.union(&err_lines).copied().collect())
        }
        "ub" => err_lines.is_empty() && unanchored_got.is_empty(),
        "ndr" => c.errors.is_subset(&err_lines) && err_lines.is_subset(&c.errors),
        _ => false,
    };
    let detail = format!(
        "expected errors {:?} warnings {:?}; got errors {:?} warnings {:?}\n{}",
        c.errors,
        c.warnings,
        err_lines,
        warn_lines,
        msgs.join("\n")
    );
    Outcome {
        pass,
        detail,
        err_lines,
        found,
    }
}
