//! The HTML report: one static folder, no server, no external assets.
//!
//! The pages are minijinja templates (`templates/`, compiled into the binary) filled from
//! plain view structs built here. Templates named `*.html` are auto-escaped: every string that
//! comes from a compiler, a program, a case or a results file is text, so a diagnostic containing
//! `<script>` shows as text. Only the report's own CSS and JS are marked `safe`.

use super::{Counts, Model};
use crate::annotation::Severity;
use crate::results::CaseResult;
use crate::verdict::Status;
use minijinja::{context, Environment, Value};
use serde::Serialize;
use std::path::Path;

/// The file name of a case's page. A revision's `#` would start a URL's fragment in a link, so
/// it becomes `~` (`a__b~c++14.html`), which no case path contains.
pub fn case_file(id: &str) -> String {
    format!("{}.html", id.replace('/', "__").replace('#', "~"))
}

const CSS: &str = r#"
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
th{background:#f4f4f4;position:sticky;top:0}
.pass,.xpass{background:#d9f2d9}.fail,.crash,.timeout,.invalid{background:#f8d0d0}.xfail{background:#fbe8c8}.unsupported,.not_run{background:#eee;color:#777}
.pct{font-weight:bold}.sec{cursor:pointer;font-weight:bold}.clause td:first-child{padding-left:2em}.clause{display:none}
.open ~ .clause{display:table-row}
pre{background:#f7f7f7;padding:.5em;overflow-x:auto;white-space:pre-wrap}
.src{counter-reset:l}.src span{display:block}.src span.expect{background:#fff0b3}
.missing{color:#b00}.unexpected{color:#b00}.matched{color:#070}
.filters input,.filters select{margin-right:1em}
.cols{display:flex;gap:1em;flex-wrap:wrap}.cols > div{flex:1 1 30em;min-width:20em}
"#;

const JS: &str = r#"
function toggle(el){el.classList.toggle('open');}
function applyFilters(){
  const text=document.getElementById('f-text').value.toLowerCase();
  const sec=document.getElementById('f-section').value;
  const tc=document.getElementById('f-toolchain').value;
  const st=document.getElementById('f-status').value;
  let shown=0;
  for(const row of document.querySelectorAll('#cases tbody tr')){
    let ok=true;
    if(text && !row.dataset.text.includes(text)) ok=false;
    if(sec && !(row.dataset.section===sec || row.dataset.section.startsWith(sec+'.'))) ok=false;
    if(st){
      const cells=row.dataset.statuses.split(' ');
      ok = ok && cells.some(c=>{const [t,s]=c.split('=');return s===st && (!tc || t===tc);});
    }
    row.style.display=ok?'':'none'; if(ok) shown++;
  }
  for(const col of document.querySelectorAll('[data-col]')){
    col.style.display=(!tc || col.dataset.col===tc)?'':'none';
  }
  document.getElementById('shown').textContent=shown;
}
"#;

pub(super) fn templates() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_syntax(
        minijinja::syntax::SyntaxConfig::builder()
            .trim_blocks(true)
            .lstrip_blocks(true)
            .keep_trailing_newline(true)
            .build()
            .expect("the default delimiters are valid"),
    );
    for (name, text) in [
        ("base.html", include_str!("templates/base.html")),
        ("macros.html", include_str!("templates/macros.html")),
        ("index.html", include_str!("templates/index.html")),
        ("case.html", include_str!("templates/case.html")),
        ("constructs.html", include_str!("templates/constructs.html")),
        ("construct.html", include_str!("templates/construct.html")),
        (
            "timeline-constructs.html",
            include_str!("templates/timeline-constructs.html"),
        ),
        ("witness.html", include_str!("templates/witness.html")),
        ("bugs.html", include_str!("templates/bugs.html")),
    ] {
        env.add_template(name, text)
            .expect("the report's templates parse (tested)");
    }
    env.add_global("css", CSS);
    env.add_global("js", JS);
    env
}

/// View structs go into a context through serde.
fn v<T: Serialize>(t: &T) -> Value {
    Value::from(minijinja::value::Serde(t))
}

fn render(env: &Environment, name: &str, ctx: Value) -> Result<String, minijinja::Error> {
    env.get_template(name).and_then(|t| t.render(ctx))
}

/// Short status labels for matrix cells.
fn short(s: Status) -> &'static str {
    match s {
        Status::Unsupported => "unsup",
        Status::NotRun => "no-gpu",
        Status::Invalid => "inval",
        s => s.as_str(),
    }
}

/// A matrix cell: the toolchain column it belongs to and, when there is anything to count, the
/// counts.
#[derive(Serialize)]
struct Cell {
    col: String,
    counts: Option<CellCounts>,
}

#[derive(Serialize)]
struct CellCounts {
    class: &'static str,
    pct: Option<String>,
    parts: Vec<Part>,
}

#[derive(Serialize)]
struct Part {
    status: &'static str,
    n: usize,
    short: &'static str,
}

fn cell(c: Option<&Counts>, col: &str) -> Cell {
    let counts = c.map(|c| {
        let class = if c.get(Status::Fail)
            + c.get(Status::Crash)
            + c.get(Status::Timeout)
            + c.get(Status::Invalid)
            > 0
        {
            "fail"
        } else if c.get(Status::Xfail) > 0 {
            "xfail"
        } else if c.judged() == 0 {
            "unsupported"
        } else {
            "pass"
        };
        CellCounts {
            class,
            pct: c.conformance().map(|p| format!("{p:.0}")),
            parts: Status::ALL
                .iter()
                .filter(|s| c.get(**s) > 0)
                .map(|s| Part {
                    status: s.as_str(),
                    n: c.get(*s),
                    short: short(*s),
                })
                .collect(),
        }
    });
    Cell {
        col: col.to_string(),
        counts,
    }
}

/// Writes `index.html` and one page per case; returns the number of files.
pub fn write(m: &Model, out: &Path) -> Result<usize, super::Error> {
    let env = templates();
    std::fs::write(out.join("index.html"), index(&env, m)?)?;
    let mut n = 1;
    let witnesses = super::witness::Summary::of(m.results);
    if witnesses.total.trials > 0 {
        let rows: Vec<_> = witnesses
            .rows
            .iter()
            .map(|r| (r, format!("cases/{}", case_file(&r.case))))
            .collect();
        let page = render(
            &env,
            "witness.html",
            context! { title => "ub witnesses", s => v(&witnesses), rows => v(&rows) },
        )?;
        std::fs::write(out.join("witness.html"), page)?;
        n += 1;
    }
    let dir = out.join("cases");
    std::fs::create_dir_all(&dir)?;
    for (id, per) in &m.by_case {
        std::fs::write(dir.join(case_file(id)), case_page(&env, m, id, per)?)?;
        n += 1;
    }
    Ok(n)
}

#[derive(Serialize)]
struct Toolchain<'a> {
    id: &'a str,
    name: &'a str,
    family: &'a str,
    host_compiler: &'a str,
    max_phase: String,
    cell: Cell,
    total: usize,
}

#[derive(Serialize)]
struct Section<'a> {
    name: &'a str,
    cells: Vec<Cell>,
    clauses: Vec<ClauseRow<'a>>,
}

#[derive(Serialize)]
struct ClauseRow<'a> {
    clause: &'a str,
    title: &'a str,
    cells: Vec<Cell>,
}

