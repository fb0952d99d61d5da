//! Upstream-ready bug reports: one per deviation group that blames a toolchain, written for the
//! toolchain's own tracker (NVIDIA's for nvcc and NVRTC, LLVM's for clang), as Markdown to paste
//! and JSON to process, with an HTML index.
//!
//! A group is the deviations of one tracker's families on one clause with one kind (accepts
//! invalid code, rejects valid code, diagnoses at the wrong place, misbehaves at run time,
//! crashes): one rule broken one way is one bug, however many cases show it. Its reproducer is
//! the group's smallest case among those that still deviate on the newest version that deviates
//! (an engineer reproduces on the current release), shown without the suite's frontmatter, its
//! line numbers and the diagnostics renumbered to match, with the suite's headers it includes and
//! the command as it ran, the machine's paths taken out. Everything comes from the results file.

use super::section_key;
use crate::expectation::{infer_kind, DeviationKind};
use crate::results::{CaseInfo, CaseResult, ClauseInfo, Phase, ResultsFile};
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The kinds that blame the toolchain, and so make a bug report. `warns-only`, `missing-warning`
/// (a diagnostic's strength), `toolchain-limit` (a build lacking a part) and `timeout` (a slow
/// machine as likely as a slow compiler) do not.
pub const REPORTED: [DeviationKind; 5] = [
    DeviationKind::AcceptsInvalid,
    DeviationKind::RejectsValid,
    DeviationKind::WrongPlace,
    DeviationKind::Runtime,
    DeviationKind::Crash,
];

