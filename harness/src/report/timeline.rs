//! The timeline: what changes along the version axis of a toolchain family (nvcc 13.0 ... 13.5,
//! NVRTC 11.8 ... 13.5, clang 14 ... 23), from results files alone.
//!
//! For every family with results from two versions or more, a case is listed when its judged
//! status (the spec's verdict, before expectation files) or its error lines change from one
//! version to the next, with the first version where it changed. For families that share a
//! version axis (nvcc and NVRTC are both CUDA versions), it lists the cases where they judge
//! differently at the same version. And it checks the changes against a small data file of
//! documented changes (`reports/matrix/documented-changes.yaml`, rows of the spec's CHANGES.md
//! mapped to case-id prefixes and a version): a documented change must show at its version, and
//! a change that no row covers is listed as undocumented. The mapping lives in that file, not
//! here, so that a new CHANGES.md row needs no code.

use crate::results::{CaseResult, ResultsFile};
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use crate::version::Version;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// Families whose versions are the same axis (CUDA versions) and can be compared version by
/// version.
const PAIRED: &[(&str, &str)] = &[("nvcc", "nvrtc")];

/// What a case gives on one toolchain, as the timeline compares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    pub status: Status,
    /// Lines of the errors reported in the case's own file.
    pub error_lines: BTreeSet<u32>,
    /// Whether errors were reported elsewhere (a header, a builtin file) or without a line.
    pub errors_elsewhere: bool,
}

impl Point {
    fn of(r: &CaseResult) -> Point {
        // The same reading of error lines as an observation's (one definition of "the case's
        // own line" for judged results and observations alike).
        let (error_lines, errors_elsewhere) = match &r.outcome {
            Some(o) => crate::observation::error_lines(o, &r.case),
            None => (BTreeSet::new(), false),
        };
        Point {
            status: r.judged,
            error_lines,
            errors_elsewhere,
        }
    }

    /// `fail [12, 14]`, `pass`, `fail [3] +elsewhere`.
    pub fn label(&self) -> String {
        let mut s = self.status.as_str().to_string();
        if !self.error_lines.is_empty() {
            let l: Vec<String> = self.error_lines.iter().map(u32::to_string).collect();
            let _ = write!(s, " [{}]", l.join(", "));
        }
        if self.errors_elsewhere {
            s.push_str(" +elsewhere");
        }
        s
    }
}

/// One toolchain of a series, as shown: `nvcc-13.5`, `clang-20`.
#[derive(Debug, Clone)]
pub struct Step {
    pub id: String,
    pub name: String,
    pub version: Version,
}

/// A case that changes along one family's versions.
#[derive(Debug, Clone)]
pub struct Moving {
    pub case: String,
    pub section: String,
    /// The name of the first version whose point differs from the version before it.
    pub first: String,
    /// Its version and the version before it.
    pub first_version: Version,
    pub before_version: Version,
    /// Whether the status changes (not only error lines).
    pub status_changes: bool,
    /// The point at every version of the series that ran the case, in version order.
    pub points: Vec<(String, Point)>,
    /// Every adjacent pair that differs: (from version, to version).
    pub changes: Vec<(Version, Version)>,
}

/// One family's version axis.
#[derive(Debug, Clone)]
pub struct Series {
    pub family: String,
    pub steps: Vec<Step>,
    /// Cases run on two versions or more.
    pub compared: usize,
    pub moving: Vec<Moving>,
}

/// A case judged differently by two families at the same version.
#[derive(Debug, Clone)]
pub struct Disagreement {
    pub case: String,
    pub version: String,
    pub left: (String, Point),
    pub right: (String, Point),
}

/// A row of the documented-changes file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Documented {
    /// The CHANGES.md row, e.g. `A26`.
    pub row: String,
    /// What changed, in a few words.
    pub what: String,
    /// The version of the change: a change shows when a case changes between the last version
    /// run before it and the first run at or after it.
    pub version: Version,
    /// The families whose version axis this is (default: nvcc and nvrtc, the CUDA versions).
    #[serde(default = "cuda_families")]
    pub families: Vec<String>,
    /// Case-id prefixes the change should move.
    pub cases: Vec<String>,
}

