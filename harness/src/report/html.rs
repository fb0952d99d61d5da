//! The HTML report: one static folder, no server, no external assets.
//!
//! Every string that comes from a compiler, a program, a case or a results file goes through
//! [`esc`]: a diagnostic containing `<script>` must show as text.

use super::{Counts, Model};
use crate::annotation::Severity;
use crate::results::CaseResult;
use crate::verdict::Status;
use std::fmt::Write as _;
use std::path::Path;

/// Escapes text for HTML element content and quoted attribute values.
pub fn esc(s: &str) -> String {
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

/// The file name of a case's page.
pub fn case_file(id: &str) -> String {
    format!("{}.html", id.replace('/', "__"))
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

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{CSS}</style><script>{JS}</script></head><body>\n{body}\n</body></html>\n",
        esc(title)
    )
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

fn cell(c: Option<&Counts>, col: &str) -> String {
    let Some(c) = c else {
        return format!("<td data-col=\"{}\"></td>", esc(col));
    };
    let pct = c
        .conformance()
        .map(|p| format!("<span class=\"pct\">{p:.0}%</span> "))
        .unwrap_or_default();
    let parts: Vec<String> = Status::ALL
        .iter()
        .filter(|s| c.get(**s) > 0)
        .map(|s| {
            format!(
                "<span class=\"{}\">{}&nbsp;{}</span>",
                s.as_str(),
                c.get(*s),
                short(*s)
            )
        })
        .collect();
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
    format!(
        "<td class=\"{class}\" data-col=\"{}\">{pct}{}</td>",
        esc(col),
        parts.join(" / ")
    )
}

fn status_cell(r: Option<&&CaseResult>, col: &str) -> String {
    match r {
        Some(r) => format!(
            "<td class=\"{}\" data-col=\"{}\" title=\"{}\">{}</td>",
            r.status.as_str(),
            esc(col),
            esc(r
                .mismatches
                .first()
                .map(|m| m.lines().next().unwrap_or(""))
                .unwrap_or("")),
            r.status.as_str()
        ),
        None => format!("<td data-col=\"{}\"></td>", esc(col)),
    }
}

/// Writes `index.html` and one page per case; returns the number of files.
pub fn write(m: &Model, out: &Path) -> std::io::Result<usize> {
    std::fs::write(out.join("index.html"), index(m))?;
    let dir = out.join("cases");
    std::fs::create_dir_all(&dir)?;
    let mut n = 1;
    for (id, per) in &m.by_case {
        std::fs::write(dir.join(case_file(id)), case_page(m, id, per))?;
        n += 1;
    }
    Ok(n)
}

fn index(m: &Model) -> String {
    let r = m.results;
    let mut b = String::new();
    let _ = write!(b, "<h1>cuconform compatibility report</h1>");
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
    let _ = write!(
        b,
        "<p>Suite commit <code>{}</code>, run {} on {} (GPU: {}), {} results, {}.{}</p>",
        esc(r.suite_commit.as_deref().unwrap_or("unknown")),
        esc(&r.started_at),
        esc(&r.machine.hostname),
        esc(&gpu),
        r.results.len(),
        esc(&time),
        if r.interrupted {
            " <strong>The run was interrupted: these are the results finished before it.</strong>"
        } else {
            ""
        }
    );
    b.push_str("<h2>Toolchains</h2><table><tr><th>id</th><th>family</th><th>host compiler</th><th>max phase</th><th>conformance</th><th>counts</th></tr>");
    for t in &m.toolchains {
        let c = m.totals.get(&t.id);
        let _ = write!(
            b,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>{}<td>{}</td></tr>",
            esc(&t.id),
            esc(&t.family),
            esc(t.host_compiler.as_deref().unwrap_or("")),
            t.max_phase,
            cell(c, &t.id),
            c.map(|c| c.total()).unwrap_or(0)
        );
    }
    b.push_str("</table>");

    // The matrix.
    b.push_str("<h2 id=\"matrix\">Matrix: spec sections x toolchains</h2><p>Click a section to show its clauses. Cells: conformance (pass + xpass over the cases judged, that is, not unsupported, not run for want of a GPU, or invalid), then the count of each outcome.</p><table id=\"matrix-table\"><tr><th>section / clause</th>");
    for t in &m.toolchains {
        let _ = write!(b, "<th data-col=\"{}\">{}</th>", esc(&t.id), esc(&t.name));
    }
    b.push_str("</tr>");
    for s in m.sections() {
        let _ = write!(
            b,
            "<tbody><tr class=\"sec\" onclick=\"toggle(this)\"><td>{}</td>",
            esc(s)
        );
        for t in &m.toolchains {
            b.push_str(&cell(m.by_section[s].get(&t.id), &t.id));
        }
        b.push_str("</tr>");
        for (clause, per) in &m.by_clause[s] {
            let title = m
                .results
                .clauses
                .get(clause)
                .map(|c| c.text.as_str())
                .unwrap_or("");
            let _ = write!(
                b,
                "<tr class=\"clause\"><td title=\"{}\">{}</td>",
                esc(title),
                esc(clause)
            );
            for t in &m.toolchains {
                b.push_str(&cell(per.get(&t.id), &t.id));
            }
            b.push_str("</tr>");
        }
        b.push_str("</tbody>");
    }
    b.push_str("</table>");

    // Cases with filters.
    let mut tops: Vec<String> = m
        .sections()
        .iter()
        .map(|s| s.split('.').take(3).collect::<Vec<_>>().join("."))
        .collect();
    tops.dedup();
    b.push_str("<h2 id=\"cases-h\">Cases</h2><div class=\"filters\">text <input id=\"f-text\" oninput=\"applyFilters()\"> section <select id=\"f-section\" onchange=\"applyFilters()\"><option value=\"\">all</option>");
    for s in &tops {
        let _ = write!(b, "<option>{}</option>", esc(s));
    }
    b.push_str("</select> toolchain <select id=\"f-toolchain\" onchange=\"applyFilters()\"><option value=\"\">all</option>");
    for t in &m.toolchains {
        let _ = write!(
            b,
            "<option value=\"{}\">{}</option>",
            esc(&t.id),
            esc(&t.id)
        );
    }
    b.push_str("</select> outcome <select id=\"f-status\" onchange=\"applyFilters()\"><option value=\"\">any</option>");
    for s in Status::ALL {
        let _ = write!(b, "<option>{}</option>", s.as_str());
    }
    let _ = write!(
        b,
        "</select> <span id=\"shown\">{}</span> shown</div>",
        m.by_case.len()
    );
    b.push_str("<table id=\"cases\"><thead><tr><th>case</th><th>section</th><th>verdict</th>");
    for t in &m.toolchains {
        let _ = write!(b, "<th data-col=\"{}\">{}</th>", esc(&t.id), esc(&t.name));
    }
    b.push_str("</tr></thead><tbody>");
    for (id, per) in &m.by_case {
        let any = per.values().next().unwrap();
        let statuses: Vec<String> = per
            .iter()
            .map(|(t, r)| format!("{}={}", t, r.status.as_str()))
            .collect();
        let verdict = any
            .verdict
            .map(|v| format!("{v:?}").to_lowercase())
            .unwrap_or_default();
        let _ = write!(
            b,
            "<tr data-section=\"{}\" data-statuses=\"{}\" data-text=\"{}\"><td><a href=\"cases/{}\">{}</a></td><td>{}</td><td>{}</td>",
            esc(&any.section),
            esc(&statuses.join(" ")),
            esc(&format!("{id} {} {}", any.clause, any.mismatches.join(" ")).to_lowercase()),
            esc(&case_file(id)),
            esc(id),
            esc(&any.section),
            verdict
        );
        for t in &m.toolchains {
            b.push_str(&status_cell(per.get(&t.id), &t.id));
        }
        b.push_str("</tr>");
    }
    b.push_str("</tbody></table>");

    // Disagreements.
    let _ = write!(b, "<h2 id=\"disagreements\">Disagreements ({})</h2><p>Cases judged differently by different toolchains: candidates for regressions and spec gaps. For a version series, the first version whose outcome changed.</p><table><tr><th>case</th><th>statuses</th><th>first change</th></tr>", m.disagreements.len());
    for d in &m.disagreements {
        let st: Vec<String> = d
            .statuses
            .iter()
            .map(|(t, s)| {
                format!(
                    "<span class=\"{}\">{}: {}</span>",
                    s.as_str(),
                    esc(t),
                    s.as_str()
                )
            })
            .collect();
        let fc = d
            .first_change
            .as_ref()
            .map(|(a, c)| format!("{} &rarr; {}", esc(a), esc(c)))
            .unwrap_or_default();
        let _ = write!(
            b,
            "<tr><td><a href=\"cases/{}\">{}</a></td><td>{}</td><td>{}</td></tr>",
            esc(&case_file(&d.case)),
            esc(&d.case),
            st.join(" "),
            fc
        );
    }
    b.push_str("</table>");

    // Coverage holes.
    match m.holes {
        Some(holes) => {
            let _ = write!(
                b,
                "<h2 id=\"holes\">Coverage holes ({})</h2><ul>",
                holes.len()
            );
            for h in holes {
                let _ = write!(b, "<li>{}</li>", esc(&h.to_string()));
            }
            b.push_str("</ul>");
        }
        None => b.push_str(
            "<h2 id=\"holes\">Coverage holes</h2><p>Not recorded (a results file older than schema 4).</p>",
        ),
    }

    // History.
    if !m.history.is_empty() {
        b.push_str("<h2 id=\"history\">History</h2><table><tr><th>run</th><th>commit</th>");
        for t in &m.toolchains {
            let _ = write!(b, "<th>{}</th>", esc(&t.name));
        }
        b.push_str("</tr>");
        let current = (
            m.results.started_at.clone(),
            m.results.suite_commit.clone(),
            m.totals.clone(),
        );
        for (when, commit, counts) in m.history.iter().chain(std::iter::once(&current)) {
            let _ = write!(
                b,
                "<tr><td>{}</td><td>{}</td>",
                esc(when),
                esc(commit.as_deref().unwrap_or(""))
            );
            for t in &m.toolchains {
                b.push_str(&cell(counts.get(&t.id), &t.id));
            }
            b.push_str("</tr>");
        }
        let _ = write!(
            b,
            "</table><h3>Changed since the previous run ({})</h3><ul>",
            m.changes.len()
        );
        for c in &m.changes {
            let _ = write!(
                b,
                "<li><a href=\"cases/{}\">{}</a> on {}: <span class=\"{}\">{}</span> &rarr; <span class=\"{}\">{}</span></li>",
                esc(&case_file(&c.case)),
                esc(&c.case),
                esc(&c.toolchain),
                c.before.as_str(),
                c.before.as_str(),
                c.after.as_str(),
                c.after.as_str()
            );
        }
        b.push_str("</ul>");
    }
    page("cuconform report", &b)
}

fn case_page(m: &Model, id: &str, per: &std::collections::BTreeMap<String, &CaseResult>) -> String {
    let mut b = String::new();
    let any = per.values().next().unwrap();
    let case = m.results.cases.get(id);
    let _ = write!(
        b,
        "<p><a href=\"../index.html\">&larr; report</a></p><h1>{}</h1>",
        esc(id)
    );
    if let (Some(c), Some(verdict), Some(phase)) = (case, any.verdict, any.phase) {
        let _ = write!(
            b,
            "<p>{}</p><p>Section {} &middot; clause <code>{}</code> &middot; verdict <b>{}</b> &middot; phase {}</p>",
            esc(&c.description),
            esc(&any.section),
            esc(&any.clause),
            format!("{verdict:?}").to_lowercase(),
            phase
        );
    } else {
        let _ = write!(
            b,
            "<p>Section {} &middot; clause <code>{}</code></p>",
            esc(&any.section),
            esc(&any.clause)
        );
    }
    // The CUDA versions the rule holds for, with the sources of its bounds.
    let range = &any.range;
    let _ = write!(b, "<p>Holds for CUDA <b>{}</b>", esc(&range.to_string()));
    for (what, bound) in [("since", &range.since), ("until", &range.until)] {
        if let Some(bd) = bound {
            let _ = write!(
                b,
                " &middot; {what} {} ({})",
                esc(&bd.version.to_string()),
                esc(bd.source.as_deref().unwrap_or("the case's own bound"))
            );
        }
    }
    b.push_str("</p>");
    if let Some(cl) = m.results.clauses.get(&any.clause) {
        let _ = write!(
            b,
            "<h2>Clause</h2><p><b>{}</b>: {}</p>",
            esc(&cl.kind),
            esc(&cl.text)
        );
        if let Some(r) = &cl.reading {
            let _ = write!(b, "<p><i>Reading:</i> {}</p>", esc(r));
        }
    }
    if let Some(c) = case {
        b.push_str("<h2>Source</h2><pre class=\"src\">");
        for (i, line) in c.source.lines().enumerate() {
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
            let class = if exp.is_empty() {
                ""
            } else {
                " class=\"expect\""
            };
            let mark = if exp.is_empty() {
                String::new()
            } else {
                format!("   &lArr; expected {}", exp.join(", "))
            };
            let _ = write!(b, "<span{class}>{n:>4}  {}{mark}</span>", esc(line));
        }
        b.push_str("</pre>");
        if let Some(run) = &c.run {
            let want = run
                .stdout
                .as_deref()
                .map(|s| format!("stdout exactly:\n{s}"))
                .or(run
                    .stdout_regex
                    .as_deref()
                    .map(|s| format!("stdout matching /{s}/")))
                .unwrap_or_default();
            let _ = write!(
                b,
                "<h2>Expected at run time</h2><pre>exit status {}\n{}</pre>",
                run.exit,
                esc(&want)
            );
        }
    }
    b.push_str("<h2>Toolchains</h2><div class=\"cols\">");
    for t in &m.toolchains {
        let Some(r) = per.get(&t.id) else { continue };
        let _ = write!(
            b,
            "<div><h3>{} &mdash; <span class=\"{}\">{}</span></h3>",
            esc(&t.id),
            r.status.as_str(),
            r.status.as_str()
        );
        if let Some(d) = &r.deviation {
            let kind = r
                .deviation_kind
                .map(|k| format!(" ({k})"))
                .unwrap_or_default();
            let _ = write!(b, "<p>Recorded deviation{}: {}</p>", esc(&kind), esc(d));
        }
        if !r.mismatches.is_empty() {
            b.push_str("<p>Departures from the spec:</p><ul>");
            for mm in &r.mismatches {
                let _ = write!(b, "<li><pre>{}</pre></li>", esc(mm));
            }
            b.push_str("</ul>");
        }
        for rm in &r.remarks {
            let _ = write!(b, "<p>{}</p>", esc(rm));
        }
        if let Some(o) = &r.outcome {
            // Expected vs reported diagnostics, side by side.
            if let Some(c) = case {
                b.push_str("<table><tr><th>expected</th><th>reported</th></tr><tr><td>");
                for a in &c.expected {
                    let hit = o.diagnostics.iter().any(|d| a.satisfied_by(d));
                    let _ = write!(
                        b,
                        "<div class=\"{}\">{} at line {}{}</div>",
                        if hit { "matched" } else { "missing" },
                        a.what,
                        a.line,
                        if hit { " &#10003;" } else { " (missing)" }
                    );
                }
                b.push_str("</td><td>");
                for d in &o.diagnostics {
                    let expected = c.expected.iter().any(|a| a.satisfied_by(d));
                    let class = if expected {
                        "matched"
                    } else if d.severity == Severity::Error {
                        "unexpected"
                    } else {
                        ""
                    };
                    let _ = write!(b, "<div class=\"{class}\">{}</div>", esc(&d.to_string()));
                }
                b.push_str("</td></tr></table>");
            }
            for s in &o.steps {
                let _ = write!(
                    b,
                    "<p>{} step, {}:</p><pre>$ {}\n{}</pre>",
                    s.phase,
                    esc(&crate::verdict::describe_exit(&s.exit)),
                    esc(&s.command),
                    esc(&crate::outcome::clip(&s.output, 4096))
                );
            }
            if let Some(run) = &o.run {
                let _ = write!(
                    b,
                    "<p>Program {} in {} ms.</p><pre>stdout:\n{}\nstderr:\n{}</pre>",
                    esc(&crate::verdict::describe_exit(&run.exit)),
                    run.duration_ms,
                    esc(&run.stdout),
                    esc(&run.stderr)
                );
                if let Some(s) = &run.sanitizer {
                    let _ = write!(b, "<p>compute-sanitizer:</p><pre>{}</pre>", esc(s));
                }
            }
        }
        b.push_str("</div>");
    }
    b.push_str("</div>");
    page(id, &b)
}