/// One bug report.
#[derive(Debug, Clone, Serialize)]
pub struct BugReport {
    /// File stem: `nvidia-accepts-invalid-managed.const-qualified`.
    pub id: String,
    /// Where to file it: `NVIDIA`, `LLVM`, or the family's own name for another toolchain.
    pub tracker: String,
    pub title: String,
    pub kind: DeviationKind,
    pub clause: String,
    pub section: String,
    pub reproducer: Reproducer,
    pub expected: Expected,
    pub observed: Observed,
    /// The deviating families, each with the versions run.
    pub affected: Vec<FamilyVersions>,
    /// The other families run on the group's cases.
    pub others: Vec<FamilyVersions>,
    /// Every trial of the group, the reproducer's first.
    pub cases: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Reproducer {
    pub case: String,
    pub description: String,
    /// The file name the source is shown under: the case's own (`example.cu`).
    pub file: String,
    /// The case's source without the suite's frontmatter.
    pub source: String,
    /// Lines removed from the top: the case's line N is the reproducer's line N - offset.
    pub line_offset: u32,
    /// Headers of the suite it includes, (name as included, text).
    pub headers: Vec<(String, String)>,
    /// The toolchain whose run is shown, and the host compiler it drove, when known.
    pub toolchain: String,
    pub host_compiler: Option<String>,
    /// The build (and run) commands, paths of this machine replaced by names.
    pub commands: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Expected {
    pub clause_kind: String,
    pub clause_text: String,
    pub reading: Option<String>,
    /// The guide edition the text is from, and the CUDA versions it holds for.
    pub edition: String,
    /// What the reproducer must do: `error at line 5`, `builds without error`, `prints "1 2"`.
    pub lines: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Observed {
    /// `exit status 0`, the signal, or a timeout, of the step that ended the build or the run.
    pub result: String,
    /// The diagnostics the toolchain printed, renumbered to the reproducer.
    pub diagnostics: Vec<String>,
    /// The judgement's mismatches, renumbered.
    pub mismatches: Vec<String>,
    /// The program's output, for a run.
    pub run_output: Option<String>,
}

/// One family's versions on the group's cases.
#[derive(Debug, Clone, Serialize)]
pub struct FamilyVersions {
    pub family: String,
    /// Version -> what it did on the group's cases: `deviates (3 of 4)`, `conforms`, `not
    /// judged (outside the rule's CUDA range)`, `deviates otherwise (rejects-valid)`.
    pub versions: Vec<(String, String)>,
    pub first_seen: Option<String>,
    pub last_seen: Option<String>,
}

/// The tracker a family's bugs go to; `None` for the suite's own checker, which is no upstream
/// toolchain.
pub fn tracker(family: &str) -> Option<String> {
    match family {
        "nvcc" | "nvrtc" => Some("NVIDIA".into()),
        "clang" => Some("LLVM".into()),
        "checker" => None,
        other => Some(other.to_string()),
    }
}

/// The kind a deviating result has: the recorded one, else inferred from its judgement as
/// `bless` would; `None` when the result does not deviate.
pub fn kind_of(r: &CaseResult) -> Option<DeviationKind> {
    if !matches!(r.judged, Status::Fail | Status::Crash | Status::Timeout) {
        return None;
    }
    Some(r.deviation_kind.unwrap_or_else(|| {
        let capped_before_link = r.phase.is_some_and(|p| p >= Phase::Link)
            && r.outcome
                .as_ref()
                .and_then(|o| o.attempted)
                .is_some_and(|a| a < Phase::Link);
        infer_kind(
            r.verdict,
            r.judged,
            &r.mismatches,
            r.deviation.as_deref(),
            capped_before_link,
        )
    }))
}

/// Every report the results file gives, ordered by tracker, section, clause and kind.
pub fn reports(results: &ResultsFile) -> Vec<BugReport> {
    let tcs: BTreeMap<&str, &ToolchainInfo> = results
        .toolchains
        .iter()
        .map(|t| (t.id.as_str(), t))
        .collect();
    // (tracker, clause, kind) -> deviating results.
    let mut groups: BTreeMap<(String, String, DeviationKind), Vec<&CaseResult>> = BTreeMap::new();
    for r in &results.results {
        let Some(tc) = tcs.get(r.toolchain.as_str()) else {
            continue;
        };
        let (Some(tr), Some(k)) = (tracker(&tc.family), kind_of(r)) else {
            continue;
        };
        if REPORTED.contains(&k) {
            groups.entry((tr, r.clause.clone(), k)).or_default().push(r);
        }
    }
    let mut out: Vec<BugReport> = groups
        .into_iter()
        .filter_map(|((tr, clause, kind), devs)| report(results, &tcs, tr, clause, kind, &devs))
        .collect();
    out.sort_by(|a, b| {
        (
            &a.tracker,
            section_key(&a.section),
            &a.clause,
            a.kind.as_str(),
        )
            .cmp(&(
                &b.tracker,
                section_key(&b.section),
                &b.clause,
                b.kind.as_str(),
            ))
    });
    out
}

/// Families in the order a reader expects: the compiler driver before the library, then by name.
fn family_rank(f: &str) -> (u8, &str) {
    (
        match f {
            "nvcc" => 0,
            "clang" => 1,
            "nvrtc" => 2,
            _ => 3,
        },
        f,
    )
}

/// The case text without the `/*--- ... ---*/` frontmatter that opens it, and how many lines
/// that removed.
pub fn strip_frontmatter(source: &str) -> (String, u32) {
    let mut rest = source;
    if rest.starts_with("/*---") {
        if let Some(end) = rest.find("---*/") {
            let after = &rest[end + 5..];
            rest = after.strip_prefix('\n').unwrap_or(after);
        }
    }
    // A leading comment block about the suite itself (a generated case's "do not edit" notice)
    // says nothing of the bug.
    loop {
        let line_end = rest.find('\n').map(|i| i + 1).unwrap_or(rest.len());
        let line = &rest[..line_end];
        let suite_note = line.trim_start().starts_with("//")
            && (line.contains("cuconform") || line.contains("cargo run"));
        if !suite_note || line_end == 0 {
            break;
        }
        rest = &rest[line_end..];
    }
    let removed = source.len() - rest.len();
    let lines = source[..removed].matches('\n').count() as u32;
    (rest.to_string(), lines)
}

fn report(
    results: &ResultsFile,
    tcs: &BTreeMap<&str, &ToolchainInfo>,
    tracker: String,
    clause: String,
    kind: DeviationKind,
    devs: &[&CaseResult],
) -> Option<BugReport> {
    let version = |id: &str| tcs.get(id).map(|t| t.version.clone());
    let family = |id: &str| tcs.get(id).map(|t| t.family.clone()).unwrap_or_default();
    // The reproducer's toolchain: the newest deviating version of the first family in reading
    // order; its case: the smallest deviating there.
    let lead_family = devs
        .iter()
        .map(|r| family(&r.toolchain))
        .min_by(|a, b| family_rank(a).cmp(&family_rank(b)))?;
    let newest = devs
        .iter()
        .filter(|r| family(&r.toolchain) == lead_family)
        .filter_map(|r| version(&r.toolchain).map(|v| (v, r.toolchain.clone())))
        .max()?;
    let size = |r: &CaseResult| {
        results
            .cases
            .get(&r.case)
            .map(|c| strip_frontmatter(&c.source).0.trim().len())
            .unwrap_or(usize::MAX)
    };
    let repro_result = devs
        .iter()
        .filter(|r| r.toolchain == newest.1)
        .min_by(|a, b| (size(a), &a.case).cmp(&(size(b), &b.case)))?;
    let info = results.cases.get(&repro_result.case);
    let clause_info = results.clauses.get(&clause);
    let mut reproducer = reproducer(results, repro_result, info);
    reproducer.host_compiler = tcs
        .get(repro_result.toolchain.as_str())
        .and_then(|t| t.host_compiler.clone());
    let off = reproducer.line_offset;
    let group_cases: BTreeSet<&str> = devs.iter().map(|r| r.case.as_str()).collect();
    let mut cases: Vec<String> = vec![repro_result.case.clone()];
    cases.extend(
        group_cases
            .iter()
            .filter(|c| **c != repro_result.case)
            .map(|c| c.to_string()),
    );
    let deviating_families: BTreeSet<String> = devs.iter().map(|r| family(&r.toolchain)).collect();
    let (affected, others) = versions(results, tcs, &group_cases, kind, &deviating_families);
    let section = repro_result.section.clone();
    let observed = observed(repro_result, &reproducer);
    // A rejection with no error in the reproducer's own file: the errors are all in code the
    // toolchain generated or in its own headers.
    let confined = kind == DeviationKind::WrongPlace
        && !observed.diagnostics.is_empty()
        && !observed
            .diagnostics
            .iter()
            .any(|d| d.starts_with(&format!("{}(", reproducer.file)));
    let title = title(&affected, kind, confined, clause_info, info, &section);
    let id = format!(
        "{}-{}-{}",
        tracker.to_lowercase(),
        kind.as_str(),
        clause.replace(['/', ' '], "-")
    );
    Some(BugReport {
        id,
        tracker,
        title,
        kind,
        clause: clause.clone(),
        section: section.clone(),
        expected: expected(clause_info, repro_result, info, off, &section),
        observed,
        reproducer,
        affected,
        others,
        cases,
    })
}

fn reproducer(results: &ResultsFile, r: &CaseResult, info: Option<&CaseInfo>) -> Reproducer {
    let case_path = r.case.split('#').next().unwrap_or(&r.case);
    let file = format!("{}.cu", case_path.rsplit('/').next().unwrap_or(case_path));
    let (source, line_offset) = info
        .map(|c| strip_frontmatter(&c.source))
        .unwrap_or_default();
    // The suite's headers it includes: beside the case first, then `include/`, as the run found
    // them (`results::local_includes`).
    static INCLUDE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"(?m)^\s*#\s*include\s*"([^"]+)""#).expect("valid regex")
    });
    let dir = case_path.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
    let headers = INCLUDE
        .captures_iter(&source)
        .filter_map(|m| {
            let name = m[1].to_string();
            let beside = if dir.is_empty() {
                name.clone()
            } else {
                format!("{dir}/{name}")
            };
            results
                .includes
                .get(&beside)
                .or_else(|| results.includes.get(&format!("include/{name}")))
                .map(|t| (name, t.clone()))
        })
        .collect();
    let commands = r
        .outcome
        .as_ref()
        .map(|o| o.steps.iter().map(|s| command(&s.command, &file)).collect())
        .unwrap_or_default();
    Reproducer {
        case: r.case.clone(),
        description: info.map(|c| c.description.clone()).unwrap_or_default(),
        file,
        source,
        line_offset,
        headers,
        toolchain: r.toolchain.clone(),
        host_compiler: None,
        commands,
    }
}

/// A step's command as a reader runs it: the program by its name, the case by `file`, the
/// suite's include folder as `.` (the headers sit beside the reproducer), a work folder's files by
/// their names. NVRTC's steps are library calls, written `nvrtc-V OPTIONS NAME` by the harness.
pub fn command(cmd: &str, file: &str) -> String {
    let Some(words) = shlex::split(cmd) else {
        return cmd.to_string();
    };
    let stem = file.trim_end_matches(".cu");
    let mut out: Vec<String> = Vec::new();
    for (i, word) in words.iter().enumerate() {
        // A path glued to its option (`-I/x/include`, `--include-path=/x`): map the path part.
        let (prefix, w) = match word.find('/') {
            Some(at) if i > 0 && at > 0 && word.starts_with('-') => word.split_at(at),
            _ => ("", word.as_str()),
        };
        let w = &w.to_string();
        let base = w.rsplit('/').next().unwrap_or(w);
        let mapped = if i == 0 {
            if let Some(v) = w
                .strip_prefix("nvrtc-")
                .filter(|_| word.starts_with("nvrtc-"))
            {
                format!("nvrtcCompileProgram (NVRTC {v}) with options:")
            } else {
                base.to_string()
            }
        } else if w.ends_with("/include") && w.starts_with('/') {
            ".".to_string()
        } else if w.starts_with('/') && base == file {
            file.to_string()
        } else if w.starts_with('/') {
            // A work folder's file: keep its name, named after the case where the harness named
            // it after the translation unit.
            base.replace("tu1", stem).to_string()
        } else if w.ends_with(".cu") && base == file {
            file.to_string()
        } else {
            w.clone()
        };
        out.push(format!("{prefix}{mapped}"));
    }
    // NVRTC's line ends with the program's name, which is no option.
    if out
        .first()
        .is_some_and(|w| w.starts_with("nvrtcCompileProgram"))
        && out.len() > 1
        && out.last().is_some_and(|w| w == file)
    {
        out.pop();
    }
    // Quoted as the harness wrote them (`process::render`): only words a shell would split; the
    // NVRTC heading is prose, never quoted.
    out.iter()
        .enumerate()
        .map(|(i, w)| {
            if i > 0
                && (w.is_empty() || w.contains(|c: char| c.is_whitespace() || "'\"$\\".contains(c)))
            {
                format!("'{}'", w.replace('\'', r"'\''"))
            } else {
                w.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The guide editions `CHANGES.md` names by tag, spelled out for a reader outside the suite.
const EDITIONS: [(&str, &str); 7] = [
    ("L12.9", "CUDA C++ Programming Guide (Legacy), CUDA 12.9"),
    ("G13", "CUDA Programming Guide, CUDA 13"),
    ("FA", "CUDA Features Archive"),
    ("RN13.2", "CUDA 13.2 Release Notes"),
    (
        "BLOG-121",
        "NVIDIA blog, CUDA 12.1 Supports Large Kernel Parameters",
    ),
    ("NVRTC-H", "nvrtc.h, nvrtcCompileProgram options"),
    ("NVCC-HELP", "nvcc --help"),
];

fn spell_source(s: &str) -> String {
    // The suite's own cross-reference (`(CHANGES.md A22; ...)`) means nothing upstream.
    static CHANGES: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\s*\(CHANGES\.md[^)]*\)").expect("valid regex")
    });
    let mut out = CHANGES.replace_all(s, "").trim().to_string();
    for (tag, name) in EDITIONS {
        // Whole tags only: `G13 §5.3` and `(G13)`, never the `13` of another word.
        let re = regex::Regex::new(&format!(r"\b{}\b", regex::escape(tag))).expect("valid regex");
        out = re.replace_all(&out, name).into_owned();
    }
    out
}

fn edition(clause: Option<&ClauseInfo>, section: &str) -> String {
    let seed = if section.starts_with('D') {
        "CUDA C++ Programming Guide, CUDA 11.6 edition, Appendix D (CUDA Dynamic Parallelism)"
    } else if section.starts_with('B') {
        "CUDA C++ Programming Guide, CUDA 11.x edition, Appendix B (C++ Language Extensions)"
    } else {
        "CUDA C++ Programming Guide, CUDA 11.x edition, Appendix I (C++ Language Support)"
    };
    let Some(range) = clause.map(|c| &c.range) else {
        return format!("{seed}, §{section}");
    };
    let mut s = match &range.since {
        Some(b) => format!(
            "{} (the rule holds from CUDA {}; §{section} of the suite's numbering)",
            spell_source(b.source.as_deref().unwrap_or("")),
            b.version
        ),
        None => format!("{seed}, §{section}"),
    };
    if let Some(u) = &range.until {
        s.push_str(&format!(
            "; it holds until CUDA {} ({})",
            u.version,
            spell_source(u.source.as_deref().unwrap_or(""))
        ));
    }
    s
}

/// `text` with every absolute path replaced: the case's by the reproducer's name, any other by
/// its file name.
fn depath(text: &str, case_file: &str, repro: &str) -> String {
    static PATH: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?:/[\w.+-]+)+/([\w.+-]+)").expect("valid regex")
    });
    PATH.replace_all(text, |c: &regex::Captures| {
        if c[0].ends_with(case_file) {
            repro.to_string()
        } else {
            c[1].to_string()
        }
    })
    .into_owned()
}

fn renumber_line(line: u32, off: u32) -> u32 {
    line.saturating_sub(off)
}

/// `line N` in a mismatch, renumbered to the reproducer.
fn renumber_text(s: &str, off: u32) -> String {
    static LINE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b(lines?) (\d+(?:, \d+)*)\b").expect("valid regex")
    });
    LINE.replace_all(s, |c: &regex::Captures| {
        let ns: Vec<String> = c[2]
            .split(", ")
            .map(|n| renumber_line(n.parse().unwrap_or(0), off).to_string())
            .collect();
        format!("{} {}", &c[1], ns.join(", "))
    })
    .into_owned()
}