fn cuda_families() -> Vec<String> {
    vec!["nvcc".into(), "nvrtc".into()]
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DocumentedFile {
    changes: Vec<Documented>,
}

/// Reads the documented-changes file; errors name the file (and the line, from the parser).
pub fn load_documented(path: &Path) -> Result<Vec<Documented>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let f: DocumentedFile =
        serde_saphyr::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(f.changes)
}

/// How a documented change fares in one family's series.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// Cases change exactly at the documented version (the version before it also ran).
    ShowsAt { cases: usize },
    /// Cases change across the documented version, which did not run itself (`from`..`to`).
    ShowsAcross {
        cases: usize,
        from: Version,
        to: Version,
    },
    /// The cases ran on both sides of the version and none changes there.
    DoesNotShow { cases: usize },
    /// The series does not cover the version, or no case of the prefixes ran.
    NotCovered,
}

/// The timeline of a set of results.
#[derive(Debug, Clone)]
pub struct Timeline {
    pub series: Vec<Series>,
    pub disagreements: Vec<Disagreement>,
    /// (row, family, check) for every documented change and every family it names.
    pub checks: Vec<(Documented, String, Check)>,
    /// (family, case, first version name) of changes no documented row explains.
    pub undocumented: Vec<(String, String, String)>,
}

/// The toolchains of each family in version order, by family.
fn families(tcs: &[ToolchainInfo]) -> BTreeMap<String, Vec<Step>> {
    let mut by: BTreeMap<String, Vec<Step>> = BTreeMap::new();
    for t in tcs {
        let steps = by.entry(t.family.clone()).or_default();
        if !steps.iter().any(|s| s.id == t.id) {
            steps.push(Step {
                id: t.id.clone(),
                name: t.name.clone(),
                version: t.version.clone(),
            });
        }
    }
    for steps in by.values_mut() {
        steps.sort_by(|a, b| (&a.version, &a.id).cmp(&(&b.version, &b.id)));
    }
    by
}

