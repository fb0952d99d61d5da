//! A case: one `.cu` file with its frontmatter and annotations, parsed strictly.
//!
//! The frontmatter is YAML in a leading `/*--- ... ---*/` comment (test262 style). Every way a
//! case can be malformed is a [`CaseError`] with `file:line:col`, so a bad case is reported and
//! skipped while the rest of the corpus runs.

use crate::annotation::REVISION_NAME;
use crate::annotation::{self, Annotation, Severity};
use crate::version::{Bound, Range, Version};
pub use crate::witness::Witness;
use regex::Regex;
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
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
    #[serde(rename = "c++23")]
    Cxx23,
}

impl Std {
    pub const ALL: [Std; 5] = [Std::Cxx11, Std::Cxx14, Std::Cxx17, Std::Cxx20, Std::Cxx23];

    pub fn flag_value(self) -> &'static str {
        match self {
            Std::Cxx11 => "c++11",
            Std::Cxx14 => "c++14",
            Std::Cxx17 => "c++17",
            Std::Cxx20 => "c++20",
            Std::Cxx23 => "c++23",
        }
    }

    /// The frontmatter spelling back to a `Std` (`c++17`).
    pub fn from_name(name: &str) -> Option<Std> {
        Std::ALL.into_iter().find(|s| s.flag_value() == name)
    }

    /// The CUDA versions in which nvcc offers the dialect (CHANGES.md row A1): C++20 from 12.0,
    /// C++23 from 13.3. A case written in a dialect holds only where the dialect exists, so its
    /// range is narrowed by this one (never widened). C++11 to C++17 predate every version the
    /// corpus judges and leave the range open.
    pub fn range(self) -> Range {
        let since = |v: &str, source: &str| Range {
            since: Some(Bound {
                version: Version::parse(v).expect("a literal version"),
                source: Some(source.to_string()),
            }),
            until: None,
        };
        match self {
            Std::Cxx11 | Std::Cxx14 | Std::Cxx17 => Range::default(),
            Std::Cxx20 => since("12.0", "FA §12.1.2 (CHANGES.md A1)"),
            Std::Cxx23 => since("13.3", "G13 §5.3.5 (CHANGES.md A1)"),
        }
    }
}

impl fmt::Display for Std {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.flag_value())
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
    /// The construct the case tests, when it shares one with cases in other files (a rule's
    /// 11.x case and its successor's, written apart): those cases form one row of the report's
    /// construct view. Left out, the construct is derived (the file; see the harness's
    /// `construct.rs`). A path-like slug: `functions/param-size/struct-over-limit`.
    pub construct: Option<String>,
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
    /// How a `verdict: ub` case's undefined behaviour is observed (required there, rejected on
    /// other verdicts): see [`crate::witness`].
    pub witness: Option<Witness>,
    #[serde(default)]
    pub diagnostics: Vec<UnanchoredSpec>,
    pub note: Option<String>,
    /// Several trials of one file: `[c++14, c++17]` or `{name: {std, flags, verdict, ...}}`.
    pub revisions: Option<Revisions>,
}

/// A case's `revisions`: each is its own trial (`id#name`), judged with the case's frontmatter
/// as the revision amends it and the annotations that apply to it.
#[derive(Debug, Clone, PartialEq)]
pub struct Revisions {
    /// Written as a list of `std` values (`[c++14, c++17]`) or as a map; kept for writing back.
    pub form: RevisionsForm,
    /// In the order written.
    pub entries: Vec<Revision>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RevisionsForm {
    /// `revisions: [c++14, c++17]`: each name is a `std` value and sets `std`.
    List,
    /// `revisions: {name: {std: .., flags: [..], ...}}`.
    Map,
}

/// One revision: what it changes of the case's frontmatter. A field left out keeps the case's.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Revision {
    #[serde(skip)]
    pub name: String,
    /// Replaces the case's `clause`: the same code judged by another rule, where the rule
    /// changed between editions (the 11.x rule until 12.0, its successor after) or a flag puts
    /// the code under another clause (`--expt-relaxed-constexpr`). The revision's range is
    /// checked against this clause's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
    /// Replaces the case's `std`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub std: Option<Std>,
    /// Appended to the case's `flags`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// Replaces the case's `verdict`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// Replace the case's `since` / `until` (still within the clause's range).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<Version>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<Version>,
    /// Replaces the case's `note`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Replaces the case's `witness` (a revision whose verdict is `ub` needs one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub witness: Option<Witness>,
}

impl Revisions {
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|r| r.name.as_str())
    }

    pub fn get(&self, name: &str) -> Option<&Revision> {
        self.entries.iter().find(|r| r.name == name)
    }
}

impl Serialize for Revisions {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self.form {
            RevisionsForm::List => {
                let mut seq = s.serialize_seq(Some(self.entries.len()))?;
                for r in &self.entries {
                    seq.serialize_element(&r.name)?;
                }
                seq.end()
            }
            RevisionsForm::Map => {
                let mut map = s.serialize_map(Some(self.entries.len()))?;
                for r in &self.entries {
                    map.serialize_entry(&r.name, r)?;
                }
                map.end()
            }
        }
    }
}

