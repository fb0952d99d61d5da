//! The construct view ("caniuse for CUDA"): one row per construct, one column per toolchain
//! version grouped by family, each cell what that version does with the construct.
//!
//! A construct is the code one or more trials test across the guide's editions (`construct.rs`
//! of the harness; its id travels in the results file). Inside a trial's CUDA range the cell
//! comes from its judged result, outside it from its *observation* (the unjudged build of
//! `observation.rs`), so a construct whose rule changed shows the change at the version where
//! the toolchain changed, not a hole. Each change is marked at the first version that shows it,
//! with its bracket: the last version run before it. When versions between the two exist and
//! were not run, the change is "between" them: the first version *run* is not the first version.
//! Computed from results files alone; rendered as HTML (templates) and as JSON
//! (`constructs.json`, schema `reports/constructs.schema.json`).

use super::timeline::Documented;
use crate::observation::{error_lines, Behaviour};
use crate::results::{CaseResult, ResultsFile};
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use crate::version::Version;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Version of the `constructs.json` format.
pub const VIEW_SCHEMA_VERSION: u32 = 1;

/// What one toolchain version does with a construct.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Builds without an error.
    Accepts,
    /// Errors, every one at a line the construct's cases expect one.
    RejectsExpected,
    /// Errors elsewhere (another line, a header, no line) or a failing step without one.
    RejectsElsewhere,
    Crash,
    Timeout,
    /// Not built there: a requirement, the dialect, a phase the toolchain cannot reach.
    NotApplicable,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Accepts => "accepts",
            Kind::RejectsExpected => "rejects-expected",
            Kind::RejectsElsewhere => "rejects-elsewhere",
            Kind::Crash => "crash",
            Kind::Timeout => "timeout",
            Kind::NotApplicable => "not-applicable",
        }
    }

    /// How a bracket says it: "21 rejects".
    pub fn verb(self) -> &'static str {
        match self {
            Kind::Accepts => "accepts",
            Kind::RejectsExpected => "rejects",
            Kind::RejectsElsewhere => "rejects elsewhere",
            Kind::Crash => "crashes",
            Kind::Timeout => "times out",
            Kind::NotApplicable => "n/a",
        }
    }
}

/// One cell.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Cell {
    pub kind: Kind,
    /// The trial the cell comes from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trial: Option<String>,
    /// True when the cell is an observation (outside the trial's range, unjudged).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub observed: bool,
    /// The trial's status there (`unsupported` for an observation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// Error lines in the case's file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<u32>,
    /// Why nothing was built, for `not-applicable`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A change along one family's versions.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Change {
    pub family: String,
    /// The first version run that shows the change (`22`, `12.1`), and its toolchain id.
    pub at: String,
    pub at_toolchain: String,
    /// The last version run before it.
    pub before: String,
    pub from: Kind,
    pub to: Kind,
    /// True when no released version lies between `before` and `at` (the change is at `at`);
    /// false when some do and were not run (the change is somewhere in between).
    pub exact: bool,
    /// "from 22 (21 rejects)" or "between 20 and 23 (20 rejects, 23 accepts)".
    pub text: String,
    /// The documented change this is, when a row of the documented-changes file covers it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented: Option<DocRef>,
}

/// A row of the documented-changes file (`reports/matrix/documented-changes.yaml`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct DocRef {
    /// The CHANGES.md row (`A26`).
    pub row: String,
    pub what: String,
    pub version: String,
}

/// One construct.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Row {
    pub id: String,
    pub section: String,
    pub clauses: Vec<String>,
    pub description: String,
    pub trials: Vec<String>,
    /// Toolchain id -> cell (absent: not run on that toolchain).
    pub cells: BTreeMap<String, Cell>,
    pub changes: Vec<Change>,
    /// The guide's first-version claim (I.1-I.3 tables: "Table 12: nvcc 7.0").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guide: Option<String>,
    /// Documented changes whose case prefixes cover one of the trials.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub documented: Vec<DocRef>,
}

