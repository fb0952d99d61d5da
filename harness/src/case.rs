//! A case: one `.cu` file with its frontmatter and annotations, parsed strictly.
//!
//! The frontmatter is YAML in a leading `/*--- ... ---*/` comment (test262 style). Every way a
//! case can be malformed is a [`CaseError`] with `file:line:col`, so a bad case is reported and
//! skipped while the rest of the corpus runs.

use crate::annotation::{self, Annotation, Severity};
use crate::version::{Range, Version};
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// A malformed case, located in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseError {
    pub path: PathBuf,
    pub line: u32,
    pub column: u32,
    pub message: String,
}

impl CaseError {
    pub fn at(path: &Path, line: u32, column: u32, message: impl Into<String>) -> CaseError {
        CaseError {
            path: path.to_path_buf(),
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

impl std::error::Error for CaseError {}

/// What the spec says of the code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Valid code.
    Ok,
    /// Ill-formed, must be diagnosed.
    Error,
    /// Ill-formed, no diagnostic required.
    Ndr,
    /// Undefined behaviour at run time.
    Ub,
    /// "Not supported": the code must draw a diagnostic, an error or a warning, at each
    /// `expect-diag` line (the compile may succeed or fail), and no error elsewhere.
    Diagnose,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The spelling of the frontmatter and of `--verdict`.
        f.write_str(match self {
            Verdict::Ok => "ok",
            Verdict::Error => "error",
            Verdict::Ndr => "ndr",
            Verdict::Ub => "ub",
            Verdict::Diagnose => "diagnose",
        })
    }
}

/// How far a case goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Compile,
    Link,
    Run,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Compile => "compile",
            Phase::Link => "link",
            Phase::Run => "run",
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Std {
    #[serde(rename = "c++11")]
    Cxx11,
    #[serde(rename = "c++14")]
    Cxx14,
    #[serde(rename = "c++17")]
    Cxx17,
    #[serde(rename = "c++20")]
    Cxx20,
}

impl Std {
    pub fn flag_value(self) -> &'static str {
        match self {
            Std::Cxx11 => "c++11",
            Std::Cxx14 => "c++14",
            Std::Cxx17 => "c++17",
            Std::Cxx20 => "c++20",
        }
    }
}