// Written by hand so that each mistake (an empty list, a duplicate or malformed name, a list name
// that is not a `std` value) is reported by serde-saphyr at the offending node's line and column.
impl<'de> Deserialize<'de> for Revisions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Revisions, D::Error> {
        struct V;
        fn check_name<E: de::Error>(name: &str, seen: &[Revision]) -> Result<(), E> {
            if !REVISION_NAME.is_match(name) {
                return Err(E::custom(format!(
                    "bad revision name `{name}`: 1 to 24 of `a-z 0-9 + . _ -`"
                )));
            }
            if seen.iter().any(|r| r.name == name) {
                return Err(E::custom(format!("duplicate revision `{name}`")));
            }
            Ok(())
        }
        impl<'de> Visitor<'de> for V {
            type Value = Revisions;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of `std` values (`[c++14, c++17]`) or a map of revision names to `{clause, std, flags, verdict, since, until, note}`")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Revisions, A::Error> {
                let mut entries: Vec<Revision> = Vec::new();
                while let Some(name) = seq.next_element::<String>()? {
                    check_name(&name, &entries)?;
                    let Some(std) = Std::from_name(&name) else {
                        return Err(de::Error::custom(format!(
                            "revision `{name}` in a list is not a `std` value ({}): for other revisions write a map, `{{{name}: {{flags: [...]}}}}`",
                            Std::ALL.map(Std::flag_value).join(", ")
                        )));
                    };
                    entries.push(Revision {
                        name,
                        std: Some(std),
                        ..Default::default()
                    });
                }
                if entries.is_empty() {
                    return Err(de::Error::custom(
                        "empty `revisions`: leave the key out for a case of one trial",
                    ));
                }
                Ok(Revisions {
                    form: RevisionsForm::List,
                    entries,
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Revisions, A::Error> {
                let mut entries: Vec<Revision> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    check_name(&name, &entries)?;
                    let r: Option<Revision> = map.next_value()?;
                    entries.push(Revision {
                        name,
                        ..r.unwrap_or_default()
                    });
                }
                if entries.is_empty() {
                    return Err(de::Error::custom(
                        "empty `revisions`: leave the key out for a case of one trial",
                    ));
                }
                Ok(Revisions {
                    form: RevisionsForm::Map,
                    entries,
                })
            }
        }
        d.deserialize_any(V)
    }
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

/// A parsed, validated case: one trial. A file with `revisions` gives one `Case` per revision.
#[derive(Debug, Clone)]
pub struct Case {
    /// Path below `cases/` without extension, `/`-separated; for a revision, `path#name`.
    pub id: String,
    /// The revision this trial is (`None`: the file declares no revisions).
    pub revision: Option<String>,
    /// The file on disk.
    pub path: PathBuf,
    /// The frontmatter in force for this trial: the file's, amended by its revision (`std`,
    /// `verdict`, `since`, `until`, `note` replaced, `flags` appended; `revisions` left out).
    pub meta: Frontmatter,
    /// The annotations that apply to this trial (for a revision: those unlimited or limited to it).
    pub annotations: Vec<Annotation>,
    pub unanchored: Vec<Unanchored>,
    pub stdout_regex: Option<Regex>,
    /// The file's text, compiled as it stands.
    pub source: String,
    /// Line of the frontmatter's closing `---*/` (code starts after it).
    pub frontmatter_end: u32,
    /// The CUDA versions the case holds for: its clause's range narrowed by its own `since` /
    /// `until` and by its dialect ([`Std::range`]); only its own and its dialect's until the
    /// corpus joins it to its clause.
    pub range: Range,
    /// The clause lets the host compilation fail on generated code (its
    /// `generated-code-may-fail`); false until the corpus joins the case to its clause.
    pub generated_code_may_fail: bool,
}

impl Case {
    /// Needs a GPU to reach its phase.
    pub fn needs_gpu(&self) -> bool {
        self.meta.phase == Phase::Run || self.meta.requires.gpu
    }

    /// The id of the file: [`Case::id`] without its `#revision`.
    pub fn file_id(&self) -> &str {
        file_id(&self.id)
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

/// A trial id without its revision: `a/b#c++14` -> `a/b`.
pub fn file_id(id: &str) -> &str {
    id.split_once('#').map_or(id, |(f, _)| f)
}

/// A trial id split into the file's id and the revision, if any.
pub fn split_id(id: &str) -> (&str, Option<&str>) {
    match id.split_once('#') {
        Some((f, r)) => (f, Some(r)),
        None => (id, None),
    }
}

/// Reads and parses one case file without revisions (see [`load_revisions`]).
pub fn load(root: &Path, path: &Path) -> Result<Case, CaseError> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| CaseError::at(path, 1, 1, format!("cannot read: {e}")))?;
    parse(id_of(root, path), path, source)
}

/// Reads and parses one case file into its trials: one per revision, or one.
pub fn load_revisions(root: &Path, path: &Path) -> Result<Vec<Case>, CaseError> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| CaseError::at(path, 1, 1, format!("cannot read: {e}")))?;
    parse_revisions(id_of(root, path), path, source)
}