/// A toolchain column.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Column {
    pub toolchain: String,
    /// `nvcc-12.1`, `clang-22`.
    pub name: String,
    /// The version as brackets say it: `12.1`, `22`.
    pub label: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Family {
    pub family: String,
    pub columns: Vec<Column>,
}

/// The whole view, as `constructs.json` holds it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct View {
    pub schema_version: u32,
    pub started_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suite_commit: Option<String>,
    pub families: Vec<Family>,
    pub constructs: Vec<Row>,
}

/// The version as a family counts its releases: clang by major, CUDA toolchains by minor.
pub fn label(family: &str, v: &Version) -> String {
    if family == "clang" {
        v.to_string()
            .split('.')
            .next()
            .unwrap_or_default()
            .to_string()
    } else {
        v.major_minor()
    }
}

/// The released versions of a family, as [`label`]s, in order; `None` when unknown (then no
/// change is said to be exactly at a version).
pub fn releases(family: &str) -> Option<Vec<Version>> {
    let parse = |s: &str| Version::parse(s).ok();
    match family {
        "clang" => Some(
            crate::provision::CLANG_RELEASES
                .iter()
                .filter_map(|(m, _)| parse(&m.to_string()))
                .collect(),
        ),
        // nvcc and NVRTC count CUDA releases, the same axis: every minor NVRTC has a wheel for
        // (11.7 to 13.5, no 12.7), with the nvcc minors the harness installs.
        "nvcc" | "nvrtc" => {
            let mut v: Vec<Version> = crate::toolchain::nvrtc::RELEASES
                .iter()
                .map(|(m, _, _)| *m)
                .chain(crate::provision::RELEASES.iter().map(|(m, _)| *m))
                .filter_map(parse)
                .collect();
            v.sort();
            v.dedup();
            Some(v)
        }
        _ => None,
    }
}

/// Whether a change between `before` and `at` (labels) is exactly at `at`: both are released
/// versions and none lies between them.
pub fn adjacent(known: Option<&[Version]>, before: &Version, at: &Version) -> bool {
    let Some(known) = known else {
        return false;
    };
    known.contains(before) && known.contains(at) && !known.iter().any(|k| before < k && k < at)
}

/// The bracket text of a change.
pub fn bracket_text(exact: bool, before: &str, at: &str, from: Kind, to: Kind) -> String {
    if exact {
        format!("from {at} ({before} {})", from.verb())
    } else {
        format!(
            "between {before} and {at} ({before} {}, {at} {})",
            from.verb(),
            to.verb()
        )
    }
}

/// The changes along one family's series of (column, kind), skipping versions where the
/// construct is not applicable or was not run.
pub fn changes(family: &str, series: &[(&Column, Kind)]) -> Vec<Change> {
    let known = releases(family);
    let pts: Vec<&(&Column, Kind)> = series
        .iter()
        .filter(|(_, k)| *k != Kind::NotApplicable)
        .collect();
    let mut out = Vec::new();
    for w in pts.windows(2) {
        let ((b, kb), (a, ka)) = (w[0], w[1]);
        if kb == ka {
            continue;
        }
        let exact = match (Version::parse(&b.label), Version::parse(&a.label)) {
            (Ok(vb), Ok(va)) => adjacent(known.as_deref(), &vb, &va),
            _ => false,
        };
        out.push(Change {
            family: family.to_string(),
            at: a.label.clone(),
            at_toolchain: a.toolchain.clone(),
            before: b.label.clone(),
            from: *kb,
            to: *ka,
            exact,
            text: bracket_text(exact, &b.label, &a.label, *kb, *ka),
            documented: None,
        });
    }
    out
}

/// The construct of a trial: as the results file says (schema 6), else the trial itself.
fn construct_of<'a>(results: &'a ResultsFile, trial: &'a str) -> &'a str {
    results
        .cases
        .get(trial)
        .and_then(|c| c.construct.as_deref())
        .unwrap_or(trial)
}