impl Timeline {
    pub fn build(results: &ResultsFile, documented: &[Documented]) -> Timeline {
        let mut by_case: BTreeMap<&str, BTreeMap<&str, &CaseResult>> = BTreeMap::new();
        for r in &results.results {
            by_case
                .entry(r.case.as_str())
                .or_default()
                .insert(r.toolchain.as_str(), r);
        }
        let judged = |r: &CaseResult| !matches!(r.judged, Status::Unsupported | Status::Invalid);
        let fams = families(&results.toolchains);
        let mut series = Vec::new();
        for (family, steps) in &fams {
            if steps.len() < 2 {
                continue;
            }
            let mut s = Series {
                family: family.clone(),
                steps: steps.clone(),
                compared: 0,
                moving: Vec::new(),
            };
            for (case, per) in &by_case {
                let pts: Vec<(&Step, Point)> = steps
                    .iter()
                    .filter_map(|st| {
                        per.get(st.id.as_str())
                            .filter(|r| judged(r))
                            .map(|r| (st, Point::of(r)))
                    })
                    .collect();
                if pts.len() < 2 {
                    continue;
                }
                s.compared += 1;
                let changes: Vec<(Version, Version)> = pts
                    .windows(2)
                    .filter(|w| w[0].1 != w[1].1)
                    .map(|w| (w[0].0.version.clone(), w[1].0.version.clone()))
                    .collect();
                let Some(i) = pts.windows(2).position(|w| w[0].1 != w[1].1) else {
                    continue;
                };
                let section = per
                    .values()
                    .next()
                    .map(|r| r.section.clone())
                    .unwrap_or_default();
                s.moving.push(Moving {
                    case: case.to_string(),
                    section,
                    first: pts[i + 1].0.name.clone(),
                    first_version: pts[i + 1].0.version.clone(),
                    before_version: pts[i].0.version.clone(),
                    status_changes: pts.windows(2).any(|w| w[0].1.status != w[1].1.status),
                    points: pts
                        .iter()
                        .map(|(st, p)| (st.name.clone(), p.clone()))
                        .collect(),
                    changes,
                });
            }
            series.push(s);
        }

        let mut disagreements = Vec::new();
        for (a, b) in PAIRED {
            let (Some(sa), Some(sb)) = (fams.get(*a), fams.get(*b)) else {
                continue;
            };
            for x in sa {
                for y in sb
                    .iter()
                    .filter(|y| y.version.major_minor() == x.version.major_minor())
                {
                    for (case, per) in &by_case {
                        let (Some(rx), Some(ry)) = (per.get(x.id.as_str()), per.get(y.id.as_str()))
                        else {
                            continue;
                        };
                        if judged(rx) && judged(ry) && rx.judged != ry.judged {
                            disagreements.push(Disagreement {
                                case: case.to_string(),
                                version: x.version.major_minor(),
                                left: (x.name.clone(), Point::of(rx)),
                                right: (y.name.clone(), Point::of(ry)),
                            });
                        }
                    }
                }
            }
        }

        let covered =
            |doc: &Documented, case: &str| doc.cases.iter().any(|p| case.starts_with(p.as_str()));
        let across = |m: &Moving, v: &Version| m.changes.iter().any(|(f, t)| f < v && v <= t);
        let mut checks = Vec::new();
        for doc in documented {
            for fam in &doc.families {
                let check = match series.iter().find(|s| &s.family == fam) {
                    None => Check::NotCovered,
                    Some(s) => {
                        let before = s.steps.iter().rev().find(|st| st.version < doc.version);
                        let after = s.steps.iter().find(|st| st.version >= doc.version);
                        match (before, after) {
                            (Some(b), Some(a)) => {
                                let ran = by_case
                                    .iter()
                                    .filter(|(c, per)| {
                                        covered(doc, c)
                                            && per.get(b.id.as_str()).is_some_and(|r| judged(r))
                                            && per.get(a.id.as_str()).is_some_and(|r| judged(r))
                                    })
                                    .count();
                                let shown = s
                                    .moving
                                    .iter()
                                    .filter(|m| covered(doc, &m.case) && across(m, &doc.version))
                                    .count();
                                if ran == 0 && shown == 0 {
                                    Check::NotCovered
                                } else if shown == 0 {
                                    Check::DoesNotShow { cases: ran }
                                } else if a.version.major_minor() == doc.version.major_minor() {
                                    Check::ShowsAt { cases: shown }
                                } else {
                                    Check::ShowsAcross {
                                        cases: shown,
                                        from: b.version.clone(),
                                        to: a.version.clone(),
                                    }
                                }
                            }
                            _ => Check::NotCovered,
                        }
                    }
                };
                checks.push((doc.clone(), fam.clone(), check));
            }
        }

        let mut undocumented = Vec::new();
        for s in &series {
            for m in &s.moving {
                let explained = m.changes.iter().all(|(f, t)| {
                    documented.iter().any(|d| {
                        d.families.contains(&s.family)
                            && covered(d, &m.case)
                            && f < &d.version
                            && &d.version <= t
                    })
                });
                if !explained {
                    undocumented.push((s.family.clone(), m.case.clone(), m.first.clone()));
                }
            }
        }
        Timeline {
            series,
            disagreements,
            checks,
            undocumented,
        }
    }
}

fn check_text(c: &Check, version: &Version) -> String {
    match c {
        Check::ShowsAt { cases } => format!("shows at {version} ({cases} cases)"),
        Check::ShowsAcross { cases, from, to } => {
            format!("shows between {from} and {to} ({cases} cases; {version} itself not run)")
        }
        Check::DoesNotShow { cases } => {
            format!("**does not show** ({cases} cases ran on both sides)")
        }
        Check::NotCovered => "not covered by these results".into(),
    }
}