fn expected(
    clause: Option<&ClauseInfo>,
    r: &CaseResult,
    info: Option<&CaseInfo>,
    off: u32,
    section: &str,
) -> Expected {
    let mut lines: Vec<String> = Vec::new();
    let verdict = r.verdict.map(|v| v.to_string()).unwrap_or_default();
    if let Some(c) = info {
        let how = if verdict == "ndr" {
            "allowed"
        } else {
            "required"
        };
        // A group (`expect-error-any(NAME)`) asks for one diagnostic at any of its lines.
        let mut groups: BTreeMap<&str, Vec<&crate::results::ExpectedLine>> = BTreeMap::new();
        for e in &c.expected {
            let pat = |e: &crate::results::ExpectedLine| {
                e.pattern
                    .as_deref()
                    .map(|p| format!(" matching /{p}/"))
                    .unwrap_or_default()
            };
            match &e.group {
                Some(g) => {
                    let members = groups.entry(g.as_str()).or_default();
                    if members.is_empty() {
                        lines.push(format!("\u{0}group:{g}"));
                    }
                    members.push(e);
                }
                None => lines.push(format!(
                    "{} at line {} ({how}){}",
                    e.what,
                    renumber_line(e.line, off),
                    pat(e)
                )),
            }
        }
        for l in lines.iter_mut() {
            if let Some(g) = l.strip_prefix("\u{0}group:") {
                let members = &groups[g];
                let at: Vec<String> = members
                    .iter()
                    .map(|e| renumber_line(e.line, off).to_string())
                    .collect();
                *l = format!(
                    "one {} at any of lines {} ({how})",
                    members[0].what,
                    at.join(", ")
                );
            }
        }
        if let Some(run) = &c.run {
            let mut s = format!("the program exits with status {}", run.exit);
            if let Some(o) = &run.stdout {
                s.push_str(&format!(" and prints {:?}", o));
            }
            if let Some(o) = &run.stdout_regex {
                s.push_str(&format!(" and prints output matching /{o}/"));
            }
            lines.push(s);
        }
    }
    let phase = r.phase.map(|p| p.to_string()).unwrap_or("compile".into());
    let summary = match verdict.as_str() {
        "ok" => format!("the code is valid: it must {phase} with no error"),
        "ub" => format!("the code must {phase} with no error (its run-time behaviour is undefined)"),
        "error" => "the code is ill-formed: it must be rejected with an error at the lines below"
            .to_string(),
        "ndr" => "ill-formed, no diagnostic required: the toolchain may accept the code, or reject it at the lines below only".to_string(),
        "diagnose" => "the construct must be diagnosed (an error or a warning) at the lines below".to_string(),
        _ => String::new(),
    };
    if !summary.is_empty() {
        lines.insert(0, summary);
    }
    Expected {
        clause_kind: clause.map(|c| c.kind.clone()).unwrap_or_default(),
        clause_text: clause.map(|c| c.text.clone()).unwrap_or_default(),
        reading: clause.and_then(|c| c.reading.clone()),
        edition: edition(clause, section),
        lines,
    }
}