/// The guide's first-version claim in a clause text of the I.1-I.3 tables: a row's own clause
/// ("Table 12 (...): '...' is available in device code since nvcc 7.0") or a rule of the feature
/// a row grants, which cites the row ("Functions with deduced return type (N3638, Table 13: nvcc
/// 9.0): ..."; the language-features rule cases, 14 clauses).
pub fn guide_claim(text: &str) -> Option<String> {
    static ROW: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"^(Table \d+)\b.*\bsince nvcc ([0-9]+(?:\.[0-9]+)*)").unwrap()
    });
    static CITED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b(Table \d+): nvcc ([0-9]+(?:\.[0-9]+)*)").unwrap()
    });
    let c = ROW.captures(text).or_else(|| CITED.captures(text))?;
    Some(format!("{}: nvcc {}", &c[1], &c[2]))
}

/// The cell of one result: judged inside the range, observed outside it.
fn cell_of(r: &CaseResult, expected: &BTreeSet<u32>) -> Cell {
    let classify = |b: Behaviour, lines: &BTreeSet<u32>, elsewhere: bool| match b {
        Behaviour::Accepted => Kind::Accepts,
        Behaviour::Crash => Kind::Crash,
        Behaviour::Timeout => Kind::Timeout,
        Behaviour::Rejected => {
            if !lines.is_empty() && !elsewhere && lines.is_subset(expected) {
                Kind::RejectsExpected
            } else {
                Kind::RejectsElsewhere
            }
        }
    };
    if let Some(o) = &r.observation {
        let lines: BTreeSet<u32> = o.error_lines.iter().copied().collect();
        return Cell {
            kind: classify(o.behaviour, &lines, o.errors_elsewhere),
            trial: Some(r.case.clone()),
            observed: true,
            status: Some(r.status),
            lines: o.error_lines.clone(),
            reason: None,
        };
    }
    // The last remark says most: "not observed: <why>" follows the range's remark.
    let reason = || r.remarks.last().cloned();
    let kind = match (&r.outcome, r.judged) {
        (_, Status::Timeout) => Kind::Timeout,
        (_, Status::Crash) => Kind::Crash,
        (Some(o), s) if s != Status::Unsupported && s != Status::Invalid => {
            let (lines, elsewhere) = error_lines(o, &r.case);
            let kind = classify(Behaviour::of(o), &lines, elsewhere);
            return Cell {
                kind,
                trial: Some(r.case.clone()),
                observed: false,
                status: Some(r.status),
                lines: lines.into_iter().collect(),
                reason: None,
            };
        }
        _ => Kind::NotApplicable,
    };
    Cell {
        kind,
        trial: Some(r.case.clone()),
        observed: false,
        status: Some(r.status),
        lines: vec![],
        reason: (kind == Kind::NotApplicable).then(reason).flatten(),
    }
}

/// The toolchains by family, each in version order.
pub fn families(tcs: &[ToolchainInfo]) -> Vec<Family> {
    let mut by: BTreeMap<&str, Vec<&ToolchainInfo>> = BTreeMap::new();
    for t in tcs {
        let v = by.entry(t.family.as_str()).or_default();
        if !v.iter().any(|x| x.id == t.id) {
            v.push(t);
        }
    }
    by.into_iter()
        .map(|(f, mut ts)| {
            ts.sort_by(|a, b| (&a.version, &a.id).cmp(&(&b.version, &b.id)));
            Family {
                family: f.to_string(),
                columns: ts
                    .iter()
                    .map(|t| Column {
                        toolchain: t.id.clone(),
                        name: t.name.clone(),
                        label: label(f, &t.version),
                    })
                    .collect(),
            }
        })
        .collect()
}