/// Why a timeline is empty when it is: it compares the versions of one family.
const NO_SERIES: &str = "No family has results from two versions or more, so there is nothing to compare along versions: the timeline needs results of several versions of one family (e.g. `cuconform run -t nvcc@13.0..13.5`, or several results files given to `cuconform report`).";

/// The Markdown view (`timeline.md`).
pub fn markdown(t: &Timeline) -> String {
    let mut b = String::new();
    b.push_str("# Timeline: what changes along each family's versions\n\n");
    b.push_str("Generated by `cuconform report` from results files only. A case is listed when its judged status (the spec's verdict, before expectation files) or the lines of its errors in its own file change from one version to the next (judged results only: the part by construct at the end also reads the observations outside a case's CUDA range, and the documented changes count both); `+elsewhere` marks errors outside the case's file or without a line. \"first\" is the first version that differs from the one before it.\n\n");
    if t.series.is_empty() {
        let _ = writeln!(b, "{NO_SERIES}\n");
    }
    for s in &t.series {
        let names: Vec<&str> = s.steps.iter().map(|x| x.name.as_str()).collect();
        let status_moves = s.moving.iter().filter(|m| m.status_changes).count();
        let _ = writeln!(
            b,
            "## {}: {}\n\n{} cases ran on two versions or more; {} change status, {} change only their error lines.\n",
            s.family,
            names.join(", "),
            s.compared,
            status_moves,
            s.moving.len() - status_moves
        );
        if s.moving.is_empty() {
            continue;
        }
        let _ = writeln!(b, "| case | section | first | {} |", names.join(" | "));
        let _ = writeln!(b, "|---|---|---|{}", "---|".repeat(names.len()));
        let mut moving: Vec<&Moving> = s.moving.iter().collect();
        moving.sort_by(|a, b| {
            (&a.first_version, !a.status_changes, &a.case).cmp(&(
                &b.first_version,
                !b.status_changes,
                &b.case,
            ))
        });
        for m in moving {
            let cells: Vec<String> = names
                .iter()
                .map(|n| {
                    m.points
                        .iter()
                        .find(|(pn, _)| pn == n)
                        .map(|(_, p)| p.label())
                        .unwrap_or_else(|| "-".into())
                })
                .collect();
            let _ = writeln!(
                b,
                "| `{}` | {} | {}{} | {} |",
                m.case,
                m.section,
                m.first,
                if m.status_changes { "" } else { " (lines)" },
                cells.join(" | ")
            );
        }
        b.push('\n');
    }
    for (x, y) in PAIRED {
        let rows: Vec<&Disagreement> = t
            .disagreements
            .iter()
            .filter(|d| d.left.0.starts_with(x) && d.right.0.starts_with(y))
            .collect();
        let _ = writeln!(b, "## {x} and {y} at the same version\n");
        if rows.is_empty() {
            let _ = writeln!(b, "No case is judged differently by {x} and {y} of the same version in these results (or no version ran on both).\n");
            continue;
        }
        let _ = writeln!(
            b,
            "{} case x version pairs differ.\n\n| case | version | {x} | {y} |\n|---|---|---|---|",
            rows.len()
        );
        for d in rows {
            let _ = writeln!(
                b,
                "| `{}` | {} | {} | {} |",
                d.case,
                d.version,
                d.left.1.label(),
                d.right.1.label()
            );
        }
        b.push('\n');
    }
    b.push_str("## Documented changes\n\nRows of the spec's CHANGES.md, mapped to case-id prefixes in `reports/matrix/documented-changes.yaml`.\n\n| row | change | version | family | prefixes | in these results |\n|---|---|---|---|---|---|\n");
    for (d, fam, c) in &t.checks {
        let _ = writeln!(
            b,
            "| {} | {} | {} | {} | {} | {} |",
            d.row,
            d.what,
            d.version,
            fam,
            d.cases
                .iter()
                .map(|c| format!("`{c}`"))
                .collect::<Vec<_>>()
                .join(" "),
            check_text(c, &d.version)
        );
    }
    let _ = writeln!(b, "\n## Changes no source documents\n\n{} cases change where no row of the documented-changes file covers them (every change of a family that has no rows, such as clang, is here).\n", t.undocumented.len());
    if !t.undocumented.is_empty() {
        b.push_str("| family | case | first |\n|---|---|---|\n");
        for (f, c, v) in &t.undocumented {
            let _ = writeln!(b, "| {f} | `{c}` | {v} |");
        }
    }
    b
}

