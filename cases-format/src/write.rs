//! Writing a case file: a frontmatter block from [`Frontmatter`] and the code after it.
//!
//! The generator writes its cases through this, so that what it writes is what the parser reads
//! (a round-trip test holds the two together). The output is the corpus's hand-written style:
//! one `key: value` line per key in the order of `cases/README.md`'s table, lists and small
//! maps in flow style (`flags: [-rdc=true]`, `requires: {features: [cdp]}`), `run` as a block,
//! keys at their default value left out. A string is written plain when YAML reads it back as
//! the same string, else double-quoted.
//!
//! ```
//! use cases_format::case::{Frontmatter, Phase, Requires, Verdict};
//! let fm = Frontmatter {
//!     section: "I.4.3.2".into(),
//!     clause: "managed.no-const".into(),
//!     construct: None,
//!     description: "A __managed__ variable shall not have a const-qualified type.".into(),
//!     verdict: Verdict::Error,
//!     phase: Phase::Compile,
//!     std: None,
//!     flags: vec![],
//!     tags: vec!["example".into()],
//!     requires: Requires::default(),
//!     since: None,
//!     until: None,
//!     tus: None,
//!     run: None,
//!     witness: None,
//!     diagnostics: vec![],
//!     note: None,
//!     revisions: None,
//! };
//! let text = cases_format::write::case(&fm, "__managed__ const int y = 1; // expect-error\n");
//! assert!(text.starts_with("/*---\nsection: I.4.3.2\n"));
//! ```

use crate::case::{Frontmatter, Phase, Requires, RevisionsForm, RunSpec, Tool};
use std::fmt::Write as _;

/// The whole file: the frontmatter block, then `body` as given.
pub fn case(meta: &Frontmatter, body: &str) -> String {
    let mut s = frontmatter(meta);
    s.push_str(body);
    s
}

/// The frontmatter block, from `/*---` to `---*/` and its newline.
pub fn frontmatter(m: &Frontmatter) -> String {
    let mut s = String::from("/*---\n");
    let mut line = |k: &str, v: String| {
        let _ = writeln!(s, "{k}: {v}");
    };
    line("section", scalar(&m.section));
    line("clause", scalar(&m.clause));
    if let Some(c) = &m.construct {
        line("construct", scalar(c));
    }
    line("description", scalar(&m.description));
    line("verdict", m.verdict.to_string());
    if m.phase != Phase::Compile {
        line("phase", m.phase.to_string());
    }
    if let Some(std) = m.std {
        line("std", std.to_string());
    }
    if !m.flags.is_empty() {
        line("flags", list(&m.flags));
    }
    if !m.tags.is_empty() {
        line("tags", list(&m.tags));
    }
    if m.requires != Requires::default() {
        line("requires", requires(&m.requires));
    }
    if let Some(v) = &m.since {
        line("since", quoted(&v.to_string()));
    }
    if let Some(v) = &m.until {
        line("until", quoted(&v.to_string()));
    }
    if let Some(n) = m.tus {
        line("tus", n.to_string());
    }
    if let Some(rs) = &m.revisions {
        match rs.form {
            RevisionsForm::List => {
                let names: Vec<String> = rs.names().map(str::to_string).collect();
                line("revisions", list(&names));
            }
            RevisionsForm::Map => {
                s.push_str("revisions:\n");
                for r in &rs.entries {
                    let mut f = Vec::new();
                    if let Some(c) = &r.clause {
                        f.push(format!("clause: {}", flow_scalar(c)));
                    }
                    if let Some(std) = r.std {
                        f.push(format!("std: {std}"));
                    }
                    if !r.flags.is_empty() {
                        f.push(format!("flags: {}", list(&r.flags)));
                    }
                    if let Some(v) = r.verdict {
                        f.push(format!("verdict: {v}"));
                    }
                    if let Some(v) = &r.since {
                        f.push(format!("since: {}", quoted(&v.to_string())));
                    }
                    if let Some(v) = &r.until {
                        f.push(format!("until: {}", quoted(&v.to_string())));
                    }
                    if let Some(n) = &r.note {
                        f.push(format!("note: {}", flow_scalar(n)));
                    }
                    if let Some(w) = &r.witness {
                        f.push(format!("witness: {}", witness_flow(w)));
                    }
                    let _ = writeln!(s, "  {}: {{{}}}", flow_scalar(&r.name), f.join(", "));
                }
            }
        }
    }
    if let Some(r) = &m.run {
        s.push_str("run:\n");
        s.push_str(&run(r));
    }
    if let Some(w) = &m.witness {
        s.push_str(&witness(w));
    }
    if !m.diagnostics.is_empty() {
        s.push_str("diagnostics:\n");
        for d in &m.diagnostics {
            let _ = writeln!(s, "  - severity: {}", d.severity);
            if d.tool != Tool::Any {
                let tool = match d.tool {
                    Tool::Any => "any",
                    Tool::Nvlink => "nvlink",
                    Tool::Ptxas => "ptxas",
                };
                let _ = writeln!(s, "    tool: {tool}");
            }
            let _ = writeln!(s, "    regex: {}", scalar(&d.regex));
        }
    }
    if let Some(n) = &m.note {
        let _ = writeln!(s, "note: {}", scalar(n));
    }
    s.push_str("---*/\n");
    s
}

