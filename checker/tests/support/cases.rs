//! Reading the corpus for the checker's tests and tools, through the case format's crate
//! (`cases-format`: the harness's strict parser, revisions included), and the agreement rule
//! for one trial.
#![allow(dead_code)]

use cuconform_check::{check_source, Options, Severity};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What the checker's tests need of one trial (a case, or one revision of it).
#[derive(Default, Debug, Clone)]
pub struct Case {
    pub path: PathBuf,
    /// The trial id: `area/case`, or `area/case#rev` for a revision.
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
    /// The CUDA version the trial is checked for (`--cuda`): the seed's 11.8 when the trial's
    /// `since`/`until` admit it (the harness's `checker` column), else its first version.
    pub cuda: String,
}

/// The clause index (for the clauses' `since`/`until`).
static CLAUSES: std::sync::LazyLock<cases_format::clause::ClauseIndex> =
    std::sync::LazyLock::new(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/clauses");
        cases_format::clause::ClauseIndex::load(&dir).0
    });

/// The version a trial of versions `since..until` is checked for (see `Case::cuda`).
fn trial_cuda(
    since: Option<&cases_format::version::Version>,
    until: Option<&cases_format::version::Version>,
) -> String {
    use cases_format::version::Version;
    let seed = Version::parse("11.8").unwrap();
    let admits = |v: &Version| since.is_none_or(|s| s <= v) && until.is_none_or(|u| v < u);
    if admits(&seed) {
        "11.8".into()
    } else if let Some(s) = since.filter(|s| **s > seed) {
        s.major_minor()
    } else {
        "11.0".into()
    }
}

/// The trials of one case file, read by the case format's own parser (`cases-format`, as the
/// harness reads them): one per revision (`id#name`), or one. A malformed file is an error
/// naming its `file:line:col`.
pub fn parse_cases(path: &Path, root: &Path) -> Result<Vec<Case>, String> {
    let trials = cases_format::case::load_revisions(root, path).map_err(|e| e.to_string())?;
    Ok(trials.iter().map(from_format).collect())
}

/// The one trial of a file without revisions, or its first revision; `None` when the file is
/// missing or malformed.
pub fn parse_case(path: &Path, root: &Path) -> Option<Case> {
    parse_cases(path, root).ok()?.into_iter().next()
}

/// The trial `id` (`area/case`, or `area/case#rev` for one revision of a case with revisions).
pub fn find_case(root: &Path, id: &str) -> Result<Case, String> {
    let path = root.join(format!("{}.cu", cases_format::case::file_id(id)));
    let trials = parse_cases(&path, root)?;
    let names: Vec<&str> = trials.iter().map(|c| c.id.as_str()).collect();
    trials
        .iter()
        .find(|c| c.id == id)
        .cloned()
        .ok_or_else(|| format!("no trial `{id}` in {} (it has {names:?})", path.display()))
}

fn from_format(f: &cases_format::case::Case) -> Case {
    use cases_format::annotation::Severity as S;
    let m = &f.meta;
    let mut c = Case {
        path: f.path.clone(),
        id: f.id.clone(),
        verdict: m.verdict.to_string(),
        clause: m.clause.clone(),
        std: m.std.map(|s| s.to_string()),
        flags: m.flags.clone(),
        tus: m.tus.unwrap_or(1),
        toolchains: (!m.requires.toolchains.is_empty()).then(|| m.requires.toolchains.clone()),
        rdc_required: m.requires.rdc,
        features: m.requires.features.clone(),
        cuda: {
            // the trial's versions: its own bounds within its clause's (as the harness
            // selects trials: a revision under a 13.0 clause is a 13.x trial)
            let clause = CLAUSES.get(&m.clause);
            let cs = clause.and_then(|c| c.since.as_ref().map(|b| b.version.clone()));
            let cu = clause.and_then(|c| c.until.as_ref().map(|b| b.version.clone()));
            let since = m.since.clone().into_iter().chain(cs).max();
            let until = m.until.clone().into_iter().chain(cu).min();
            trial_cuda(since.as_ref(), until.as_ref())
        },
        ..Default::default()
    };
    for u in &m.diagnostics {
        let tool = serde_json::to_value(u.tool)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| "any".into());
        c.unanchored
            .push((u.severity == S::Error, tool, u.regex.clone()));
    }
    c.unanchored_errors = c.unanchored.iter().filter(|u| u.0).count();
    for a in &f.annotations {
        let kind = if a.any_severity {
            'd'
        } else if a.severity == S::Error {
            'e'
        } else {
            'w'
        };
        match (&a.group, kind) {
            (Some(g), k) => {
                c.groups
                    .entry(g.clone())
                    .or_insert((k, BTreeSet::new()))
                    .1
                    .insert(a.line);
            }
            (None, 'e') => {
                c.errors.insert(a.line);
            }
            (None, 'w') => {
                c.warnings.insert(a.line);
            }
            (None, _) => {
                c.diags.insert(a.line);
            }
        }
    }
    c
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
    flags.push(format!("--cuda={}", c.cuda));
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
        // The checker aims to catch what a compiler need not: every marked line (a line of
        // each group), and no error at a line the case does not allow. Unanchored allowances
        // (a host compiler's error on generated code) are not required of it.
        "ndr" => {
            c.errors.is_subset(&err_lines)
                && err_lines.is_subset(&allowed)
                && groups_ok
                && unanchored_got
                    .iter()
                    .all(|m| res.iter().any(|(any, r)| *any && r.is_match(m)))
        }
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