/// The HTML view (`timeline.html`, beside the matrix's `index.html`): the Markdown's tables.
pub fn html(t: &Timeline) -> String {
    let mut b = String::from("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cuconform timeline</title><style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left}th{background:#f4f4f4}.chg{background:#fbe8c8}</style></head><body>\n<h1>Timeline</h1><p><a href=\"index.html\">matrix</a></p>\n");
    if t.series.is_empty() {
        let _ = writeln!(b, "<p>{}</p>", esc(NO_SERIES));
    }
    for s in &t.series {
        let names: Vec<&str> = s.steps.iter().map(|x| x.name.as_str()).collect();
        let _ = write!(
            b,
            "<h2>{}</h2><p>{} cases compared, {} change.</p><table><tr><th>case</th><th>first</th>",
            esc(&s.family),
            s.compared,
            s.moving.len()
        );
        for n in &names {
            let _ = write!(b, "<th>{}</th>", esc(n));
        }
        b.push_str("</tr>\n");
        for m in &s.moving {
            let _ = write!(
                b,
                "<tr><td><a href=\"cases/{}\">{}</a></td><td>{}</td>",
                esc(&super::html::case_file(&m.case)),
                esc(&m.case),
                esc(&m.first)
            );
            let mut prev: Option<&Point> = None;
            for n in &names {
                let p = m.points.iter().find(|(pn, _)| pn == n).map(|(_, p)| p);
                let class = match (prev, p) {
                    (Some(a), Some(c)) if a != c => " class=\"chg\"",
                    _ => "",
                };
                let _ = write!(
                    b,
                    "<td{class}>{}</td>",
                    esc(&p.map(Point::label).unwrap_or_else(|| "-".into()))
                );
                if p.is_some() {
                    prev = p;
                }
            }
            b.push_str("</tr>\n");
        }
        b.push_str("</table>\n");
    }
    if !t.disagreements.is_empty() {
        b.push_str("<h2>Same version, different families</h2><table><tr><th>case</th><th>version</th><th>one</th><th>other</th></tr>\n");
        for d in &t.disagreements {
            let _ = writeln!(
                b,
                "<tr><td>{}</td><td>{}</td><td>{}: {}</td><td>{}: {}</td></tr>",
                esc(&d.case),
                esc(&d.version),
                esc(&d.left.0),
                esc(&d.left.1.label()),
                esc(&d.right.0),
                esc(&d.right.1.label())
            );
        }
        b.push_str("</table>\n");
    }
    b.push_str("<h2>Documented changes</h2><table><tr><th>row</th><th>change</th><th>version</th><th>family</th><th>in these results</th></tr>\n");
    for (d, fam, c) in &t.checks {
        let _ = writeln!(
            b,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&d.row),
            esc(&d.what),
            esc(&d.version.to_string()),
            esc(fam),
            esc(&check_text(c, &d.version).replace("**", ""))
        );
    }
    b.push_str("</table>\n</body></html>\n");
    b
}