impl View {
    pub fn build(results: &ResultsFile, documented: &[Documented]) -> View {
        let families = families(&results.toolchains);
        // Results by construct, then trial, then toolchain.
        let mut by: BTreeMap<&str, BTreeMap<&str, BTreeMap<&str, &CaseResult>>> = BTreeMap::new();
        for r in &results.results {
            if r.judged == Status::Invalid {
                continue;
            }
            by.entry(construct_of(results, &r.case))
                .or_default()
                .entry(r.case.as_str())
                .or_default()
                .insert(r.toolchain.as_str(), r);
        }
        let mut constructs = Vec::new();
        for (id, trials) in by {
            let expected: BTreeSet<u32> = trials
                .keys()
                .filter_map(|t| results.cases.get(*t))
                .flat_map(|c| c.expected.iter())
                .filter(|e| e.what != "warning")
                .map(|e| e.line)
                .collect();
            let any = trials.values().flat_map(|p| p.values()).next();
            let section = any.map(|r| r.section.clone()).unwrap_or_default();
            let clauses: Vec<String> = trials
                .values()
                .flat_map(|p| p.values().map(|r| r.clause.clone()))
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            let description = trials
                .keys()
                .find_map(|t| results.cases.get(*t))
                .map(|c| c.description.clone())
                .unwrap_or_default();
            let mut cells = BTreeMap::new();
            for fam in &families {
                for col in &fam.columns {
                    let rs: Vec<&CaseResult> = trials
                        .values()
                        .filter_map(|p| p.get(col.toolchain.as_str()).copied())
                        .collect();
                    // A judged trial speaks for the version; else an observation; else the
                    // reason nothing was built.
                    let judged = rs.iter().find(|r| {
                        r.outcome.is_some()
                            && !matches!(r.judged, Status::Unsupported | Status::Invalid)
                    });
                    let observed = rs.iter().find(|r| r.observation.is_some());
                    let pick = judged
                        .or(observed)
                        .or_else(|| {
                            rs.iter()
                                .find(|r| matches!(r.judged, Status::Timeout | Status::Crash))
                        })
                        .or(rs.first());
                    if let Some(r) = pick {
                        cells.insert(col.toolchain.clone(), cell_of(r, &expected));
                    }
                }
            }
            let covers = |d: &Documented| {
                trials
                    .keys()
                    .any(|t| d.cases.iter().any(|p| t.starts_with(p.as_str())))
            };
            let mut changes_all = Vec::new();
            for fam in &families {
                let series: Vec<(&Column, Kind)> = fam
                    .columns
                    .iter()
                    .filter_map(|c| cells.get(&c.toolchain).map(|x| (c, x.kind)))
                    .collect();
                for mut ch in changes(&fam.family, &series) {
                    let (Ok(b), Ok(a)) = (Version::parse(&ch.before), Version::parse(&ch.at))
                    else {
                        continue;
                    };
                    ch.documented = documented
                        .iter()
                        .find(|d| {
                            d.families.contains(&fam.family)
                                && covers(d)
                                && b < d.version
                                && d.version <= a
                        })
                        .map(doc_ref);
                    changes_all.push(ch);
                }
            }
            let guide = clauses
                .iter()
                .filter_map(|c| results.clauses.get(c))
                .find_map(|c| guide_claim(&c.text));
            constructs.push(Row {
                id: id.to_string(),
                section,
                clauses,
                description,
                trials: trials.keys().map(|t| t.to_string()).collect(),
                cells,
                changes: changes_all,
                guide,
                documented: documented
                    .iter()
                    .filter(|d| covers(d))
                    .map(doc_ref)
                    .collect(),
            });
        }
        constructs.sort_by(|a, b| {
            (super::section_key(&a.section), &a.id).cmp(&(super::section_key(&b.section), &b.id))
        });
        View {
            schema_version: VIEW_SCHEMA_VERSION,
            started_at: results.started_at.clone(),
            suite_commit: results.suite_commit.clone(),
            families,
            constructs,
        }
    }

    /// The constructs that change along some family's versions.
    pub fn changed(&self) -> impl Iterator<Item = &Row> {
        self.constructs.iter().filter(|r| !r.changes.is_empty())
    }
}

/// The file name of a construct's page (as `html::case_file` names a case's).
pub fn page_file(id: &str) -> String {
    super::html::case_file(id)
}