/// Toolchain features a case may require (`requires.features`). Defined by the case format, not
/// by the toolchain module, so that parsing a case names no toolchain; toolchains declare which
/// of these they support.
pub const KNOWN_FEATURES: &[&str] = &["nvfunctional", "int128", "cdp"];
/// Toolchain families a case may restrict itself to (`requires.toolchains`).
pub const FAMILIES: &[&str] = &["nvcc", "nvrtc", "clang", "checker"];

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Requires {
    #[serde(default)]
    pub gpu: bool,
    /// Minimum compute capability, `major*10+minor`.
    pub compute: Option<u32>,
    #[serde(default)]
    pub rdc: bool,
    #[serde(default)]
    pub features: Vec<String>,
    #[serde(default)]
    pub toolchains: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sanitizer {
    Memcheck,
    Racecheck,
    Initcheck,
    Synccheck,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunSpec {
    #[serde(default)]
    pub exit: i32,
    pub stdout: Option<String>,
    pub stdout_regex: Option<String>,
    #[serde(default)]
    pub args: Vec<String>,
    /// Seconds.
    pub timeout: Option<f64>,
    pub sanitizer: Option<Sanitizer>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Tool {
    #[default]
    Any,
    Nvlink,
    Ptxas,
}

/// An expected diagnostic with no source line (linker, assembler).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnanchoredSpec {
    pub severity: Severity,
    #[serde(default)]
    pub tool: Tool,
    pub regex: String,
}

/// The frontmatter as written. Unknown keys are errors (`deny_unknown_fields`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frontmatter {
    pub section: String,
    pub clause: String,
    pub description: String,
    pub verdict: Verdict,
    #[serde(default = "default_phase")]
    pub phase: Phase,
    pub std: Option<Std>,
    #[serde(default)]
    pub flags: Vec<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub requires: Requires,
    pub since: Option<Version>,
    pub until: Option<Version>,
    pub tus: Option<u32>,
    pub run: Option<RunSpec>,
    #[serde(default)]
    pub diagnostics: Vec<UnanchoredSpec>,
    pub note: Option<String>,
}

fn default_phase() -> Phase {
    Phase::Compile
}

/// A compiled unanchored expectation.
#[derive(Debug, Clone)]
pub struct Unanchored {
    pub severity: Severity,
    pub tool: Tool,
    pub regex: Regex,
}

/// A parsed, validated case.
#[derive(Debug, Clone)]
pub struct Case {
    /// Path below `cases/` without extension, `/`-separated.
    pub id: String,
    /// The file on disk.
    pub path: PathBuf,
    pub meta: Frontmatter,
    pub annotations: Vec<Annotation>,
    pub unanchored: Vec<Unanchored>,
    pub stdout_regex: Option<Regex>,
    /// The file's text, compiled as it stands.
    pub source: String,
    /// Line of the frontmatter's closing `---*/` (code starts after it).
    pub frontmatter_end: u32,
    /// The CUDA versions the case holds for: its clause's range narrowed by its own `since` /
    /// `until` (only its own until the corpus joins it to its clause).
    pub range: Range,
}

impl Case {
    /// Needs a GPU to reach its phase.
    pub fn needs_gpu(&self) -> bool {
        self.meta.phase == Phase::Run || self.meta.requires.gpu
    }

    /// Relocatable device code: asked for directly, by a flag, or by separate compilation.
    /// An explicit `-rdc=false` flag wins over `tus`: each TU is then compiled in whole-program
    /// mode and the objects linked (CHANGES.md A61's link rules).
    pub fn rdc(&self) -> bool {
        let whole_program = self
            .meta
            .flags
            .iter()
            .any(|f| f == "-rdc=false" || f == "--relocatable-device-code=false");
        !whole_program
            && (self.meta.requires.rdc
                || self.meta.tus.is_some()
                || self.meta.flags.iter().any(|f| {
                    f == "-rdc=true" || f == "-dc" || f == "--relocatable-device-code=true"
                }))
    }

    /// The section's first component (`I`, `D`) and the section itself, for grouping.
    pub fn appendix(&self) -> &str {
        self.meta.section.split('.').next().unwrap_or("")
    }

    /// The anchored annotations that require an error (alone or as one of a group).
    pub fn expected_errors(&self) -> impl Iterator<Item = &Annotation> {
        self.annotations
            .iter()
            .filter(|a| a.severity == Severity::Error && !a.any_severity)
    }
}

/// The case id of `path` below `root`: the relative path without extension.
pub fn id_of(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    let s = rel.with_extension("").to_string_lossy().replace('\\', "/");
    s.trim_start_matches("./").to_string()
}

/// Reads and parses one case file.
pub fn load(root: &Path, path: &Path) -> Result<Case, CaseError> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| CaseError::at(path, 1, 1, format!("cannot read: {e}")))?;
    parse(id_of(root, path), path, source)
}