fn observed(r: &CaseResult, repro: &Reproducer) -> Observed {
    let off = repro.line_offset;
    let case_file = format!("{}.cu", r.case.split('#').next().unwrap_or(&r.case));
    let Some(o) = &r.outcome else {
        return Observed {
            result: "no outcome recorded".into(),
            diagnostics: vec![],
            mismatches: r.mismatches.iter().map(|m| renumber_text(m, off)).collect(),
            run_output: None,
        };
    };
    let last = o.abnormal_step().or(o.steps.last());
    let result = match last {
        Some(s) => {
            use crate::process::Exit;
            let how = match &s.exit {
                Exit::Code(0) => "succeeded (exit status 0)".to_string(),
                Exit::Code(c) => format!("failed (exit status {c})"),
                Exit::Signal(n) => format!("was killed by signal {n}"),
                Exit::Timeout => "ran past its deadline".to_string(),
                Exit::SpawnFailed(w) => format!("could not start: {w}"),
                Exit::MemoryCap(w) => format!("ran out of memory under the cap: {w}"),
            };
            format!("The {} step {how}.", s.phase)
        }
        None => "No build step ran.".into(),
    };
    let diagnostics = o
        .diagnostics
        .iter()
        .map(|d| {
            let ours = d
                .file
                .as_deref()
                .is_some_and(|f| f.ends_with(&case_file) || f.ends_with(&repro.file));
            let file = match d.file.as_deref() {
                Some(_) if ours => repro.file.clone(),
                Some(f) => f.rsplit('/').next().unwrap_or(f).to_string(),
                None => String::new(),
            };
            let line = d.line.map(|l| if ours { renumber_line(l, off) } else { l });
            let at = match line {
                Some(l) if !file.is_empty() => format!("{file}({l}): "),
                _ if !file.is_empty() => format!("{file}: "),
                _ => String::new(),
            };
            format!(
                "{at}{}: {}",
                serde_json::to_value(d.severity)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                d.message
            )
        })
        .collect();
    let run_output = o.run.as_ref().map(|run| {
        let mut s = run.stdout.clone();
        if !run.stderr.is_empty() {
            s.push_str(&run.stderr);
        }
        s
    });
    // The judgement's "unexpected error: <diagnostic>" repeats a line shown above; the rest
    // (missing errors, an accepted build) is said once, with this machine's paths taken out.
    let repeated = r
        .mismatches
        .iter()
        .filter(|m| m.starts_with("unexpected error"))
        .count();
    let mut mismatches: Vec<String> = r
        .mismatches
        .iter()
        .filter(|m| !m.starts_with("unexpected error"))
        .map(|m| depath(&renumber_text(m, off), &case_file, &repro.file))
        .collect();
    if repeated > 0 {
        mismatches.push(format!(
            "{repeated} error(s) where none is allowed (the diagnostics above)"
        ));
    }
    Observed {
        result,
        diagnostics,
        mismatches,
        run_output,
    }
}