fn requires(r: &Requires) -> String {
    let mut f = Vec::new();
    if r.gpu {
        f.push("gpu: true".to_string());
    }
    if let Some(c) = r.compute {
        f.push(format!("compute: {c}"));
    }
    if r.rdc {
        f.push("rdc: true".to_string());
    }
    if !r.features.is_empty() {
        f.push(format!("features: {}", list(&r.features)));
    }
    if !r.toolchains.is_empty() {
        f.push(format!("toolchains: {}", list(&r.toolchains)));
    }
    format!("{{{}}}", f.join(", "))
}

fn run(r: &RunSpec) -> String {
    let mut s = String::new();
    if r.exit != 0 {
        let _ = writeln!(s, "  exit: {}", r.exit);
    }
    if let Some(o) = &r.stdout {
        let _ = writeln!(s, "  stdout: {}", quoted(o));
    }
    if let Some(o) = &r.stdout_regex {
        let _ = writeln!(s, "  stdout_regex: {}", scalar(o));
    }
    if !r.args.is_empty() {
        let _ = writeln!(s, "  args: {}", list(&r.args));
    }
    if let Some(t) = r.timeout {
        let _ = writeln!(s, "  timeout: {t:?}");
    }
    // An empty `run:` would read as null, not as the default expectations.
    if s.is_empty() {
        s.push_str("  exit: 0\n");
    }
    s
}

/// The `witness` key: a tool and its class in flow style (`witness: {memcheck: out-of-bounds}`),
/// a reason or a program witness as a block.
fn witness(w: &crate::witness::Witness) -> String {
    use crate::witness::Witness;
    match w {
        Witness::Hang(r) | Witness::Unobservable(r) => {
            format!("witness:\n  {}: {}\n", w.kind(), scalar(r))
        }
        Witness::Program(_) => format!("witness:\n  program: {}\n", program_flow(w)),
        _ => format!("witness: {}\n", witness_flow(w)),
    }
}

/// A witness as one flow map, `{memcheck: out-of-bounds}`, `{hang: "..."}`.
fn witness_flow(w: &crate::witness::Witness) -> String {
    use crate::witness::Witness;
    match (w, w.class(), w.reason()) {
        (Witness::Program(_), _, _) => format!("{{program: {}}}", program_flow(w)),
        (_, Some(c), _) => format!("{{{}: {c}}}", w.kind()),
        (_, None, Some(r)) => format!("{{{}: {}}}", w.kind(), flow_scalar(r)),
        _ => format!("{{{}}}", w.kind()),
    }
}

fn program_flow(w: &crate::witness::Witness) -> String {
    let crate::witness::Witness::Program(p) = w else {
        return String::new();
    };
    let mut f = Vec::new();
    if let Some(e) = p.exit {
        f.push(format!("exit: {e}"));
    }
    if let Some(sig) = &p.signal {
        f.push(format!("signal: {sig}"));
    }
    if let Some(o) = &p.output {
        f.push(format!("output: {}", flow_scalar(o)));
    }
    format!("{{{}}}", f.join(", "))
}

/// A flow list, `[a, "b, c"]`.
pub fn list(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|i| flow_scalar(i)).collect();
    format!("[{}]", items.join(", "))
}