/// Parses a case from its text.
pub fn parse(id: String, path: &Path, source: String) -> Result<Case, CaseError> {
    let (yaml, yaml_first_line, end_line) = extract_frontmatter(path, &source)?;
    let meta: Frontmatter =
        serde_saphyr::from_str(&yaml).map_err(|e| yaml_error(path, &e, yaml_first_line))?;
    let field_line = |key: &str| -> u32 {
        yaml.lines()
            .position(|l| l.trim_start().starts_with(&format!("{key}:")))
            .map(|i| yaml_first_line + i as u32)
            .unwrap_or(1)
    };
    validate(path, &meta, &field_line)?;

    let mut annotations = annotation::parse(path, &source)?;
    annotations.retain(|a| a.written_at > end_line);
    if let Some(a) = annotations.iter().find(|a| a.line <= end_line) {
        return Err(CaseError::at(
            path,
            a.written_at,
            1,
            "annotation points into the frontmatter",
        ));
    }

    let mut unanchored = Vec::new();
    for d in &meta.diagnostics {
        let regex = Regex::new(&d.regex).map_err(|e| {
            CaseError::at(
                path,
                field_line("diagnostics"),
                1,
                format!("invalid regex in `diagnostics`: {e}"),
            )
        })?;
        unanchored.push(Unanchored {
            severity: d.severity,
            tool: d.tool,
            regex,
        });
    }
    let stdout_regex = match meta.run.as_ref().and_then(|r| r.stdout_regex.as_ref()) {
        Some(r) => Some(Regex::new(&format!("^(?:{r})$")).map_err(|e| {
            CaseError::at(
                path,
                field_line("run"),
                1,
                format!("invalid `run.stdout_regex`: {e}"),
            )
        })?),
        None => None,
    };

    let strict_error = |a: &&Annotation| a.severity == Severity::Error && !a.any_severity;
    let has_expected_error = annotations.iter().any(|a| strict_error(&a))
        || unanchored.iter().any(|u| u.severity == Severity::Error);
    match meta.verdict {
        Verdict::Diagnose => {
            if meta.phase != Phase::Compile {
                return Err(CaseError::at(
                    path,
                    field_line("phase"),
                    1,
                    "`verdict: diagnose` is judged at compile: leave `phase` out or say `compile`",
                ));
            }
            if let Some(a) = annotations.iter().find(strict_error) {
                return Err(CaseError::at(
                    path,
                    a.written_at,
                    1,
                    "`verdict: diagnose` case expects an error: where an error is required, use `verdict: error`; here write `expect-diag`",
                ));
            }
            if !annotations.iter().any(|a| a.any_severity) {
                return Err(CaseError::at(
                    path,
                    field_line("verdict"),
                    1,
                    "`verdict: diagnose` but no `// expect-diag` line: mark where the diagnostic is required",
                ));
            }
        }
        Verdict::Ok | Verdict::Ndr | Verdict::Ub => {
            if let Some(a) = annotations.iter().find(|a| a.any_severity) {
                return Err(CaseError::at(
                    path,
                    a.written_at,
                    1,
                    format!(
                        "`expect-diag` in a `verdict: {}` case: it belongs to `verdict: diagnose` (or `error`)",
                        meta.verdict
                    ),
                ));
            }
        }
        Verdict::Error => {}
    }
    if meta.verdict == Verdict::Error && !has_expected_error {
        return Err(CaseError::at(
            path,
            field_line("verdict"),
            1,
            "`verdict: error` but no expected error: anchor one with `// expect-error` (or list an unanchored one under `diagnostics`)",
        ));
    }
    if meta.verdict == Verdict::Ok {
        if let Some(a) = annotations.iter().find(|a| a.severity == Severity::Error) {
            return Err(CaseError::at(
                path,
                a.written_at,
                1,
                "`verdict: ok` case expects an error: use `verdict: error`",
            ));
        }
    }
    Ok(Case {
        id,
        path: path.to_path_buf(),
        range: Range::of(meta.since.as_ref(), meta.until.as_ref()),
        meta,
        annotations,
        unanchored,
        stdout_regex,
        source,
        frontmatter_end: end_line,
    })
}