/// One cell as the HTML table shows it.
#[derive(Serialize)]
struct HtmlCell {
    family: String,
    kind: Option<&'static str>,
    short: &'static str,
    observed: bool,
    first: bool,
    title: String,
}

#[derive(Serialize)]
struct HtmlRow<'a> {
    id: &'a str,
    file: String,
    section: &'a str,
    text: String,
    changed_families: String,
    changes: &'a [Change],
    guide: Option<&'a str>,
    cells: Vec<HtmlCell>,
}

fn short(k: Kind) -> &'static str {
    match k {
        Kind::Accepts => "acc",
        Kind::RejectsExpected => "rej",
        Kind::RejectsElsewhere => "rej*",
        Kind::Crash => "crash",
        Kind::Timeout => "t/o",
        Kind::NotApplicable => "n/a",
    }
}

/// A cell's tooltip: what it is, from which trial, judged or observed.
fn title(c: &Cell) -> String {
    let mut t = c.kind.as_str().to_string();
    if !c.lines.is_empty() {
        let l: Vec<String> = c.lines.iter().map(u32::to_string).collect();
        t.push_str(&format!(" at {}", l.join(", ")));
    }
    if let Some(tr) = &c.trial {
        t.push_str(&format!("; {tr}"));
    }
    if c.observed {
        t.push_str(" (observed outside its CUDA range, not judged)");
    } else if let Some(s) = c.status {
        t.push_str(&format!(" ({})", s.as_str()));
    }
    if let Some(r) = &c.reason {
        t.push_str(&format!(": {r}"));
    }
    t
}