/// Writes `timeline.md` and `timeline.html` into `out`.
pub fn write(results: &ResultsFile, documented: &[Documented], out: &Path) -> std::io::Result<()> {
    let mut t = Timeline::build(results, documented);
    // The constructs' part (`construct.rs`): changes grouped by construct, observations included.
    let view = super::construct::View::build(results, documented);
    // A documented change that judged results alone cannot show (each side of the version is
    // another case's range) shows through the constructs' observations.
    for (d, fam, check) in &mut t.checks {
        if matches!(check, Check::ShowsAt { .. } | Check::ShowsAcross { .. }) {
            continue;
        }
        let shown: Vec<&super::construct::Change> = view
            .constructs
            .iter()
            .flat_map(|r| r.changes.iter())
            .filter(|c| &c.family == fam && c.documented.as_ref().is_some_and(|x| x.row == d.row))
            .collect();
        if let Some(c) = shown.first() {
            *check = if c.exact && c.at == d.version.major_minor() {
                Check::ShowsAt { cases: shown.len() }
            } else {
                match (Version::parse(&c.before), Version::parse(&c.at)) {
                    (Ok(from), Ok(to)) => Check::ShowsAcross {
                        cases: shown.len(),
                        from,
                        to,
                    },
                    _ => Check::ShowsAt { cases: shown.len() },
                }
            };
        }
    }
    let md = markdown(&t) + "\n" + &super::construct::timeline_markdown(&view, documented);
    std::fs::write(out.join("timeline.md"), md)?;
    let by_construct = super::construct::timeline_html(&view).map_err(std::io::Error::other)?;
    let page = html(&t);
    let page = match page.strip_suffix("</body></html>\n") {
        Some(head) => format!("{head}{by_construct}</body></html>\n"),
        None => page,
    };
    std::fs::write(out.join("timeline.html"), page)
}