/// Per family, what each version did on the group's cases: the deviating families (with first
/// and last versions seen deviating this way) and the others.
fn versions(
    results: &ResultsFile,
    tcs: &BTreeMap<&str, &ToolchainInfo>,
    cases: &BTreeSet<&str>,
    kind: DeviationKind,
    deviating: &BTreeSet<String>,
) -> (Vec<FamilyVersions>, Vec<FamilyVersions>) {
    // family -> version -> (this kind, other kind, conforms, not judged)
    let mut per: BTreeMap<String, BTreeMap<crate::version::Version, [usize; 4]>> = BTreeMap::new();
    let mut why_not: BTreeMap<(String, crate::version::Version), BTreeSet<String>> =
        BTreeMap::new();
    let mut other_kinds: BTreeMap<(String, crate::version::Version), BTreeSet<&str>> =
        BTreeMap::new();
    for r in &results.results {
        if !cases.contains(r.case.as_str()) {
            continue;
        }
        let Some(tc) = tcs.get(r.toolchain.as_str()) else {
            continue;
        };
        if tc.family == "checker" {
            continue;
        }
        let slot = match kind_of(r) {
            Some(k) if k == kind => 0,
            Some(other) => {
                other_kinds
                    .entry((tc.family.clone(), tc.version.clone()))
                    .or_default()
                    .insert(other.as_str());
                1
            }
            None if matches!(r.judged, Status::Pass | Status::NotRun) => 2,
            None => 3,
        };
        if slot == 3 {
            // Why it was not judged, in the run's words (the first remark).
            if let Some(why) = r.remarks.first() {
                // Its line numbers are of that case, not of the reproducer: left out.
                static AT_LINE: std::sync::LazyLock<regex::Regex> =
                    std::sync::LazyLock::new(|| {
                        regex::Regex::new(r" at lines? \d+(?:, \d+)*").expect("valid regex")
                    });
                let why = AT_LINE.replace_all(why, "");
                let why: String = why.chars().take(140).collect();
                why_not
                    .entry((tc.family.clone(), tc.version.clone()))
                    .or_default()
                    .insert(why);
            }
        }
        per.entry(tc.family.clone())
            .or_default()
            .entry(tc.version.clone())
            .or_insert([0; 4])[slot] += 1;
    }
    let mut affected = Vec::new();
    let mut others = Vec::new();
    let mut fams: Vec<_> = per.into_iter().collect();
    fams.sort_by(|a, b| family_rank(&a.0).cmp(&family_rank(&b.0)));
    for (family, vs) in fams {
        let mut rows = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        for (v, [this, other, ok, skip]) in &vs {
            let mut parts = Vec::new();
            if *this > 0 {
                parts.push(format!("deviates ({this} of {})", this + other + ok + skip));
                seen.push(v.to_string());
            }
            if *other > 0 {
                let kinds: Vec<&str> = other_kinds
                    .get(&(family.clone(), v.clone()))
                    .map(|k| k.iter().copied().collect())
                    .unwrap_or_default();
                parts.push(format!(
                    "deviates otherwise ({}) on {other}",
                    kinds.join(", ")
                ));
            }
            if *ok > 0 {
                parts.push(format!("conforms on {ok}"));
            }
            if *skip > 0 {
                let why: Vec<String> = why_not
                    .get(&(family.clone(), v.clone()))
                    .map(|w| w.iter().take(2).cloned().collect())
                    .unwrap_or_default();
                parts.push(if why.is_empty() {
                    format!("not judged on {skip}")
                } else {
                    format!("not judged on {skip} ({})", why.join("; "))
                });
            }
            rows.push((v.to_string(), parts.join("; ")));
        }
        let fv = FamilyVersions {
            family: family.clone(),
            versions: rows,
            first_seen: seen.first().cloned(),
            last_seen: seen.last().cloned(),
        };
        if deviating.contains(&family) {
            affected.push(fv);
        } else {
            others.push(fv);
        }
    }
    (affected, others)
}