/// Returns the YAML text, the file line of its first line, and the line of the closing `---*/`.
fn extract_frontmatter(path: &Path, source: &str) -> Result<(String, u32, u32), CaseError> {
    let mut lines = source
        .lines()
        .enumerate()
        .skip_while(|(_, l)| l.trim().is_empty());
    match lines.next() {
        Some((_, l)) if l.trim_end() == "/*---" => {}
        Some((i, _)) => {
            return Err(CaseError::at(
                path,
                i as u32 + 1,
                1,
                "a case must begin with its frontmatter: a `/*---` line",
            ));
        }
        None => {
            return Err(CaseError::at(
                path,
                1,
                1,
                "empty file: a case must begin with a `/*---` frontmatter block",
            ))
        }
    }
    let start = source
        .lines()
        .position(|l| l.trim_end() == "/*---")
        .unwrap();
    let mut yaml = String::new();
    for (i, l) in source.lines().enumerate().skip(start + 1) {
        if l.trim_end() == "---*/" {
            return Ok((yaml, start as u32 + 2, i as u32 + 1));
        }
        if l.contains("*/") {
            return Err(CaseError::at(
                path,
                i as u32 + 1,
                l.find("*/").unwrap() as u32 + 1,
                "frontmatter comment closed without `---*/`",
            ));
        }
        yaml.push_str(l);
        yaml.push('\n');
    }
    Err(CaseError::at(
        path,
        start as u32 + 1,
        1,
        "frontmatter `/*---` is never closed by a `---*/` line",
    ))
}

fn yaml_error(path: &Path, e: &serde_saphyr::Error, first_line: u32) -> CaseError {
    let (line, col) = match e.location() {
        Some(loc) if loc.line() > 0 => (
            first_line + loc.line() as u32 - 1,
            loc.column().max(1) as u32,
        ),
        _ => (first_line, 1),
    };
    let msg = yaml_message(e);
    CaseError::at(path, line, col, format!("frontmatter: {msg}"))
}

/// serde-saphyr's message without its snippet and its own coordinates (relative to the YAML
/// text it was given, which for a case is not the file's); callers locate the error themselves.
pub fn yaml_message(e: &serde_saphyr::Error) -> String {
    static OWN_POS: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| Regex::new(r"^(?:error: )?line \d+ column \d+: ").unwrap());
    let text = e.to_string();
    let first = text.lines().next().unwrap_or("invalid YAML").trim();
    OWN_POS.replace(first, "").into_owned()
}