/// A string as a block-context YAML scalar: plain when that reads back as the same string.
pub fn scalar(s: &str) -> String {
    if plain_ok(s, false) {
        s.to_string()
    } else {
        quoted(s)
    }
}

/// A string inside a flow list or map, where `,`, `[`, `]`, `{`, `}` also need quotes.
pub fn flow_scalar(s: &str) -> String {
    if plain_ok(s, true) {
        s.to_string()
    } else {
        quoted(s)
    }
}

/// A double-quoted YAML scalar (escapes as JSON's, which YAML's double-quoted style reads).
pub fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether YAML reads `s` unquoted as the string `s`. Conservative: anything that could be a
/// number, a boolean, a null, an indicator or a comment is quoted.
fn plain_ok(s: &str, flow: bool) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if s.trim() != s || s.contains(": ") || s.ends_with(':') || s.contains(" #") {
        return false;
    }
    // A leading `-` is plain unless it starts a sequence entry (`- `), a document (`---`) or a
    // number (`-1`): flags (`--extended-lambda`) stay unquoted, as the corpus writes them.
    let dash_ok = first == '-'
        && s.len() > 1
        && !s[1..].starts_with(char::is_whitespace)
        && !s.starts_with("---")
        && s.parse::<f64>().is_err();
    if !(first.is_alphanumeric() || "_./(+$".contains(first) || dash_ok) {
        return false;
    }
    if s.chars()
        .any(|c| c.is_control() || "\"'`\\{}[]&*!|>%@".contains(c) || (flow && c == ','))
    {
        return false;
    }
    let lower = s.to_ascii_lowercase();
    if [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
    ]
    .contains(&lower.as_str())
    {
        return false;
    }
    // Numbers, versions and anything else YAML might read as one (`1e3`, `0x10`, `.5`, `12.0`).
    if first.is_ascii_digit() || first == '.' || first == '+' {
        return s
            .chars()
            .any(|c| c.is_ascii_alphabetic() && c != 'e' && c != 'x')
            && !s.starts_with("0x")
            && !s.starts_with("0o")
            && s.parse::<f64>().is_err();
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annotation::Severity;
    use crate::case::{Phase, Revision, Revisions, RunSpec, Std, Tool, UnanchoredSpec, Verdict};
    use crate::version::Version;
    use std::path::Path;

    fn base() -> Frontmatter {
        Frontmatter {
            section: "I.4.3.2".into(),
            clause: "managed.no-const".into(),
            construct: None,
            description: "d".into(),
            verdict: Verdict::Ok,
            phase: Phase::Compile,
            std: None,
            flags: vec![],
            tags: vec![],
            requires: Requires::default(),
            since: None,
            until: None,
            tus: None,
            run: None,
            witness: None,
            diagnostics: vec![],
            note: None,
            revisions: None,
        }
    }

    fn reread(m: &Frontmatter) -> Frontmatter {
        let text = frontmatter(m);
        let yaml = text
            .strip_prefix("/*---\n")
            .and_then(|t| t.strip_suffix("---*/\n"))
            .unwrap();
        serde_saphyr::from_str(yaml).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// Every key, awkward strings included, reads back as written.
    #[test]
    fn what_is_written_reads_back_the_same() {
        let v = |s| Version::parse(s).unwrap();
        let full = Frontmatter {
            description: "A \"quoted\" word: colons, # hashes, 'quotes', \\ and a tab\there".into(),
            verdict: Verdict::Error,
            phase: Phase::Run,
            std: Some(Std::Cxx20),
            flags: vec![
                "-rdc=true".into(),
                "-DX=a,b".into(),
                "--extended-lambda".into(),
            ],
            tags: vec!["example".into(), "true".into(), "12".into()],
            requires: Requires {
                gpu: true,
                compute: Some(70),
                rdc: true,
                features: vec!["cdp".into()],
                toolchains: vec!["nvcc".into(), "clang".into()],
            },
            since: Some(v("12.10")),
            until: Some(v("13.0")),
            tus: Some(2),
            run: Some(RunSpec {
                exit: 3,
                stdout: Some("1 2\n3\n".into()),
                stdout_regex: None,
                args: vec!["-n".into(), "a b".into()],
                timeout: Some(10.0),
            }),
            diagnostics: vec![UnanchoredSpec {
                severity: Severity::Error,
                tool: Tool::Nvlink,
                regex: "Undefined reference to '(q|r)'".into(),
            }],
            note: Some("null".into()),
            revisions: Some(Revisions {
                form: crate::case::RevisionsForm::Map,
                entries: vec![
                    Revision {
                        name: "c++17".into(),
                        clause: Some("x.successor-12".into()),
                        std: Some(Std::Cxx17),
                        flags: vec!["-DY".into()],
                        verdict: Some(Verdict::Ok),
                        since: Some(v("12.1")),
                        until: Some(v("12.9")),
                        note: Some("why, and: how".into()),
                        witness: Some(crate::witness::Witness::Unobservable(
                            "a race, on global memory: no tool sees it".into(),
                        )),
                    },
                    Revision {
                        name: "plain".into(),
                        ..Default::default()
                    },
                ],
            }),
            ..base()
        };
        assert_eq!(reread(&full), full, "{}", frontmatter(&full));
        let mut ub = base();
        ub.verdict = Verdict::Ub;
        ub.phase = Phase::Run;
        ub.run = Some(RunSpec {
            stdout_regex: Some("(?s).*".into()),
            ..Default::default()
        });
        ub.witness = Some(crate::witness::Witness::Memcheck(
            crate::witness::MemcheckClass::OutOfBounds,
        ));
        ub.revisions = Some(Revisions {
            form: crate::case::RevisionsForm::List,
            entries: [Std::Cxx14, Std::Cxx23]
                .map(|s| Revision {
                    name: s.to_string(),
                    std: Some(s),
                    ..Default::default()
                })
                .to_vec(),
        });
        assert_eq!(reread(&ub), ub, "{}", frontmatter(&ub));
        // Every form of witness reads back as written.
        use crate::witness::{ProgramWitness, RacecheckClass, Witness};
        for w in [
            Witness::Racecheck(RacecheckClass::SharedHazard),
            Witness::Hang("1024 blocks wait for each other: # at most 264 resident".into()),
            Witness::Unobservable("a race on global memory, between grids".into()),
            Witness::Program(ProgramWitness {
                signal: Some("SIGSEGV".into()),
                output: Some("cudaError(IllegalAddress|LaunchFailure), [0-9]".into()),
                ..Default::default()
            }),
        ] {
            ub.witness = Some(w);
            assert_eq!(reread(&ub), ub, "{}", frontmatter(&ub));
        }
        let mut empty_run = base();
        empty_run.phase = Phase::Run;
        empty_run.run = Some(RunSpec::default());
        assert_eq!(reread(&empty_run), empty_run);
    }

    #[test]
    fn the_style_is_the_corpus_style() {
        let mut m = base();
        m.flags = vec!["--extended-lambda".into()];
        m.tags = vec!["generated".into()];
        m.requires.features = vec!["nvfunctional".into()];
        m.since = Some(Version::parse("12.0").unwrap());
        assert_eq!(
            frontmatter(&m),
            "/*---\nsection: I.4.3.2\nclause: managed.no-const\ndescription: d\nverdict: ok\nflags: [--extended-lambda]\ntags: [generated]\nrequires: {features: [nvfunctional]}\nsince: \"12.0\"\n---*/\n"
        );
    }

    #[test]
    fn a_written_case_parses() {
        let mut m = base();
        m.verdict = Verdict::Error;
        let text = case(&m, "__managed__ const int y = 1; // expect-error\n");
        let c = crate::case::parse("t".into(), Path::new("t.cu"), text).unwrap();
        assert_eq!(c.meta, m);
        assert_eq!(c.annotations[0].line, 7);
    }

    #[test]
    fn plain_only_where_yaml_reads_a_string() {
        for (s, plain) in [
            ("managed.no-const", true),
            ("I.4.3.2", true),
            ("c++17", true),
            ("12.0", false),
            ("1e3", false),
            ("true", false),
            ("", false),
            ("a: b", false),
            ("-x", true),
            ("--extended-lambda", true),
            ("-1", false),
            ("- x", false),
            ("---", false),
            ("#x", false),
            ("x #y", false),
        ] {
            assert_eq!(scalar(s) == s, plain, "{s}");
        }
    }
}
