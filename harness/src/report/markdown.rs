//! A short Markdown summary for CI job summaries and pull requests.

use super::Model;
use crate::verdict::Status;
use std::fmt::Write as _;

/// Markdown table cells must not break the table.
fn cell(s: &str) -> String {
    s.replace('|', "\\|")
        .replace('\n', " ")
        .replace('<', "&lt;")
}

/// Agreement with the spec per section: `conforming/judged` for each toolchain, so a reader sees
/// where a toolchain deviates without opening the HTML report. Unsupported cases are left out of
/// the denominator (a compile-only toolchain is not blamed for the run cases it cannot judge).
fn section_table(b: &mut String, m: &Model) {
    let sections = m.sections();
    if sections.is_empty() || m.toolchains.is_empty() {
        return;
    }
    b.push_str("\n### By section (conforming / judged)\n\n| section |");
    for t in &m.toolchains {
        let _ = write!(b, " {} |", cell(&t.id));
    }
    b.push_str("\n|---|");
    for _ in &m.toolchains {
        b.push_str("---|");
    }
    b.push('\n');
    for s in sections {
        let _ = write!(b, "| {} |", cell(s));
        for t in &m.toolchains {
            match m.by_section[s].get(&t.id) {
                Some(c) if c.judged() > 0 => {
                    let ok = c.get(Status::Pass) + c.get(Status::Xpass);
                    let _ = write!(b, " {ok}/{} |", c.judged());
                }
                _ => b.push_str(" - |"),
            }
        }
        b.push('\n');
    }
}

/// Recorded deviations met in the run (`xfail`), by kind and toolchain.
fn kind_table(b: &mut String, m: &Model) {
    use crate::expectation::DeviationKind;
    let mut per: std::collections::BTreeMap<
        &str,
        std::collections::BTreeMap<DeviationKind, usize>,
    > = Default::default();
    for r in &m.results.results {
        if let (Status::Xfail, Some(k)) = (r.status, r.deviation_kind) {
            *per.entry(&r.toolchain).or_default().entry(k).or_default() += 1;
        }
    }
    if per.is_empty() {
        return;
    }
    b.push_str(
        "
### Recorded deviations by kind (xfail)

| toolchain |",
    );
    for k in DeviationKind::ALL {
        let _ = write!(b, " {k} |");
    }
    b.push_str(
        "
|---|",
    );
    for _ in DeviationKind::ALL {
        b.push_str("---|");
    }
    b.push('\n');
    for (t, counts) in per {
        let _ = write!(b, "| {} |", cell(t));
        for k in DeviationKind::ALL {
            let _ = write!(b, " {} |", counts.get(&k).copied().unwrap_or(0));
        }
        b.push('\n');
    }
}

pub fn render(m: &Model) -> String {
    let mut b = String::from("## cuconform results\n\n");
    let _ = writeln!(
        b,
        "Suite `{}`, {} results, GPU: {}.\n",
        m.results
            .suite_commit
            .as_deref()
            .map(|c| &c[..c.len().min(12)])
            .unwrap_or("unknown"),
        m.results.results.len(),
        m.results
            .machine
            .gpu
            .as_ref()
            .map(|g| cell(&g.name))
            .unwrap_or("none".into())
    );
    if m.results.interrupted {
        b.push_str("**The run was interrupted**: these are the results finished before it.\n\n");
    }
    b.push_str("| toolchain | conformance |");
    for s in Status::ALL {
        let _ = write!(b, " {} |", s.as_str());
    }
    b.push_str("\n|---|---|");
    for _ in Status::ALL {
        b.push_str("---|");
    }
    b.push('\n');
    for t in &m.toolchains {
        let Some(c) = m.totals.get(&t.id) else {
            continue;
        };
        let _ = write!(
            b,
            "| {} | {} |",
            cell(&t.id),
            c.conformance()
                .map(|p| format!("{p:.1}%"))
                .unwrap_or("-".into())
        );
        for s in Status::ALL {
            let _ = write!(b, " {} |", c.get(s));
        }
        b.push('\n');
    }
    section_table(&mut b, m);
    kind_table(&mut b, m);
    b.push_str(&super::witness::markdown(m.results));
    b.push_str(&super::consensus::markdown(&super::consensus::of_results(
        m.results,
    )));
    let unexpected: Vec<_> = m
        .results
        .results
        .iter()
        .filter(|r| r.status.is_unexpected())
        .collect();
    if unexpected.is_empty() {
        b.push_str("\nNo unexpected results.\n");
    } else {
        let _ = writeln!(b, "\n### Unexpected results ({})\n", unexpected.len());
        for r in unexpected.iter().take(30) {
            // A stale entry has no mismatch: its remark says why it is news.
            let why = r
                .mismatches
                .first()
                .or(r.remarks.last())
                .map(|s| s.lines().next().unwrap_or(""))
                .unwrap_or("");
            let range = if r.range.is_open() {
                String::new()
            } else {
                format!(" (rule holds for CUDA {})", r.range)
            };
            let _ = writeln!(
                b,
                "- **{}** `{}` on `{}`{}: {}",
                r.status.as_str(),
                cell(&r.case),
                cell(&r.toolchain),
                cell(&range),
                cell(why)
            );
        }
        if unexpected.len() > 30 {
            let _ = writeln!(b, "- ... and {} more", unexpected.len() - 30);
        }
    }
    if !m.disagreements.is_empty() {
        let _ = writeln!(b, "\n{} cases are judged differently by different toolchains (see the report's disagreement view).", m.disagreements.len());
    }
    b
}