fn kind_phrase(k: DeviationKind) -> &'static str {
    match k {
        DeviationKind::AcceptsInvalid => "accepts code the guide says must be rejected",
        DeviationKind::RejectsValid => "rejects code the guide allows",
        DeviationKind::WrongPlace => "diagnoses the error at the wrong place",
        DeviationKind::Runtime => "wrong run-time behaviour",
        DeviationKind::Crash => "crashes",
        _ => k.as_str(),
    }
}

fn title(
    affected: &[FamilyVersions],
    kind: DeviationKind,
    confined: bool,
    clause: Option<&ClauseInfo>,
    info: Option<&CaseInfo>,
    section: &str,
) -> String {
    let who: Vec<String> = affected
        .iter()
        .map(|f| {
            let name = match f.family.as_str() {
                "nvcc" => "nvcc",
                "nvrtc" => "NVRTC",
                "clang" => "clang",
                o => o,
            };
            // Minor versions in a title: a tracker's readers name releases so.
            let mm = |v: &String| {
                crate::version::Version::parse(v)
                    .map(|v| v.major_minor())
                    .unwrap_or_else(|_| v.clone())
            };
            match (f.first_seen.as_ref().map(mm), f.last_seen.as_ref().map(mm)) {
                (Some(a), Some(b)) if a != b => format!("{name} {a}–{b}"),
                (Some(a), _) => format!("{name} {a}"),
                _ => name.to_string(),
            }
        })
        .collect();
    // The rule, in the guide's words when its first sentence is short enough for a title; else
    // what the reproducer does. (A case's description states its claim -- "... is rejected" --
    // which reads wrong after "accepts code the guide says must be rejected".)
    // For valid code rejected, the rule is the restriction the code stays clear of, and the
    // description (what the code does) says more.
    let ill_formed = matches!(
        kind,
        DeviationKind::AcceptsInvalid | DeviationKind::WrongPlace
    );
    let rule = clause
        .filter(|_| ill_formed)
        .map(|c| c.text.trim())
        .and_then(|t| t.split(". ").next())
        .map(|s| s.trim_end_matches('.'))
        .filter(|s| !s.is_empty() && s.chars().count() <= 110);
    let what = rule
        .map(str::to_string)
        .or_else(|| {
            info.map(|c| {
                let d = c.description.trim().trim_end_matches('.');
                // The description's first sentence, cut at a word near 110 characters.
                let first = d.split(". ").next().unwrap_or(d);
                if first.chars().count() <= 110 {
                    first.to_string()
                } else {
                    let cut: String = first.chars().take(110).collect();
                    format!("{}…", cut.rsplit_once(' ').map(|(a, _)| a).unwrap_or(&cut))
                }
            })
        })
        .unwrap_or_default();
    let phrase = if confined {
        "rejects ill-formed code only with errors in its own generated code, none at the offending line"
    } else {
        kind_phrase(kind)
    };
    format!(
        "[{}] {phrase} — CUDA guide §{section}: {what}",
        who.join(", ")
    )
}