#[derive(Serialize)]
struct CaseRow<'a> {
    id: &'a str,
    file: String,
    section: &'a str,
    statuses: String,
    text: String,
    verdict: String,
    cells: Vec<StatusCell<'a>>,
}

#[derive(Serialize)]
struct StatusCell<'a> {
    col: &'a str,
    status: Option<&'static str>,
    title: &'a str,
}

#[derive(Serialize)]
struct DisagreementRow<'a> {
    case: &'a str,
    file: String,
    statuses: Vec<ToolchainStatus<'a>>,
    first_change: Option<&'a (String, String)>,
}

#[derive(Serialize)]
struct ToolchainStatus<'a> {
    toolchain: &'a str,
    status: &'static str,
}

#[derive(Serialize)]
struct HistoryRow<'a> {
    when: &'a str,
    commit: &'a str,
    cells: Vec<Cell>,
}

#[derive(Serialize)]
struct ChangeRow<'a> {
    case: &'a str,
    file: String,
    toolchain: &'a str,
    before: &'static str,
    after: &'static str,
}

fn index(env: &Environment, m: &Model) -> Result<String, minijinja::Error> {
    let r = m.results;
    let gpu = r
        .machine
        .gpu
        .as_ref()
        .map(|g| format!("{} (sm_{}, driver {})", g.name, g.compute, g.driver))
        .unwrap_or("none".into());
    let time = match &r.merged {
        Some(mg) => format!(
            "{:.0} s from the first merged file's start to the last one's end ({} files, {:.0} s in all)",
            r.duration_ms as f64 / 1000.0,
            mg.files,
            mg.parts_duration_ms as f64 / 1000.0
        ),
        None => format!("{:.0} s", r.duration_ms as f64 / 1000.0),
    };
    let cells = |counts: &std::collections::BTreeMap<String, Counts>| -> Vec<Cell> {
        m.toolchains
            .iter()
            .map(|t| cell(counts.get(&t.id), &t.id))
            .collect()
    };
    let toolchains: Vec<Toolchain> = m
        .toolchains
        .iter()
        .map(|t| {
            let c = m.totals.get(&t.id);
            Toolchain {
                id: &t.id,
                name: &t.name,
                family: &t.family,
                host_compiler: t.host_compiler.as_deref().unwrap_or(""),
                max_phase: t.max_phase.to_string(),
                cell: cell(c, &t.id),
                total: c.map(|c| c.total()).unwrap_or(0),
            }
        })
        .collect();
    let sections: Vec<Section> = m
        .sections()
        .into_iter()
        .map(|s| Section {
            name: s,
            cells: cells(&m.by_section[s]),
            clauses: m.by_clause[s]
                .iter()
                .map(|(clause, per)| ClauseRow {
                    clause,
                    title: m
                        .results
                        .clauses
                        .get(clause)
                        .map(|c| c.text.as_str())
                        .unwrap_or(""),
                    cells: cells(per),
                })
                .collect(),
        })
        .collect();
    let mut tops: Vec<String> = m
        .sections()
        .iter()
        .map(|s| s.split('.').take(3).collect::<Vec<_>>().join("."))
        .collect();
    tops.dedup();
    let cases: Vec<CaseRow> = m
        .by_case
        .iter()
        .map(|(id, per)| {
            let any = per.values().next().unwrap();
            let statuses: Vec<String> = per
                .iter()
                .map(|(t, r)| format!("{}={}", t, r.status.as_str()))
                .collect();
            CaseRow {
                id,
                file: case_file(id),
                section: &any.section,
                statuses: statuses.join(" "),
                text: format!("{id} {} {}", any.clause, any.mismatches.join(" ")).to_lowercase(),
                verdict: any
                    .verdict
                    .map(|v| format!("{v:?}").to_lowercase())
                    .unwrap_or_default(),
                cells: m
                    .toolchains
                    .iter()
                    .map(|t| {
                        let r = per.get(&t.id);
                        StatusCell {
                            col: &t.id,
                            status: r.map(|r| r.status.as_str()),
                            title: r
                                .and_then(|r| r.mismatches.first())
                                .map(|m| m.lines().next().unwrap_or(""))
                                .unwrap_or(""),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    let disagreements: Vec<DisagreementRow> = m
        .disagreements
        .iter()
        .map(|d| DisagreementRow {
            case: &d.case,
            file: case_file(&d.case),
            statuses: d
                .statuses
                .iter()
                .map(|(t, s)| ToolchainStatus {
                    toolchain: t,
                    status: s.as_str(),
                })
                .collect(),
            first_change: d.first_change.as_ref(),
        })
        .collect();
    // `None`: a results file older than schema 4, which did not record the holes.
    let holes: Option<Vec<String>> = m.holes.map(|hs| hs.iter().map(|h| h.to_string()).collect());
    let history = (!m.history.is_empty()).then(|| {
        let current = (
            m.results.started_at.clone(),
            m.results.suite_commit.clone(),
            m.totals.clone(),
        );
        let runs: Vec<HistoryRow> = m
            .history
            .iter()
            .chain(std::iter::once(&current))
            .map(|(when, commit, counts)| HistoryRow {
                when,
                commit: commit.as_deref().unwrap_or(""),
                cells: cells(counts),
            })
            .collect();
        let changes: Vec<ChangeRow> = m
            .changes
            .iter()
            .map(|c| ChangeRow {
                case: &c.case,
                file: case_file(&c.case),
                toolchain: &c.toolchain,
                before: c.before.as_str(),
                after: c.after.as_str(),
            })
            .collect();
        context! { runs => v(&runs), changes => v(&changes) }
    });
    let statuses: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
    let run = context! {
        commit => r.suite_commit.as_deref().unwrap_or("unknown"),
        started_at => &r.started_at,
        hostname => &r.machine.hostname,
        gpu,
        results => r.results.len(),
        time,
        interrupted => r.interrupted,
    };
    render(
        env,
        "index.html",
        context! {
            title => "cuconform report",
            run,
            toolchains => v(&toolchains),
            sections => v(&sections),
            tops,
            statuses,
            cases => v(&cases),
            disagreements => v(&disagreements),
            consensus => v(&super::consensus::of_results(m.results)),
            holes,
            history,
        },
    )
}

#[derive(Serialize)]
struct SourceLine<'a> {
    number: String,
    text: &'a str,
    expect: String,
}

#[derive(Serialize)]
struct Expected {
    severity: String,
    line: u32,
    hit: bool,
}

#[derive(Serialize)]
struct Reported {
    class: &'static str,
    text: String,
}

#[derive(Serialize)]
struct Step {
    phase: String,
    exit: String,
    command: String,
    output: String,
}

fn case_page(
    env: &Environment,
    m: &Model,
    id: &str,
    per: &std::collections::BTreeMap<String, &CaseResult>,
) -> Result<String, minijinja::Error> {
    let any = per.values().next().unwrap();
    let case = m.results.cases.get(id);
    let case_view = case.map(|c| {
        let lines: Vec<SourceLine> = c
            .source
            .lines()
            .enumerate()
            .map(|(i, line)| {
                let n = i as u32 + 1;
                let exp: Vec<String> = c
                    .expected
                    .iter()
                    .filter(|a| a.line == n)
                    .map(|a| match &a.group {
                        Some(g) => format!("{} (any of group {g})", a.what),
                        None => a.what.clone(),
                    })
                    .collect();
                SourceLine {
                    number: format!("{n:>4}"),
                    text: line,
                    expect: exp.join(", "),
                }
            })
            .collect();
        let run = c.run.as_ref().map(|run| {
            let want = run
                .stdout
                .as_deref()
                .map(|s| format!("stdout exactly:\n{s}"))
                .or(run
                    .stdout_regex
                    .as_deref()
                    .map(|s| format!("stdout matching /{s}/")))
                .unwrap_or_default();
            context! { exit => run.exit, want }
        });
        context! {
            description => &c.description,
            section => &any.section,
            clause => &any.clause,
            verdict => any.verdict.map(|v| format!("{v:?}").to_lowercase()).unwrap_or_default(),
            phase => any.phase.map(|p| p.to_string()).unwrap_or_default(),
            revision => &c.revision,
            std => c.std.as_deref().unwrap_or("the toolchain's default"),
            flags => c.flags.join(" "),
            lines => v(&lines),
            run,
        }
    });
    // The CUDA versions the rule holds for, with the sources of its bounds.
    let range = &any.range;
    let bounds: Vec<Value> = [("since", &range.since), ("until", &range.until)]
        .into_iter()
        .filter_map(|(what, bound)| {
            let bd = bound.as_ref()?;
            Some(context! {
                what,
                version => bd.version.to_string(),
                source => bd.source.as_deref().unwrap_or("the case's own bound"),
            })
        })
        .collect();
    let range_view = context! { text => range.to_string(), bounds };
    let clause_text = m.results.clauses.get(&any.clause).map(|cl| {
        context! {
            kind => &cl.kind,
            text => &cl.text,
            reading => &cl.reading,
        }
    });
    let toolchains: Vec<Value> = m
        .toolchains
        .iter()
        .filter_map(|t| Some((t, per.get(&t.id)?)))
        .map(|(t, r)| {
            let o = r.outcome.as_ref();
            // Expected vs reported diagnostics, side by side.
            let diagnostics = o.zip(case).map(|(o, c)| {
                let expected: Vec<Expected> = c
                    .expected
                    .iter()
                    .map(|a| Expected {
                        severity: a.what.clone(),
                        line: a.line,
                        hit: o.diagnostics.iter().any(|d| a.satisfied_by(d)),
                    })
                    .collect();
                let reported: Vec<Reported> = o
                    .diagnostics
                    .iter()
                    .map(|d| {
                        let expected = c.expected.iter().any(|a| a.satisfied_by(d));
                        Reported {
                            class: if expected {
                                "matched"
                            } else if d.severity == Severity::Error {
                                "unexpected"
                            } else {
                                ""
                            },
                            text: d.to_string(),
                        }
                    })
                    .collect();
                context! { expected => v(&expected), reported => v(&reported) }
            });
            let steps: Vec<Step> = o
                .map(|o| {
                    o.steps
                        .iter()
                        .map(|s| Step {
                            phase: s.phase.to_string(),
                            exit: crate::verdict::describe_exit(&s.exit),
                            command: s.command.clone(),
                            output: crate::outcome::clip(&s.output, 4096).to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            let run = o.and_then(|o| o.run.as_ref()).map(|run| {
                context! {
                    exit => crate::verdict::describe_exit(&run.exit),
                    duration_ms => run.duration_ms,
                    stdout => &run.stdout,
                    stderr => &run.stderr,
                    sanitizer => &run.sanitizer,
                }
            });
            context! {
                id => &t.id,
                status => r.status.as_str(),
                deviation => &r.deviation,
                deviation_kind => r.deviation_kind.map(|k| k.to_string()),
                mismatches => &r.mismatches,
                remarks => &r.remarks,
                witness => v(&r.witness),
                diagnostics,
                steps => v(&steps),
                run,
            }
        })
        .collect();
    render(
        env,
        "case.html",
        context! {
            title => id,
            id,
            case => case_view,
            section => &any.section,
            clause => &any.clause,
            clause_text,
            range => range_view,
            toolchains,
        },
    )
}