/// HTML-escapes text for the timeline page (the same five characters the templates escape).
fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            _ => o.push(c),
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annotation::Severity;
    use crate::diagnostic::Diagnostic;
    use crate::outcome::Outcome;
    use crate::results::Machine;
    use crate::results::Phase;

    fn tc(family: &str, version: &str) -> ToolchainInfo {
        let v = Version::parse(version).unwrap();
        ToolchainInfo {
            id: format!("{family}-{version}"),
            name: format!("{family}-{}", v.major_minor()),
            family: family.into(),
            version: v,
            path: None,
            features: vec![],
            host_compiler: None,
            max_phase: Phase::Compile,
            cuda: None,
        }
    }

    /// A revision's errors are in its file: `a/b#c++14`'s file is `a/b.cu`.
    #[test]
    fn a_revisions_errors_are_in_its_own_file() {
        let t = tc("nvcc", "13.5.37");
        let mut r = result("a/b#c++14", &t, Status::Fail, &[3]);
        r.revision = Some("c++14".into());
        for d in &mut r.outcome.as_mut().unwrap().diagnostics {
            d.file = Some("/r/cases/a/b.cu".into());
        }
        let p = Point::of(&r);
        assert_eq!(p.error_lines.iter().copied().collect::<Vec<_>>(), [3]);
        assert!(!p.errors_elsewhere);
    }

    fn result(case: &str, tc: &ToolchainInfo, judged: Status, error_lines: &[u32]) -> CaseResult {
        let outcome = Outcome {
            diagnostics: error_lines
                .iter()
                .map(|l| Diagnostic {
                    file: Some(format!("/r/cases/{case}.cu")),
                    line: Some(*l),
                    column: None,
                    severity: Severity::Error,
                    tool: "cudafe".into(),
                    code: None,
                    message: "e".into(),
                })
                .collect(),
            ..Default::default()
        };
        CaseResult {
            case: case.into(),
            revision: None,
            toolchain: tc.id.clone(),
            section: "I.4.9".into(),
            clause: "c".into(),
            verdict: None,
            phase: Some(Phase::Compile),
            status: judged,
            judged,
            mismatches: vec![],
            remarks: vec![],
            deviation: None,
            deviation_kind: None,
            range: Default::default(),
            duration_ms: 1,
            outcome: Some(outcome),
            observation: None,
            witness: None,
        }
    }

    fn file(tcs: Vec<ToolchainInfo>, results: Vec<CaseResult>) -> ResultsFile {
        ResultsFile {
            schema_version: 1,
            tool: "t".into(),
            suite_commit: None,
            started_at: "2026-11-25T00:00:00Z".into(),
            duration_ms: 0,
            interrupted: false,
            merged: None,
            machine: Machine {
                hostname: "h".into(),
                gpu: None,
                arch: "sm_90".into(),
            },
            toolchains: tcs,
            shard: None,
            results,
            cases: Default::default(),
            clauses: Default::default(),
            holes: None,
            includes: Default::default(),
        }
    }

    fn doc(row: &str, version: &str, prefix: &str) -> Documented {
        Documented {
            row: row.into(),
            what: "w".into(),
            version: Version::parse(version).unwrap(),
            families: cuda_families(),
            cases: vec![prefix.into()],
        }
    }

    /// nvrtc 12.0, 12.1, 12.4: a parameter-size case flips at 12.1, a steady case never moves,
    /// another case only moves its error line at 12.4.
    fn series() -> ResultsFile {
        let v: Vec<ToolchainInfo> = ["12.0.140", "12.1.105", "12.4.127"]
            .iter()
            .map(|v| tc("nvrtc", v))
            .collect();
        let mut rs = Vec::new();
        for (i, t) in v.iter().enumerate() {
            let s = if i == 0 { Status::Fail } else { Status::Pass };
            rs.push(result(
                "functions/param-size/big",
                t,
                s,
                if i == 0 { &[7] } else { &[] },
            ));
            rs.push(result("functions/steady", t, Status::Pass, &[]));
            rs.push(result(
                "rtti/moves",
                t,
                Status::Pass,
                if i == 2 { &[5] } else { &[4] },
            ));
        }
        file(v, rs)
    }

    #[test]
    fn a_change_shows_at_its_first_version() {
        let t = Timeline::build(&series(), &[]);
        assert_eq!(t.series.len(), 1);
        let s = &t.series[0];
        assert_eq!(s.compared, 3);
        assert_eq!(s.moving.len(), 2);
        let big = s.moving.iter().find(|m| m.case.ends_with("big")).unwrap();
        assert_eq!(big.first, "nvrtc-12.1");
        assert!(big.status_changes);
        let lines = s.moving.iter().find(|m| m.case == "rtti/moves").unwrap();
        assert_eq!(lines.first, "nvrtc-12.4");
        assert!(!lines.status_changes);
        assert!(!s.moving.iter().any(|m| m.case == "functions/steady"));
        let md = markdown(&t);
        assert!(
            md.contains(
                "| `functions/param-size/big` | I.4.9 | nvrtc-12.1 | fail [7] | pass | pass |"
            ),
            "{md}"
        );
        assert!(md.contains("nvrtc-12.4 (lines)"));
    }

    #[test]
    fn documented_changes_are_checked_at_their_version() {
        let docs = vec![
            doc("A26", "12.1", "functions/param-size/"),
            doc("X", "12.3", "functions/param-size/"),
            doc("Y", "12.4", "functions/steady"),
            doc("Z", "13.0", "functions/"),
        ];
        let t = Timeline::build(&series(), &docs);
        let get = |row: &str| {
            t.checks
                .iter()
                .find(|(d, f, _)| d.row == row && f == "nvrtc")
                .map(|(_, _, c)| c.clone())
                .unwrap()
        };
        assert_eq!(get("A26"), Check::ShowsAt { cases: 1 });
        // 12.3 did not run; the case changed 12.0 -> 12.1, not across 12.3.
        assert_eq!(get("X"), Check::DoesNotShow { cases: 1 });
        assert_eq!(get("Y"), Check::DoesNotShow { cases: 1 });
        assert_eq!(get("Z"), Check::NotCovered);
        // nvcc has no series here.
        assert!(t
            .checks
            .iter()
            .any(|(d, f, c)| d.row == "A26" && f == "nvcc" && *c == Check::NotCovered));
        // The param-size change is documented; the line move in rtti is not.
        assert_eq!(
            t.undocumented,
            vec![("nvrtc".into(), "rtti/moves".into(), "nvrtc-12.4".into())]
        );
    }

    #[test]
    fn a_change_across_an_unrun_version_says_so() {
        let mut r = series();
        r.toolchains.remove(1);
        r.results.retain(|x| x.toolchain != "nvrtc-12.1.105");
        let t = Timeline::build(&r, &[doc("A26", "12.1", "functions/param-size/")]);
        let c = &t.checks.iter().find(|(_, f, _)| f == "nvrtc").unwrap().2;
        assert_eq!(
            *c,
            Check::ShowsAcross {
                cases: 1,
                from: Version::parse("12.0.140").unwrap(),
                to: Version::parse("12.4.127").unwrap()
            }
        );
    }

    #[test]
    fn nvcc_and_nvrtc_disagreements_at_the_same_version() {
        let (n, r, r2) = (
            tc("nvcc", "13.5.37"),
            tc("nvrtc", "13.5.37"),
            tc("nvrtc", "13.4.92"),
        );
        let rs = vec![
            result("a/differs", &n, Status::Fail, &[3]),
            result("a/differs", &r, Status::Pass, &[]),
            result("a/same", &n, Status::Pass, &[]),
            result("a/same", &r, Status::Pass, &[]),
            // Another version of nvrtc: not compared with nvcc 13.5.
            result("a/other", &n, Status::Pass, &[]),
            result("a/other", &r2, Status::Fail, &[]),
        ];
        let t = Timeline::build(&file(vec![n, r, r2], rs), &[]);
        assert_eq!(t.disagreements.len(), 1);
        assert_eq!(t.disagreements[0].case, "a/differs");
        assert_eq!(t.disagreements[0].version, "13.5");
        assert!(markdown(&t).contains("| `a/differs` | 13.5 | fail [3] | pass |"));
        assert!(html(&t).contains("a/differs"));
    }

    #[test]
    fn unsupported_versions_are_not_changes() {
        let v: Vec<ToolchainInfo> = ["14.0.6", "20.1.0"]
            .iter()
            .map(|v| tc("clang", v))
            .collect();
        let rs = vec![
            result("x/y", &v[0], Status::Unsupported, &[]),
            result("x/y", &v[1], Status::Pass, &[]),
        ];
        let t = Timeline::build(&file(v, rs), &[]);
        assert_eq!(t.series[0].compared, 0);
        assert!(t.series[0].moving.is_empty());
    }

    #[test]
    fn a_timeline_of_one_version_per_family_says_why_it_is_empty() {
        let v = vec![tc("nvcc", "13.5.0"), tc("clang", "20.1.0")];
        let rs = vec![
            result("x/y", &v[0], Status::Pass, &[]),
            result("x/y", &v[1], Status::Pass, &[]),
        ];
        let t = Timeline::build(&file(v, rs), &[]);
        assert!(t.series.is_empty());
        let page = html(&t);
        assert!(
            page.contains("No family has results from two versions or more"),
            "{page}"
        );
        assert!(markdown(&t).contains("No family has results from two versions or more"));
    }

    #[test]
    fn the_committed_documented_changes_file_loads() {
        let p =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../reports/matrix/documented-changes.yaml");
        let docs = load_documented(&p).unwrap();
        assert!(docs
            .iter()
            .any(|d| d.row == "A26" && d.version == Version::parse("12.1").unwrap()));
        let bad = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(bad.path(), "changes:\n  - row: A1\n    wat: 1\n").unwrap();
        let e = load_documented(bad.path()).unwrap_err();
        assert!(e.contains(&bad.path().display().to_string()), "{e}");
    }
}