fn fence(lang: &str, body: &str) -> String {
    // A fence longer than any backtick run in the body, so the body cannot close it.
    let longest = body.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let f = "`".repeat(longest.max(2) + 1);
    format!("{f}{lang}\n{}\n{f}\n", body.trim_end_matches('\n'))
}

/// The report as Markdown, to paste into the tracker.
pub fn markdown(b: &BugReport, suite_commit: Option<&str>) -> String {
    let mut s = String::new();
    s.push_str(&format!("# {}\n\n", b.title));
    let r = &b.reproducer;
    s.push_str(&format!(
        "**Kind:** {} · **Rule:** CUDA guide §{} (cuconform clause `{}`) · **Shown with:** {}\n\n",
        b.kind,
        b.section,
        b.clause,
        match &r.host_compiler {
            Some(h) => format!("{} (host compiler {h})", r.toolchain),
            None => r.toolchain.clone(),
        }
    ));
    if !r.description.is_empty() {
        s.push_str(&format!("{}\n\n", r.description.trim()));
    }
    s.push_str("## Reproducer\n\n");
    s.push_str(&format!("`{}`:\n\n", r.file));
    s.push_str(&fence("cuda", &r.source));
    for (name, text) in &r.headers {
        s.push_str(&format!("\n`{name}` (beside `{}`):\n\n", r.file));
        s.push_str(&fence("cuda", text));
    }
    if !r.commands.is_empty() {
        // NVRTC's steps are library calls, not a shell command.
        let nvrtc = r
            .commands
            .iter()
            .any(|c| c.starts_with("nvrtcCompileProgram"));
        if nvrtc {
            s.push_str(&format!(
                "\nCompiled with NVRTC (`nvrtcCreateProgram` on the source named `{}`, then `nvrtcCompileProgram`):\n\n",
                r.file
            ));
        } else {
            s.push_str("\nCommand:\n\n");
        }
        s.push_str(&fence(
            if nvrtc { "text" } else { "sh" },
            &r.commands.join("\n"),
        ));
    }
    s.push_str("\n## Expected\n\n");
    for l in b.expected.clause_text.lines() {
        s.push_str(&format!("> {l}\n"));
    }
    s.push_str(&format!("\n— {}\n\n", b.expected.edition));
    if let Some(rd) = &b.expected.reading {
        s.push_str(&format!("How the suite reads the rule: {rd}\n\n"));
    }
    for l in &b.expected.lines {
        s.push_str(&format!("- {l}\n"));
    }
    s.push_str("\n## Observed\n\n");
    s.push_str(&format!("{}\n\n", b.observed.result));
    if b.observed.diagnostics.is_empty() {
        s.push_str("No diagnostic.\n\n");
    } else {
        s.push_str(&fence("text", &b.observed.diagnostics.join("\n")));
        s.push('\n');
    }
    if let Some(o) = &b.observed.run_output {
        s.push_str("Program output:\n\n");
        s.push_str(&fence("text", if o.is_empty() { "(none)" } else { o }));
        s.push('\n');
    }
    if !b.observed.mismatches.is_empty() {
        s.push_str("Against the expectation:\n\n");
        for m in &b.observed.mismatches {
            s.push_str(&format!("- {m}\n"));
        }
        s.push('\n');
    }
    s.push_str(
        "## Affected versions\n\n| toolchain | version | on this group's cases |\n|---|---|---|\n",
    );
    for f in &b.affected {
        for (v, what) in &f.versions {
            s.push_str(&format!("| {} | {v} | {what} |\n", f.family));
        }
    }
    for f in &b.affected {
        if let (Some(a), Some(z)) = (&f.first_seen, &f.last_seen) {
            s.push_str(&format!(
                "\n{}: first seen in {a}, last seen in {z} (of the versions run).",
                f.family
            ));
        }
    }
    s.push_str("\n\n## Other toolchains\n\n");
    if b.others.is_empty() {
        s.push_str("No other toolchain was run on these cases.\n");
    } else {
        s.push_str("| toolchain | version | on this group's cases |\n|---|---|---|\n");
        for f in &b.others {
            for (v, what) in &f.versions {
                s.push_str(&format!("| {} | {v} | {what} |\n", f.family));
            }
        }
    }
    if b.cases.len() > 1 {
        s.push_str(&format!(
            "\n## Also seen in\n\n{} other test case(s) of the same rule:\n\n",
            b.cases.len() - 1
        ));
        for c in &b.cases[1..] {
            s.push_str(&format!("- `{c}`\n"));
        }
    }
    s.push_str(&format!(
        "\n---\nFound by the cuconform conformance suite{}.\n",
        suite_commit
            .map(|c| format!(" (commit {})", &c[..c.len().min(12)]))
            .unwrap_or_default()
    ));
    s
}

/// Writes `bugs/<id>.md`, `bugs/<id>.json` and `bugs/index.html` into `out`; the number of files.
pub fn write(results: &ResultsFile, out: &Path) -> Result<usize, super::Error> {
    let all = reports(results);
    let dir = out.join("bugs");
    std::fs::create_dir_all(&dir)?;
    for b in &all {
        std::fs::write(
            dir.join(format!("{}.md", b.id)),
            markdown(b, results.suite_commit.as_deref()),
        )?;
        std::fs::write(
            dir.join(format!("{}.json", b.id)),
            serde_json::to_vec_pretty(b).map_err(std::io::Error::other)?,
        )?;
    }
    let env = super::html::templates();
    let page = env.get_template("bugs.html").and_then(|t| {
        t.render(minijinja::context! {
            title => "bug reports",
            bugs => minijinja::Value::from(minijinja::value::Serde(&all)),
        })
    })?;
    std::fs::write(dir.join("index.html"), page)?;
    Ok(2 * all.len() + 1)
}