/// Parses a case of one trial; a file with `revisions` is an error here (callers that run
/// cases use [`parse_revisions`]).
pub fn parse(id: String, path: &Path, source: String) -> Result<Case, CaseError> {
    let mut all = parse_revisions(id, path, source)?;
    if all.len() != 1 {
        let line = all[0]
            .source
            .lines()
            .position(|l| l.starts_with("revisions:"))
            .map_or(1, |i| i as u32 + 1);
        return Err(CaseError::at(
            path,
            line,
            1,
            format!(
                "the case has {} revisions where one trial was expected",
                all.len()
            ),
        ));
    }
    Ok(all.pop().unwrap())
}

/// Parses a case from its text into its trials: one per revision (ids `id#name`, in the order
/// written), or one with the file's id when it declares none.
pub fn parse_revisions(id: String, path: &Path, source: String) -> Result<Vec<Case>, CaseError> {
    let (yaml, yaml_first_line, end_line) = extract_frontmatter(path, &source)?;
    let meta: Frontmatter =
        serde_saphyr::from_str(&yaml).map_err(|e| yaml_error(path, &e, yaml_first_line))?;
    let field_line = |key: &str| -> u32 {
        yaml.lines()
            .position(|l| l.trim_start().starts_with(&format!("{key}:")))
            .map(|i| yaml_first_line + i as u32)
            .unwrap_or(1)
    };
    if let Some(rs) = &meta.revisions {
        if rs.form == RevisionsForm::List {
            if let Some(s) = meta.std {
                return Err(CaseError::at(
                    path,
                    field_line("std"),
                    1,
                    format!(
                        "`std: {s}` and a list of `revisions` both set the standard: leave `std` out, or write the revisions as a map"
                    ),
                ));
            }
        }
    }
    // The line a revision's entry starts on, for its errors: its `name:` key, else the first
    // line of the block naming it (a flow list), else the `revisions:` line.
    let revision_line = |name: &str| -> u32 {
        let first = field_line("revisions");
        let lines: Vec<&str> = yaml.lines().collect();
        let from = (first - yaml_first_line) as usize;
        let after = |pred: &dyn Fn(&str) -> bool| {
            lines
                .iter()
                .enumerate()
                .skip(from)
                .find(|(_, l)| pred(l))
                .map(|(i, _)| yaml_first_line + i as u32)
        };
        after(&|l: &str| l.contains(&format!("{name}:")))
            .or_else(|| after(&|l: &str| l.contains(name)))
            .unwrap_or(first)
    };

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
    for a in &annotations {
        for r in &a.revisions {
            let declared = meta
                .revisions
                .as_ref()
                .is_some_and(|rs| rs.get(r).is_some());
            if !declared {
                let known = match &meta.revisions {
                    Some(rs) => {
                        format!("it declares {}", rs.names().collect::<Vec<_>>().join(", "))
                    }
                    None => "it declares no `revisions`".to_string(),
                };
                return Err(CaseError::at(
                    path,
                    a.written_at,
                    a.column,
                    format!("annotation names revision `{r}`, which the case does not declare ({known})"),
                ));
            }
        }
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

    let revisions: Vec<Option<&Revision>> = match &meta.revisions {
        None => vec![None],
        Some(rs) => rs.entries.iter().map(Some).collect(),
    };
    let mut out = Vec::with_capacity(revisions.len());
    for rev in revisions {
        let eff = effective(&meta, rev);
        let name = rev.map(|r| r.name.as_str());
        // A key the revision sets is reported at the revision's line, with its name.
        let line_of = |key: &str| -> u32 {
            let set_by_revision = rev.is_some_and(|r| match key {
                "std" => r.std.is_some(),
                "flags" => !r.flags.is_empty(),
                "verdict" => r.verdict.is_some(),
                "since" => r.since.is_some(),
                "until" => r.until.is_some(),
                "note" => r.note.is_some(),
                "witness" => r.witness.is_some(),
                _ => false,
            });
            match rev {
                Some(r) if set_by_revision => revision_line(&r.name),
                _ => field_line(key),
            }
        };
        let in_revision = |e: CaseError| match name {
            Some(n) => CaseError {
                message: format!("revision `{n}`: {}", e.message),
                ..e
            },
            None => e,
        };
        validate(path, &eff, &line_of).map_err(in_revision)?;
        let anns: Vec<Annotation> = annotations
            .iter()
            .filter(|a| a.applies_to(name))
            .cloned()
            .collect();
        if name.is_some() {
            annotation::check_groups(path, &anns.iter().collect::<Vec<_>>())
                .map_err(in_revision)?;
        }
        check_verdict(path, &eff, &anns, &unanchored, &line_of).map_err(in_revision)?;
        let own = Range::of(eff.since.as_ref(), eff.until.as_ref());
        let range = match eff.std {
            Some(std) => {
                let r = std.range().narrowed(&own);
                if let (Some(s), Some(u)) = (&r.since, &r.until) {
                    if s.version >= u.version {
                        return Err(in_revision(CaseError::at(
                            path,
                            line_of("until"),
                            1,
                            format!(
                                "`std: {std}` exists from CUDA {} ({}), but `until: {}` ends the case before: it would hold for no version",
                                s.version,
                                s.source.as_deref().unwrap_or("its own `since`"),
                                u.version
                            ),
                        )));
                    }
                }
                r
            }
            None => own,
        };
        out.push(Case {
            id: match name {
                Some(n) => format!("{id}#{n}"),
                None => id.clone(),
            },
            revision: name.map(str::to_string),
            path: path.to_path_buf(),
            range,
            generated_code_may_fail: false,
            meta: eff,
            annotations: anns,
            unanchored: unanchored.clone(),
            stdout_regex: stdout_regex.clone(),
            source: source.clone(),
            frontmatter_end: end_line,
        });
    }
    Ok(out)
}

/// The frontmatter in force for `rev`: the case's, with the revision's fields replacing the
/// case's (`flags` appended).
pub fn effective(meta: &Frontmatter, rev: Option<&Revision>) -> Frontmatter {
    let mut m = meta.clone();
    m.revisions = None;
    if let Some(r) = rev {
        if let Some(c) = &r.clause {
            m.clause = c.clone();
        }
        if r.std.is_some() {
            m.std = r.std;
        }
        m.flags.extend(r.flags.iter().cloned());
        if let Some(v) = r.verdict {
            m.verdict = v;
        }
        if r.since.is_some() {
            m.since = r.since.clone();
        }
        if r.until.is_some() {
            m.until = r.until.clone();
        }
        if r.note.is_some() {
            m.note = r.note.clone();
        }
        if r.witness.is_some() {
            m.witness = r.witness.clone();
        }
    }
    m
}

/// What the verdict asks of the annotations that apply (an `error` trial needs an expected
/// error, an `ok` one has none, `diagnose` needs `expect-diag` and no `expect-error`).
fn check_verdict(
    path: &Path,
    meta: &Frontmatter,
    annotations: &[Annotation],
    unanchored: &[Unanchored],
    field_line: &dyn Fn(&str) -> u32,
) -> Result<(), CaseError> {
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
    // An `ndr` case is judged by where an error may stand: the clause's construct, marked by
    // its annotations. Without one, every error would be unexpected and accepting would be the
    // only conforming outcome, which the clause does not say.
    if meta.verdict == Verdict::Ndr && !has_expected_error {
        return Err(CaseError::at(
            path,
            field_line("verdict"),
            1,
            "`verdict: ndr` but no line where a diagnostic is allowed: mark the construct the clause names with `// expect-error` (or `expect-error-any(NAME)` on each of several lines, or an unanchored one under `diagnostics`)",
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
    Ok(())
}

/// Returns the YAML text, the file line of its first line, and the line of the closing `---*/`.
fn extract_frontmatter(path: &Path, source: &str) -> Result<(String, u32, u32), CaseError> {
    let mut lines = source
        .lines()
        .enumerate()
        .skip_while(|(_, l)| l.trim().is_empty());
    let start = match lines.next() {
        // A UTF-8 byte-order mark (some Windows editors write one) is not part of the text.
        Some((i, l)) if l.trim_start_matches('\u{feff}').trim_end() == "/*---" => i,
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
    };
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
    // The library's advice to its own callers ("set DuplicateKeyPolicy in Options if
    // acceptable") is not for someone editing a YAML file.
    static LIBRARY_ADVICE: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| Regex::new(r",? set \w+ in Options if acceptable").unwrap());
    static DUPLICATE: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| Regex::new(r"duplicate mapping key: ?(.*)$").unwrap());
    let text = e.to_string();
    let first = text.lines().next().unwrap_or("invalid YAML").trim();
    let msg = OWN_POS.replace(first, "");
    let msg = LIBRARY_ADVICE.replace_all(&msg, "");
    match DUPLICATE.captures(&msg) {
        Some(c) if !c[1].trim().is_empty() => {
            format!("the key `{}` is given twice in one mapping", c[1].trim())
        }
        Some(_) => "a key is given twice in one mapping".into(),
        None => msg.into_owned(),
    }
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
    // A construct id is a path of slugs, like the case ids it is derived from when absent.
    static CONSTRUCT: std::sync::LazyLock<Regex> = std::sync::LazyLock::new(|| {
        Regex::new(r"^[a-z0-9][a-z0-9+._-]*(/[a-z0-9][a-z0-9+._-]*)*$").unwrap()
    });
    if let Some(c) = &m.construct {
        if !CONSTRUCT.is_match(c) || c.len() > 160 {
            return err(
                "construct",
                format!(
                    "`construct: {c}` is not a construct id (segments of `a-z 0-9 + . _ -` joined by `/`, at most 160 characters)"
                ),
            );
        }
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
    }
    match (&m.witness, m.verdict) {
        (None, Verdict::Ub) => {
            return err(
                "verdict",
                "`verdict: ub` needs a `witness`: the compute-sanitizer tool and class that see the undefined behaviour (`{memcheck: out-of-bounds}`), another observation (`{hang: why}`, `{program: {signal: SIGSEGV}}`), or `{unobservable: why}`".into(),
            )
        }
        (Some(w), v) if v != Verdict::Ub => {
            return err(
                "witness",
                format!("`witness: {{{}: ...}}` is for `verdict: ub`, and this is `verdict: {v}`", w.kind()),
            )
        }
        (Some(w), _) => {
            if let Some(p) = w.problem() {
                return err("witness", p);
            }
            if w.needs_run() && m.phase != Phase::Run {
                return err(
                    "witness",
                    format!(
                        "`witness: {{{}: ...}}` is seen only when the program runs, and this case has `phase: {}`: use `phase: run`, or say `unobservable` and why",
                        w.kind(),
                        m.phase
                    ),
                );
            }
        }
        (None, _) => {}
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
    fn a_byte_order_mark_before_the_frontmatter_is_read_past() {
        let c = parse_str(&format!(
            "\u{feff}{HEAD}verdict: error\n---*/\nconst int x = 1; // expect-error\n"
        ))
        .unwrap();
        assert_eq!(c.meta.verdict, Verdict::Error);
        assert_eq!(c.annotations[0].line, 7);
    }

    #[test]
    fn a_duplicate_key_is_named_in_the_users_words() {
        let e = parse_str(&format!("{HEAD}verdict: ok\nverdict: error\n---*/\n")).unwrap_err();
        assert!(
            e.message.contains("the key `verdict` is given twice"),
            "{e}"
        );
        assert!(!e.message.contains("Options"), "{e}");
        assert_eq!(e.line, 6, "{e}");
    }

    #[test]
    fn unknown_key_is_located() {
        let e = parse_str(&format!("{HEAD}verdict: ok\nverdikt: ok\n---*/\n")).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        assert!(e.message.contains("verdikt"), "{e}");
    }

    /// `construct:` is a path of slugs; anything else is an error at its line, and a revision
    /// may not set it (the construct is the file's).
    #[test]
    fn construct_ids_are_validated() {
        let ok = parse_str(&format!(
            "{HEAD}construct: dp/sync/device-synchronize\nverdict: ok\n---*/\n"
        ))
        .unwrap();
        assert_eq!(
            ok.meta.construct.as_deref(),
            Some("dp/sync/device-synchronize")
        );
        for bad in ["Dp/Sync", "a//b", "/a", "a b", "a/"] {
            let e = parse_str(&format!("{HEAD}construct: \"{bad}\"\nverdict: ok\n---*/\n"))
                .unwrap_err();
            assert_eq!(e.line, 5, "{bad}: {e}");
            assert!(e.message.contains("is not a construct id"), "{bad}: {e}");
        }
        let e = parse_revisions(
            "t".into(),
            Path::new("t.cu"),
            format!("{HEAD}verdict: ok\nrevisions:\n  a: {{construct: x}}\n---*/\n"),
        )
        .unwrap_err();
        assert!(e.message.contains("construct"), "{e}");
    }

    /// `witness` is required on a `ub` case, rejected elsewhere, checked in its own right, and
    /// every error names the line of the key at fault.
    #[test]
    fn witness_is_validated_with_its_line() {
        let ub = "verdict: ub\nphase: run\n";
        let ok = parse_str(&format!(
            "{HEAD}{ub}witness: {{memcheck: out-of-bounds}}\n---*/\n"
        ))
        .unwrap();
        assert_eq!(
            ok.meta.witness,
            Some(Witness::Memcheck(
                crate::witness::MemcheckClass::OutOfBounds
            ))
        );
        let hang = parse_str(&format!(
            "{HEAD}{ub}witness:\n  hang: \"blocks wait for blocks that never start\"\n---*/\n"
        ))
        .unwrap();
        assert_eq!(hang.meta.witness.as_ref().unwrap().kind(), "hang");
        for (body, line, what) in [
            // Missing on `ub`: at the verdict.
            (format!("{ub}---*/\n"), 5, "needs a `witness`"),
            // On another verdict: at the key.
            (
                "verdict: ok\nwitness: {unobservable: x}\n---*/\n".to_string(),
                6,
                "is for `verdict: ub`",
            ),
            (
                format!("{ub}witness: {{memcheck: out-of-range}}\n---*/\n"),
                7,
                "out-of-range",
            ),
            (
                format!("{ub}witness: {{racecheck: global-race}}\n---*/\n"),
                7,
                "global-race",
            ),
            (
                format!("{ub}witness: {{memcheck: leak, hang: x}}\n---*/\n"),
                7,
                "",
            ),
            (
                format!("{ub}witness: {{valgrind: leak}}\n---*/\n"),
                7,
                "valgrind",
            ),
            (
                format!("{ub}witness:\n  unobservable: \"  \"\n---*/\n"),
                7,
                "needs its reason",
            ),
            (
                format!("{ub}witness: {{program: {{}}}}\n---*/\n"),
                7,
                "needs `exit`, `signal` or `output`",
            ),
            (
                format!("{ub}witness: {{program: {{exit: 1, signal: SIGSEGV}}}}\n---*/\n"),
                7,
                "one of them",
            ),
            (
                format!("{ub}witness: {{program: {{signal: SIGKILL}}}}\n---*/\n"),
                7,
                "unknown signal `SIGKILL`",
            ),
            (
                format!("{ub}witness: {{program: {{output: \"(\"}}}}\n---*/\n"),
                7,
                "invalid regex",
            ),
            (
                format!("{ub}witness: {{program: {{exit: 1, stderr: x}}}}\n---*/\n"),
                7,
                "stderr",
            ),
            // A tool needs the program to run.
            (
                "verdict: ub\nwitness: {memcheck: leak}\n---*/\n".to_string(),
                6,
                "use `phase: run`",
            ),
            // The old key is gone: its value moved to `witness`.
            (
                format!("{ub}run:\n  sanitizer: memcheck\nwitness: {{memcheck: leak}}\n---*/\n"),
                8,
                "sanitizer",
            ),
        ] {
            let e = parse_str(&format!("{HEAD}{body}")).unwrap_err();
            assert_eq!(e.line, line, "{body}: {e}");
            assert!(e.message.contains(what), "{body}: {e}");
        }
        // `unobservable` needs no run; a revision carries its own witness where its verdict is ub.
        parse_str(&format!(
            "{HEAD}verdict: ub\nwitness:\n  unobservable: \"an optimizer assumption\"\n---*/\n"
        ))
        .unwrap();
        let revs = parse_revisions(
            "t".into(),
            Path::new("t.cu"),
            format!("{HEAD}verdict: ok\nphase: run\nrevisions:\n  a: {{}}\n  b: {{verdict: ub, witness: {{memcheck: misaligned}}}}\n---*/\n"),
        )
        .unwrap();
        assert_eq!(revs[0].meta.witness, None);
        assert_eq!(
            revs[1].meta.witness.as_ref().unwrap().class(),
            Some("misaligned")
        );
        let e = parse_revisions(
            "t".into(),
            Path::new("t.cu"),
            format!("{HEAD}verdict: ok\nphase: run\nrevisions:\n  a: {{}}\n  b: {{verdict: ub}}\n---*/\n"),
        )
        .unwrap_err();
        assert!(
            e.message
                .starts_with("revision `b`: `verdict: ub` needs a `witness`"),
            "{e}"
        );
        assert_eq!(e.line, 9, "{e}");
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
            ("verdict: ub\nwitness: {unobservable: why}\n---*/\nint x; // expect-diag\n", 8, "verdict: ub"),
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

    fn revs(src: &str) -> Result<Vec<Case>, CaseError> {
        parse_revisions("a/b".into(), Path::new("t.cu"), src.to_string())
    }

    #[test]
    fn a_list_of_revisions_is_one_trial_per_std() {
        let cs = revs(&format!(
            "{HEAD}verdict: ok\nrevisions: [c++14, c++17, c++20]\n---*/\nint x;\n"
        ))
        .unwrap();
        let ids: Vec<&str> = cs.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["a/b#c++14", "a/b#c++17", "a/b#c++20"]);
        assert_eq!(cs[1].revision.as_deref(), Some("c++17"));
        assert_eq!(cs[1].file_id(), "a/b");
        let stds: Vec<Option<Std>> = cs.iter().map(|c| c.meta.std).collect();
        assert_eq!(stds, [Some(Std::Cxx14), Some(Std::Cxx17), Some(Std::Cxx20)]);
        assert!(cs.iter().all(|c| c.meta.revisions.is_none()));
        // The dialect bounds the range: C++20 exists in nvcc from 12.0 (CHANGES.md A1).
        assert!(cs[0].range.is_open());
        assert_eq!(cs[2].range.to_string(), "12.0..");
        assert_eq!(
            cs[2].range.since.as_ref().unwrap().source.as_deref(),
            Some("FA §12.1.2 (CHANGES.md A1)")
        );
        // No revisions: one trial with the file's id, as before.
        let one = revs(&format!("{HEAD}verdict: ok\n---*/\nint x;\n")).unwrap();
        assert_eq!(
            (one.len(), one[0].id.as_str(), one[0].revision.as_deref()),
            (1, "a/b", None)
        );
    }

    #[test]
    fn a_map_of_revisions_amends_the_case() {
        let cs = revs(&format!(
            "{HEAD}verdict: ok\nstd: c++17\nflags: [-DA]\nsince: \"11.0\"\nnote: base\nrevisions:\n  old: {{std: c++14, verdict: error, flags: [-DB], until: \"12.0\", note: why}}\n  new: {{}}\n  same:\n---*/\nint x; // expect-error[old]\n"
        ))
        .unwrap();
        assert_eq!(cs.len(), 3);
        let old = &cs[0];
        assert_eq!(old.id, "a/b#old");
        assert_eq!(old.meta.std, Some(Std::Cxx14));
        assert_eq!(old.meta.verdict, Verdict::Error);
        assert_eq!(old.meta.flags, ["-DA", "-DB"]);
        assert_eq!(old.meta.note.as_deref(), Some("why"));
        assert_eq!(old.range.to_string(), "11.0..12.0");
        assert_eq!(old.annotations.len(), 1);
        let new = &cs[1];
        assert_eq!(
            (new.meta.std, new.meta.verdict),
            (Some(Std::Cxx17), Verdict::Ok)
        );
        assert_eq!(new.meta.flags, ["-DA"]);
        assert_eq!(new.meta.note.as_deref(), Some("base"));
        assert_eq!(new.range.to_string(), "11.0..");
        assert!(new.annotations.is_empty(), "the annotation is old's only");
        assert_eq!(cs[2].id, "a/b#same");
    }

    #[test]
    fn a_revision_may_cite_another_clause() {
        // The same code under the 11.x rule (an error) and its 12.x successor (valid).
        let cs = revs(&format!(
            "{HEAD}verdict: error\nrevisions:\n  guide-11: {{}}\n  guide-12: {{clause: x.successor, verdict: ok}}\n---*/\nint x; // expect-error[guide-11]\n"
        ))
        .unwrap();
        assert_eq!(cs[0].meta.clause, "managed.no-const");
        assert_eq!(cs[1].meta.clause, "x.successor");
        assert_eq!(cs[1].meta.verdict, Verdict::Ok);
        assert_eq!(cs[1].annotations.len(), 0);
        let yaml = "section: s\nclause: a.b\ndescription: d\nverdict: error\nrevisions:\n  guide-12: {clause: x.successor, verdict: ok}\n";
        let fm: Frontmatter = serde_saphyr::from_str(yaml).unwrap();
        let written = crate::write::frontmatter(&fm);
        assert!(
            written.contains("guide-12: {clause: x.successor, verdict: ok}"),
            "{written}"
        );
    }

    #[test]
    fn c_plus_plus_23_narrows_to_13_3_and_an_empty_range_is_an_error() {
        let c = parse_str(&format!(
            "{HEAD}verdict: ok\nstd: c++23\nsince: \"13.4\"\n---*/\nint x;\n"
        ))
        .unwrap();
        assert_eq!(c.range.to_string(), "13.4..", "the narrower bound wins");
        let c = parse_str(&format!("{HEAD}verdict: ok\nstd: c++23\n---*/\nint x;\n")).unwrap();
        assert_eq!(c.range.to_string(), "13.3..");
        assert_eq!(
            c.range.since.unwrap().source.as_deref(),
            Some("G13 §5.3.5 (CHANGES.md A1)")
        );
        let e = parse_str(&format!(
            "{HEAD}verdict: ok\nstd: c++20\nuntil: \"11.8\"\n---*/\nint x;\n"
        ))
        .unwrap_err();
        assert_eq!(e.line, 7, "{e}");
        assert!(e.message.contains("no version"), "{e}");
    }

    #[test]
    fn annotations_limited_to_revisions_decide_each_trial() {
        let cs = revs(&format!(
            "{HEAD}verdict: error\nrevisions:\n  c++14: {{}}\n  c++17: {{verdict: ok}}\n---*/\nint a; // expect-error[c++14]\n// expect-error-any(G)[c++14]@+1\nint b;\nint c; // expect-error-any(G)[c++14]\nint d; // expect-warning\n"
        ))
        .unwrap();
        assert_eq!(cs[0].annotations.len(), 4);
        assert_eq!(cs[0].expected_errors().count(), 3);
        assert_eq!(cs[1].annotations.len(), 1, "only the unlimited warning");
        assert_eq!(cs[1].meta.verdict, Verdict::Ok);
    }

    #[test]
    fn bad_revisions_are_errors_at_their_line_and_column() {
        for (body, line, col, what) in [
            ("revisions: []\n", 6, 12, "empty `revisions`"),
            ("revisions: {}\n", 6, 12, "empty `revisions`"),
            (
                "revisions: [c++14, c++14]\n",
                6,
                0,
                "duplicate revision `c++14`",
            ),
            (
                "revisions:\n  a: {}\n  a: {}\n",
                8,
                0,
                "the key `a` is given twice",
            ),
            ("revisions: [gnu++17]\n", 6, 0, "not a `std` value"),
            ("revisions:\n  Big: {}\n", 7, 0, "bad revision name `Big`"),
            ("revisions:\n  a: {stdd: c++14}\n", 7, 0, "stdd"),
            ("revisions:\n  a: {std: c++98}\n", 7, 0, "c++98"),
            ("revisions: c++14\n", 6, 0, "a list of `std` values"),
            (
                "std: c++14\nrevisions: [c++17]\n",
                6,
                1,
                "both set the standard",
            ),
            (
                "revisions:\n  a: {flags: [-std=c++17]}\n",
                7,
                1,
                "revision `a`: set the language standard",
            ),
            (
                "revisions:\n  a: {since: \"12.0\", until: \"11.0\"}\n",
                7,
                1,
                "revision `a`: `until: 11.0` is not after",
            ),
            (
                "revisions:\n  a: {std: c++20, until: \"11.0\"}\n",
                7,
                1,
                "revision `a`: `std: c++20` exists from CUDA 12.0",
            ),
        ] {
            let e = revs(&format!("{HEAD}verdict: ok\n{body}---*/\nint x;\n")).unwrap_err();
            assert_eq!(e.line, line, "{body}: {e}");
            if col > 0 {
                assert_eq!(e.column, col, "{body}: {e}");
            }
            assert!(e.message.contains(what), "{body}: {e}");
        }
    }

    #[test]
    fn each_revision_is_validated_with_the_annotations_that_apply_to_it() {
        for (body, line, col, what) in [
            // An `error` revision needs an expected error of its own.
            ("verdict: error\nrevisions: [c++14, c++17]\n---*/\nint x; // expect-error[c++14]\n", 5, 1, "revision `c++17`: `verdict: error` but no expected error"),
            // An `ndr` trial needs a line where a diagnostic is allowed, else it could only
            // pass by being accepted.
            ("verdict: ndr\n---*/\nint x;\n", 5, 1, "`verdict: ndr` but no line where a diagnostic is allowed"),
            ("verdict: ndr\nrevisions: [c++14, c++17]\n---*/\nint x; // expect-error[c++14]\n", 5, 1, "revision `c++17`: `verdict: ndr` but no line"),
            // An `ok` revision expects no error.
            ("verdict: ok\nrevisions:\n  a: {verdict: error}\n  b: {}\n---*/\nint x; // expect-error\n", 10, 1, "revision `b`: `verdict: ok` case expects an error"),
            // A name not declared, or declared by no `revisions` at all.
            ("verdict: ok\nrevisions: [c++14]\n---*/\nint x; // expect-warning[c++17]\n", 8, 11, "revision `c++17`, which the case does not declare (it declares c++14)"),
            ("verdict: ok\n---*/\nint x; // expect-warning[c++17]\n", 7, 11, "declares no `revisions`"),
            // A group that each revision sees with one line only.
            ("verdict: error\nrevisions:\n  a: {}\n  b: {}\n---*/\nint x; // expect-error-any(G)[a]\nint y; // expect-error-any(G)[b]\n", 10, 11, "revision `a`: group `G` has only this line"),
            // A revision's verdict and the case's phase.
            ("verdict: ok\nphase: link\nrevisions:\n  a: {verdict: diagnose}\n---*/\nint x; // expect-diag[a]\n", 6, 1, "revision `a`: `verdict: diagnose` is judged at compile"),
        ] {
            let e = revs(&format!("{HEAD}{body}")).unwrap_err();
            assert_eq!((e.line, e.column), (line, col), "{body}: {e}");
            assert!(e.message.contains(what), "{body}: {e}");
        }
    }

    #[test]
    fn parse_refuses_a_file_of_several_trials() {
        let e = parse_str(&format!(
            "{HEAD}verdict: ok\nrevisions: [c++14, c++17]\n---*/\nint x;\n"
        ))
        .unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        assert!(e.message.contains("2 revisions"), "{e}");
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
            construct: Some("a/b".into()),
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
                ..Default::default()
            }),
            witness: Some(Witness::Memcheck(crate::witness::MemcheckClass::Leak)),
            diagnostics: vec![UnanchoredSpec {
                severity: Severity::Error,
                tool: Tool::Nvlink,
                regex: String::new(),
            }],
            note: Some(String::new()),
            revisions: Some(Revisions {
                form: RevisionsForm::Map,
                entries: vec![Revision {
                    name: "r".into(),
                    clause: Some("a.b".into()),
                    std: Some(Std::Cxx23),
                    flags: vec!["-x".into()],
                    verdict: Some(Verdict::Error),
                    since: Some(Version::parse("1").unwrap()),
                    until: Some(Version::parse("2").unwrap()),
                    note: Some(String::new()),
                    witness: Some(Witness::Unobservable("why".into())),
                }],
            }),
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
        let forms = props["revisions"]["oneOf"].as_array().unwrap();
        let map = forms.iter().find(|f| f["type"] == "object").unwrap();
        assert_eq!(
            keys(&v["revisions"]["r"]),
            keys(&map["additionalProperties"]["properties"])
        );
        // Each form of witness the parser knows is a key of the schema's, with the same values.
        let wit = &schema["$defs"]["witness"]["properties"];
        for (key, values) in [
            (
                "memcheck",
                &[
                    "out-of-bounds",
                    "misaligned",
                    "invalid-pc",
                    "malloc-free",
                    "leak",
                    "api-error",
                ][..],
            ),
            ("racecheck", &["shared-hazard"][..]),
            ("synccheck", &["barrier-error"][..]),
            ("initcheck", &["uninitialized-read"][..]),
        ] {
            let listed: Vec<&str> = wit[key]["enum"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            assert_eq!(listed, values, "{key}");
            for v in values {
                let w: Witness = serde_saphyr::from_str(&format!("{{{key}: {v}}}")).unwrap();
                assert_eq!(w.class(), Some(*v));
            }
        }
        assert_eq!(
            keys(
                &serde_json::to_value(crate::witness::ProgramWitness {
                    exit: Some(1),
                    signal: Some("SIGSEGV".into()),
                    output: Some(String::new())
                })
                .unwrap()
            ),
            keys(&wit["program"]["properties"])
        );
        let signals: Vec<&str> = wit["program"]["properties"]["signal"]["enum"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        assert_eq!(
            signals,
            crate::witness::SIGNALS
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
        );
        let std_values: Vec<&str> = props["std"]["enum"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        assert_eq!(std_values, Std::ALL.map(Std::flag_value));
    }
}