/// Writes `constructs.html`, `constructs.json` and one page per construct under `constructs/`;
/// returns the number of files.
pub fn write(
    results: &ResultsFile,
    documented: &[Documented],
    out: &std::path::Path,
) -> Result<usize, super::Error> {
    use minijinja::context;
    let view = View::build(results, documented);
    let json = serde_json::to_vec_pretty(&view).map_err(std::io::Error::other)?;
    std::fs::write(out.join("constructs.json"), json)?;
    let env = super::html::templates();
    let rows: Vec<HtmlRow> = view
        .constructs
        .iter()
        .map(|r| {
            let cells = view
                .families
                .iter()
                .flat_map(|f| f.columns.iter().map(move |c| (f, c)))
                .map(|(f, col)| {
                    let cell = r.cells.get(&col.toolchain);
                    HtmlCell {
                        family: f.family.clone(),
                        kind: cell.map(|c| c.kind.as_str()),
                        short: cell.map(|c| short(c.kind)).unwrap_or(""),
                        observed: cell.is_some_and(|c| c.observed),
                        first: r.changes.iter().any(|ch| ch.at_toolchain == col.toolchain),
                        title: cell.map(title).unwrap_or_default(),
                    }
                })
                .collect();
            let fams: BTreeSet<&str> = r.changes.iter().map(|c| c.family.as_str()).collect();
            HtmlRow {
                id: &r.id,
                file: page_file(&r.id),
                section: &r.section,
                text: format!(
                    "{} {} {} {}",
                    r.id,
                    r.clauses.join(" "),
                    r.description,
                    r.documented
                        .iter()
                        .map(|d| d.row.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                )
                .to_lowercase(),
                changed_families: fams.into_iter().collect::<Vec<_>>().join(" "),
                changes: &r.changes,
                guide: r.guide.as_deref(),
                cells,
            }
        })
        .collect();
    let mut sections: Vec<String> = view
        .constructs
        .iter()
        .map(|r| r.section.split('.').take(3).collect::<Vec<_>>().join("."))
        .filter(|s| !s.is_empty())
        .collect();
    sections.sort_by_key(|s| super::section_key(s));
    sections.dedup();
    let page = env.get_template("constructs.html")?.render(context! {
        title => "cuconform constructs",
        constructs => minijinja::Value::from(minijinja::value::Serde(&view.constructs)),
        changed => view.changed().count(),
        families => minijinja::Value::from(minijinja::value::Serde(&view.families)),
        sections,
        rows => minijinja::Value::from(minijinja::value::Serde(&rows)),
    })?;
    std::fs::write(out.join("constructs.html"), page)?;
    let dir = out.join("constructs");
    std::fs::create_dir_all(&dir)?;
    let by_id: BTreeMap<(&str, &str), &CaseResult> = results
        .results
        .iter()
        .map(|r| ((r.case.as_str(), r.toolchain.as_str()), r))
        .collect();
    let mut n = 2;
    for r in &view.constructs {
        let first = r.trials.iter().find_map(|t| results.cases.get(t));
        let clauses: Vec<minijinja::Value> = r
            .clauses
            .iter()
            .map(|c| {
                let info = results.clauses.get(c);
                context! {
                    id => c,
                    kind => info.map(|i| i.kind.clone()),
                    text => info.map(|i| i.text.clone()).unwrap_or_default(),
                }
            })
            .collect();
        let versions: Vec<minijinja::Value> = view
            .families
            .iter()
            .flat_map(|f| f.columns.iter().map(move |c| (f, c)))
            .filter_map(|(f, col)| {
                let cell = r.cells.get(&col.toolchain)?;
                let res = cell
                    .trial
                    .as_deref()
                    .and_then(|t| by_id.get(&(t, col.toolchain.as_str())));
                let outcome = res.and_then(|x| {
                    x.observation
                        .as_ref()
                        .map(|o| &o.outcome)
                        .or(x.outcome.as_ref())
                });
                let output = outcome
                    .map(|o| {
                        o.steps
                            .iter()
                            .map(|s| format!("$ {}\n{}", s.command, s.output))
                            .collect::<Vec<_>>()
                            .join("\n")
                    })
                    .unwrap_or_default();
                Some(context! {
                    family => &f.family,
                    label => &col.label,
                    kind => cell.kind.as_str(),
                    observed => cell.observed,
                    trial => cell.trial.clone().unwrap_or_default(),
                    status => cell.status.map(|s| s.as_str()).unwrap_or(""),
                    lines => cell.lines.iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
                    reason => cell.reason.clone(),
                    output,
                })
            })
            .collect();
        let trials: Vec<minijinja::Value> = r
            .trials
            .iter()
            .map(|t| {
                // The case's file: a trial id less its revision (`case#rev`).
                let case = t.split('#').next().unwrap_or(t);
                context! { id => t, file => super::html::case_file(t), case }
            })
            .collect();
        let page = env.get_template("construct.html")?.render(context! {
            title => format!("{} - cuconform", r.id),
            r => minijinja::Value::from(minijinja::value::Serde(r)),
            trials,
            clauses,
            source => first.map(|c| c.source.clone()).unwrap_or_default(),
            versions,
        })?;
        std::fs::write(dir.join(page_file(&r.id)), page)?;
        n += 1;
    }
    Ok(n)
}

/// Why a timeline by construct has nothing to show, or `None` when it has something.
pub fn nothing_to_show(view: &View) -> Option<String> {
    if view.changed().next().is_some() {
        return None;
    }
    let families: Vec<String> = view
        .families
        .iter()
        .map(|f| {
            let v: Vec<&str> = f.columns.iter().map(|c| c.label.as_str()).collect();
            format!("{} {}", f.family, v.join(", "))
        })
        .collect();
    if view.families.iter().all(|f| f.columns.len() < 2) {
        return Some(format!(
            "Nothing to show: a change needs two versions of one family, and these results hold one version of each ({}). Run a family's versions side by side, e.g. `cuconform run -t nvrtc@12.0..12.1` or `-t clang@14..23`, and report the merged results.",
            if families.is_empty() { "no toolchain".to_string() } else { families.join("; ") }
        ));
    }
    let compared = view
        .constructs
        .iter()
        .filter(|r| {
            view.families.iter().any(|f| {
                f.columns
                    .iter()
                    .filter(|c| {
                        r.cells
                            .get(&c.toolchain)
                            .is_some_and(|x| x.kind != Kind::NotApplicable)
                    })
                    .count()
                    >= 2
            })
        })
        .count();
    Some(format!(
        "Nothing changes: {compared} of {} constructs ran on two versions or more of a family ({}), and each does the same on every version it ran on.",
        view.constructs.len(),
        families.join("; ")
    ))
}

/// The constructs that change, grouped by family and ordered by the version of the change,
/// with their brackets and documented rows (Markdown, for `timeline.md`).
pub fn timeline_markdown(view: &View, documented: &[Documented]) -> String {
    use std::fmt::Write as _;
    let mut b = String::from("## By construct

Each row is a construct (the code one case, or several cases of different editions, test; see `constructs.html`), with observations outside a case's CUDA range. A change is marked at the first version run that shows it: \"from V (U ...)\" when U, the version before V, was run too; \"between U and V\" when versions between them exist and were not run, so the change is somewhere in that bracket.\n\n");
    if let Some(why) = nothing_to_show(view) {
        let _ = writeln!(b, "{why}\n");
    }
    for f in &view.families {
        let mut rows: Vec<(&Row, &Change)> = view
            .constructs
            .iter()
            .flat_map(|r| {
                r.changes
                    .iter()
                    .filter(|c| c.family == f.family)
                    .map(move |c| (r, c))
            })
            .collect();
        if rows.is_empty() {
            continue;
        }
        rows.sort_by(|a, b| {
            (Version::parse(&a.1.at).ok(), &a.0.id).cmp(&(Version::parse(&b.1.at).ok(), &b.0.id))
        });
        let _ = writeln!(
            b,
            "### {}\n\n| construct | section | change | from | to | documented |\n|---|---|---|---|---|---|",
            f.family
        );
        for (r, c) in rows {
            let doc = c
                .documented
                .as_ref()
                .map(|d| format!("{} ({}): {}", d.row, d.version, d.what))
                .unwrap_or_default();
            let _ = writeln!(
                b,
                "| `{}` | {} | {} | {} | {} | {} |",
                r.id,
                r.section,
                c.text,
                c.from.as_str(),
                c.to.as_str(),
                doc
            );
        }
        b.push('\n');
    }
    if !documented.is_empty() {
        b.push_str("### Documented changes, by construct\n\n| row | change | version | family | constructs that change there |\n|---|---|---|---|---|\n");
        for d in documented {
            for fam in &d.families {
                let n = view
                    .constructs
                    .iter()
                    .filter(|r| {
                        r.changes.iter().any(|c| {
                            &c.family == fam
                                && c.documented.as_ref().is_some_and(|x| x.row == d.row)
                        })
                    })
                    .count();
                let ran = view.families.iter().find(|f| &f.family == fam);
                let text = match ran {
                    None => "not covered: no version of this family in these results".to_string(),
                    Some(_) if n > 0 => format!("{n}"),
                    Some(_) => "none".to_string(),
                };
                let _ = writeln!(
                    b,
                    "| {} | {} | {} | {} | {} |",
                    d.row, d.what, d.version, fam, text
                );
            }
        }
        b.push('\n');
    }
    b
}

/// The same as [`timeline_markdown`], as an HTML fragment for `timeline.html`.
pub fn timeline_html(view: &View) -> Result<String, minijinja::Error> {
    let env = super::html::templates();
    let mut rows: Vec<minijinja::Value> = Vec::new();
    for f in &view.families {
        for r in &view.constructs {
            for c in r.changes.iter().filter(|c| c.family == f.family) {
                rows.push(minijinja::context! {
                    id => &r.id,
                    file => page_file(&r.id),
                    family => &f.family,
                    text => &c.text,
                    documented => c.documented.as_ref().map(|d| format!("{} ({})", d.row, d.version)),
                });
            }
        }
    }
    env.get_template("timeline-constructs.html")?
        .render(minijinja::context! { rows, why => nothing_to_show(view) })
}

fn doc_ref(d: &Documented) -> DocRef {
    DocRef {
        row: d.row.clone(),
        what: d.what.clone(),
        version: d.version.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn col(l: &str) -> Column {
        Column {
            toolchain: format!("clang-{l}"),
            name: format!("clang-{l}"),
            label: l.into(),
        }
    }

    fn run(labels: &[&str], flip_at: &str) -> Vec<Change> {
        let cols: Vec<Column> = labels.iter().map(|l| col(l)).collect();
        let series: Vec<(&Column, Kind)> = cols
            .iter()
            .map(|c| {
                let v: u32 = c.label.parse().unwrap();
                let k = if v < flip_at.parse().unwrap() {
                    Kind::RejectsExpected
                } else {
                    Kind::Accepts
                };
                (c, k)
            })
            .collect();
        changes("clang", &series)
    }

    /// clang 14, 17, 19, 20, 23 run and the change is at 22: it shows between 20 and 23, never
    /// "from 23".
    #[test]
    fn a_gap_in_the_versions_run_gives_a_between_bracket() {
        let c = run(&["14", "17", "19", "20", "23"], "22");
        assert_eq!(c.len(), 1);
        assert!(!c[0].exact);
        assert_eq!((c[0].before.as_str(), c[0].at.as_str()), ("20", "23"));
        assert_eq!(c[0].text, "between 20 and 23 (20 rejects, 23 accepts)");
    }

    /// Every clang from 14 to 23 run: the change is exactly at 22, bracketed by 21.
    #[test]
    fn every_version_run_gives_the_exact_first_version() {
        let all: Vec<String> = (14..=23).map(|v| v.to_string()).collect();
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let c = run(&all, "22");
        assert_eq!(c.len(), 1);
        assert!(c[0].exact);
        assert_eq!(c[0].text, "from 22 (21 rejects)");
    }

    /// A version where the construct does not apply is skipped, not a change; a CUDA series
    /// counts minors (12.7 does not exist, so 12.6 -> 12.8 is adjacent).
    #[test]
    fn not_applicable_versions_are_skipped_and_cuda_minors_counted() {
        let mk = |l: &str| Column {
            toolchain: format!("nvrtc-{l}"),
            name: format!("nvrtc-{l}"),
            label: l.into(),
        };
        let cols: Vec<Column> = ["12.0", "12.1", "12.6", "12.8"]
            .iter()
            .map(|l| mk(l))
            .collect();
        let kinds = [
            Kind::RejectsExpected,
            Kind::NotApplicable,
            Kind::RejectsExpected,
            Kind::Accepts,
        ];
        let series: Vec<(&Column, Kind)> = cols.iter().zip(kinds).collect();
        let c = changes("nvrtc", &series);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].text, "from 12.8 (12.6 rejects)");
        // 11.8 -> 12.4 skips 12.0 .. 12.3.
        let v = |s| Version::parse(s).unwrap();
        let known = releases("nvcc").unwrap();
        assert!(!adjacent(Some(&known), &v("11.8"), &v("12.4")));
        assert!(adjacent(Some(&known), &v("12.0"), &v("12.1")));
        // An unknown family is never exact.
        assert!(!adjacent(None, &v("1"), &v("2")));
    }

    #[test]
    fn the_guides_first_version_is_read_from_a_feature_table_clause() {
        assert_eq!(
            guide_claim("Table 12 (C++11 language features): 'Forward declarations for enums' (N2764, DR1206) is available in device code since nvcc 7.0.").as_deref(),
            Some("Table 12: nvcc 7.0")
        );
        // A rule of a feature a row grants cites the row.
        assert_eq!(
            guide_claim("Functions with deduced return type (N3638, Table 13: nvcc 9.0): if the return statements deduce different types, the program is ill-formed.").as_deref(),
            Some("Table 13: nvcc 9.0")
        );
        assert_eq!(
            guide_claim("__global__ function parameters are limited to 4 KB."),
            None
        );
    }
}