fn validate(path: &Path, m: &Frontmatter, line_of: &dyn Fn(&str) -> u32) -> Result<(), CaseError> {
    let err = |key: &str, msg: String| Err(CaseError::at(path, line_of(key), 1, msg));
    static SECTION: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| Regex::new(r"^[A-Z](\.\d+)+$").unwrap());
    static CLAUSE: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| Regex::new(r"^[a-z0-9][a-z0-9.-]*$").unwrap());
    if !SECTION.is_match(&m.section) {
        return err(
            "section",
            format!(
                "`section: {}` is not a section number like `I.4.3.2`",
                m.section
            ),
        );
    }
    if !CLAUSE.is_match(&m.clause) {
        return err(
            "clause",
            format!(
                "`clause: {}` is not a clause id (lowercase, digits, `.` and `-`)",
                m.clause
            ),
        );
    }
    if m.description.trim().is_empty() || m.description.contains('\n') {
        return err(
            "description",
            "`description` must be one non-empty line".into(),
        );
    }
    if m.run.is_some() && m.phase != Phase::Run {
        return err(
            "run",
            format!(
                "`run` expectations given but `phase: {}`: use `phase: run`",
                m.phase
            ),
        );
    }
    if let Some(r) = &m.run {
        if r.stdout.is_some() && r.stdout_regex.is_some() {
            return err(
                "run",
                "give `run.stdout` or `run.stdout_regex`, not both".into(),
            );
        }
        if r.timeout.is_some_and(|t| !(t > 0.0 && t <= 600.0)) {
            return err(
                "run",
                "`run.timeout` must be between 0 and 600 seconds".into(),
            );
        }
        if r.sanitizer.is_some() && m.verdict != Verdict::Ub {
            return err("run", "`run.sanitizer` is for `verdict: ub` cases".into());
        }
    }
    if m.tus.is_some_and(|n| !(2..=8).contains(&n)) {
        return err("tus", "`tus` must be between 2 and 8".into());
    }
    if let (Some(s), Some(u)) = (&m.since, &m.until) {
        if s >= u {
            return err("until", format!("`until: {u}` is not after `since: {s}`"));
        }
    }
    for f in &m.requires.features {
        if !KNOWN_FEATURES.contains(&f.as_str()) {
            return err(
                "requires",
                format!(
                    "unknown feature `{f}` in `requires.features` (known: {})",
                    KNOWN_FEATURES.join(", ")
                ),
            );
        }
    }
    for t in &m.requires.toolchains {
        if !FAMILIES.contains(&t.as_str()) {
            return err(
                "requires",
                format!(
                    "unknown toolchain family `{t}` (known: {})",
                    FAMILIES.join(", ")
                ),
            );
        }
    }
    if m.flags
        .iter()
        .any(|f| f.starts_with("-std") || f.starts_with("--std"))
    {
        return err(
            "flags",
            "set the language standard with `std:`, not in `flags`".into(),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(src: &str) -> Result<Case, CaseError> {
        parse("t".into(), Path::new("t.cu"), src.to_string())
    }

    const HEAD: &str = "/*---\nsection: I.4.3.2\nclause: managed.no-const\ndescription: d\n";

    #[test]
    fn parses_a_minimal_error_case() {
        let c = parse_str(&format!(
            "{HEAD}verdict: error\n---*/\nconst int x = 1; // expect-error\n"
        ))
        .unwrap();
        assert_eq!(c.meta.verdict, Verdict::Error);
        assert_eq!(c.meta.phase, Phase::Compile);
        assert_eq!(c.frontmatter_end, 6);
        assert_eq!(c.annotations[0].line, 7);
    }

    #[test]
    fn unknown_key_is_located() {
        let e = parse_str(&format!("{HEAD}verdict: ok\nverdikt: ok\n---*/\n")).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        assert!(e.message.contains("verdikt"), "{e}");
    }

    #[test]
    fn explicit_rdc_false_makes_tus_whole_program() {
        let tus = parse_str(&format!("{HEAD}verdict: ok\ntus: 2\n---*/\n")).unwrap();
        assert!(tus.rdc());
        let whole = parse_str(&format!(
            "{HEAD}verdict: ok\ntus: 2\nflags: [\"-rdc=false\"]\n---*/\n"
        ))
        .unwrap();
        assert!(!whole.rdc());
    }

    #[test]
    fn wrong_type_is_located() {
        let e = parse_str(&format!("{HEAD}verdict: ok\ntus: many\n---*/\n")).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
    }

    #[test]
    fn bad_verdict_value_is_rejected() {
        let e = parse_str(&format!("{HEAD}verdict: maybe\n---*/\n")).unwrap_err();
        assert_eq!(e.line, 5, "{e}");
    }

    #[test]
    fn error_case_without_anchor_is_rejected() {
        let e = parse_str(&format!("{HEAD}verdict: error\n---*/\nint x;\n")).unwrap_err();
        assert!(e.message.contains("no expected error"), "{e}");
        assert_eq!(e.line, 5);
    }

    #[test]
    fn unanchored_error_satisfies_error_case() {
        let c = parse_str(&format!(
            "{HEAD}verdict: error\nphase: link\ndiagnostics:\n  - severity: error\n    tool: nvlink\n    regex: Undefined\n---*/\nint x;\n"
        ))
        .unwrap();
        assert_eq!(c.unanchored.len(), 1);
    }

    #[test]
    fn missing_frontmatter_and_unclosed_frontmatter() {
        assert!(parse_str("int x;\n")
            .unwrap_err()
            .message
            .contains("begin with its frontmatter"));
        assert!(parse_str(&format!("{HEAD}verdict: ok\n"))
            .unwrap_err()
            .message
            .contains("never closed"));
    }

    #[test]
    fn run_block_requires_run_phase_and_known_features() {
        let e = parse_str(&format!("{HEAD}verdict: ok\nrun:\n  exit: 0\n---*/\n")).unwrap_err();
        assert!(e.message.contains("phase: run"), "{e}");
        let e = parse_str(&format!(
            "{HEAD}verdict: ok\nrequires:\n  features: [warp-drive]\n---*/\n"
        ))
        .unwrap_err();
        assert!(e.message.contains("warp-drive"), "{e}");
    }

    #[test]
    fn diagnose_verdict_and_its_annotations() {
        let c = parse_str(&format!(
            "{HEAD}verdict: diagnose\n---*/\nlong double x; // expect-diag\n"
        ))
        .unwrap();
        assert_eq!(c.meta.verdict, Verdict::Diagnose);
        for (body, line, what) in [
            ("verdict: diagnose\n---*/\nint x;\n", 5, "no `// expect-diag`"),
            ("verdict: diagnose\n---*/\nint x; // expect-error\n", 7, "use `verdict: error`"),
            ("verdict: diagnose\nphase: link\n---*/\nint x; // expect-diag\n", 6, "judged at compile"),
            ("verdict: ok\n---*/\nint x; // expect-diag\n", 7, "belongs to `verdict: diagnose`"),
            ("verdict: ub\n---*/\nint x; // expect-diag\n", 7, "verdict: ub"),
            ("verdict: error\n---*/\nint x; // expect-diag\n", 5, "no expected error"),
            ("verdict: ok\n---*/\nint x; // expect-error-any(A)\nint y; // expect-error-any(A)\n", 7, "expects an error"),
        ] {
            let e = parse_str(&format!("{HEAD}{body}")).unwrap_err();
            assert_eq!(e.line, line, "{body}: {e}");
            assert!(e.message.contains(what), "{body}: {e}");
        }
        // An error group satisfies `verdict: error`'s need for an expected error.
        let c = parse_str(&format!(
            "{HEAD}verdict: error\n---*/\nint x; // expect-error-any(A)\nint y; // expect-error-any(A)\n"
        ))
        .unwrap();
        assert_eq!(c.expected_errors().count(), 2);
    }

    #[test]
    fn ids_are_paths_without_extension() {
        assert_eq!(
            id_of(
                Path::new("/r/cases"),
                Path::new("/r/cases/qualifiers/managed/x.cu")
            ),
            "qualifiers/managed/x"
        );
    }
}

#[cfg(test)]
mod schema_tests {
    use super::*;

    fn keys(v: &serde_json::Value) -> Vec<String> {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    }

    /// The published JSON Schema (cases/case.schema.json) describes exactly the keys the parser
    /// accepts: a key added to one and not the other fails here.
    #[test]
    fn published_schema_matches_the_parser() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/case.schema.json");
        let schema: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let full = Frontmatter {
            section: "I.1".into(),
            clause: "a".into(),
            description: "d".into(),
            verdict: Verdict::Ok,
            phase: Phase::Run,
            std: Some(Std::Cxx17),
            flags: vec![],
            tags: vec![],
            requires: Requires {
                compute: Some(70),
                ..Default::default()
            },
            since: Some(Version::parse("1").unwrap()),
            until: Some(Version::parse("2").unwrap()),
            tus: Some(2),
            run: Some(RunSpec {
                stdout: Some(String::new()),
                stdout_regex: Some(String::new()),
                timeout: Some(1.0),
                sanitizer: Some(Sanitizer::Memcheck),
                ..Default::default()
            }),
            diagnostics: vec![UnanchoredSpec {
                severity: Severity::Error,
                tool: Tool::Nvlink,
                regex: String::new(),
            }],
            note: Some(String::new()),
        };
        let v = serde_json::to_value(&full).unwrap();
        let props = &schema["properties"];
        assert_eq!(keys(&v), keys(props));
        assert_eq!(keys(&v["requires"]), keys(&props["requires"]["properties"]));
        assert_eq!(keys(&v["run"]), keys(&props["run"]["properties"]));
        assert_eq!(
            keys(&v["diagnostics"][0]),
            keys(&props["diagnostics"]["items"]["properties"])
        );
        assert_eq!(
            schema["additionalProperties"],
            serde_json::Value::Bool(false)
        );
    }
}
