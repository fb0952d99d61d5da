//! The results file: every case x toolchain judged in a run, as versioned JSON.
//!
//! This is the one interface between running and reporting: reports, `bless`, CI summaries and
//! merges of shards all read it. Field names are stable; `schema_version` changes when they do.
//! Files are written atomically so a reader never sees half a file.

use crate::case::Case;
/// The case vocabulary results carry; reports take it from here, never from the case format.
pub use crate::case::{Phase, Verdict};
use crate::corpus::Corpus;
use crate::gpu::Gpu;
use crate::outcome::Outcome;
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use crate::version::Range;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// 2: the `not_run` status, `interrupted`, `merged`. 3: results carry the case's CUDA `range`
/// and the recorded deviation's `deviation_kind`, toolchains their `cuda` version. Files of
/// versions 1 and 2 are still read (the later fields default: an open range, no kind, an unknown
/// CUDA version). 4: the file carries what reports show of the corpus (`cases`: description,
/// source, expected lines; `clauses`: text and reading; `holes`: coverage holes), so that reports
/// read results files only; older files render without them. 5: revisions: a result's `case` is
/// the trial id (`path#revision` for a case with revisions) and `revision` names the revision;
/// `cases` entries carry the trial's `revision`, `std` and `flags`. Files of versions 1 to 4
/// read as trials without revisions. 6: a `ub` trial's `witness` (its claim and whether a GPU run
/// confirmed it, `witness.rs`); a result outside its case's CUDA range may carry an
/// `observation` (the unjudged outcome of building it anyway, `observation.rs`), and `cases`
/// entries their `construct` (`construct.rs`); older files read without them.
pub const SCHEMA_VERSION: u32 = 6;
/// The oldest schema this cuconform reads.
pub const OLDEST_SCHEMA_VERSION: u32 = 1;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Machine {
    pub hostname: String,
    pub gpu: Option<Gpu>,
    /// The `-arch` cases were built for.
    pub arch: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ResultsFile {
    pub schema_version: u32,
    /// `cuconform 0.1.0`.
    pub tool: String,
    /// The suite's git commit, when known.
    pub suite_commit: Option<String>,
    /// UTC, RFC 3339.
    pub started_at: String,
    /// Wall time of the run; for a merged file, the span from the earliest part's start to the
    /// latest part's end (see `merged`).
    pub duration_ms: u64,
    /// The run was interrupted (Ctrl-C, SIGTERM): the results are those finished before it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interrupted: bool,
    /// Set on a file made by merging others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merged: Option<Merged>,
    pub machine: Machine,
    pub toolchains: Vec<ToolchainInfo>,
    /// `K/N` when this file is one shard of a run.
    pub shard: Option<String>,
    pub results: Vec<CaseResult>,
    /// What reports show of each case in `results`, by case id (schema 4; empty in older files).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cases: BTreeMap<String, CaseInfo>,
    /// The clauses the cases cite, by clause id (schema 4).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub clauses: BTreeMap<String, ClauseInfo>,
    /// The corpus's coverage holes when the run was made (schema 4; `None` in older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holes: Option<Vec<HoleInfo>>,
    /// The text of the headers the cases include with `#include "..."` from the corpus (its
    /// `include/` folder, or beside the case), by path relative to the cases folder (schema 6,
    /// additive): a bug report's reproducer is complete only with them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub includes: BTreeMap<String, String>,
}

/// A case as reports show it, copied from the corpus when the run is made.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct CaseInfo {
    pub description: String,
    /// The construct the trial tests (schema 6): trials testing one construct across editions
    /// share it (`construct.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub construct: Option<String>,
    /// The revision this trial is (schema 5), and the standard and flags it was built with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub std: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// The file's text as compiled.
    pub source: String,
    /// Expected diagnostics by line.
    pub expected: Vec<ExpectedLine>,
    /// What a `phase: run` case must do at run time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run: Option<RunExpectation>,
}

/// One expected diagnostic: its line and what (`error`, `warning`, `diagnostic`), with its group.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ExpectedLine {
    pub line: u32,
    pub what: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The regex the message must match, when the annotation gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
}

impl ExpectedLine {
    /// Whether `d` meets this expectation (as `verdict::satisfies` judged it in the run); for
    /// showing expected and reported diagnostics side by side.
    pub fn satisfied_by(&self, d: &crate::diagnostic::Diagnostic) -> bool {
        use crate::annotation::Severity;
        let severity_ok = match self.what.as_str() {
            "error" => d.severity == Severity::Error,
            "warning" => d.severity == Severity::Warning,
            _ => true,
        };
        d.line == Some(self.line)
            && severity_ok
            && self
                .pattern
                .as_deref()
                .is_none_or(|p| regex::Regex::new(p).is_ok_and(|re| re.is_match(&d.message)))
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct RunExpectation {
    pub exit: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdout: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdout_regex: Option<String>,
}

/// A clause as reports show it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ClauseInfo {
    /// `must`, `must-not`, ... as in the clause index.
    pub kind: String,
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// The CUDA versions the clause holds for, each bound with the edition that documents it
    /// (additive to schema 6; open when the rule is the seed edition's, unchanged): what a bug
    /// report cites as the edition of the text.
    #[serde(default, skip_serializing_if = "Range::is_open")]
    pub range: Range,
}

/// A clause lacking a positive or a negative case (see `coverage`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct HoleInfo {
    pub clause: String,
    pub section: String,
    pub missing: String,
}

impl std::fmt::Display for HoleInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): no {} case",
            self.clause, self.section, self.missing
        )
    }
}

/// The corpus's part of a results file: `cases`, `clauses` and `holes`.
#[derive(Debug, Clone, Default)]
pub struct CorpusDigest {
    pub cases: BTreeMap<String, CaseInfo>,
    pub clauses: BTreeMap<String, ClauseInfo>,
    pub holes: Vec<HoleInfo>,
    /// See [`ResultsFile::includes`].
    pub includes: BTreeMap<String, String>,
}

impl CorpusDigest {
    /// What reports need of `cases` (and the clauses they cite) and of the corpus's coverage.
    pub fn of<'a>(corpus: &Corpus, cases: impl IntoIterator<Item = &'a Case>) -> CorpusDigest {
        let mut d = CorpusDigest::default();
        let constructs = crate::construct::assign(&corpus.cases);
        for c in cases {
            d.cases.insert(
                c.id.clone(),
                CaseInfo {
                    description: c.meta.description.clone(),
                    construct: constructs.get(&c.id).cloned(),
                    revision: c.revision.clone(),
                    std: c.meta.std.map(|s| s.to_string()),
                    flags: c.meta.flags.clone(),
                    source: c.source.clone(),
                    expected: c
                        .annotations
                        .iter()
                        .map(|a| ExpectedLine {
                            line: a.line,
                            what: a.what().to_string(),
                            group: a.group.clone(),
                            pattern: a.pattern.as_ref().map(|p| p.as_str().to_string()),
                        })
                        .collect(),
                    run: c.meta.run.as_ref().map(|r| RunExpectation {
                        exit: r.exit,
                        stdout: r.stdout.clone(),
                        stdout_regex: r.stdout_regex.clone(),
                    }),
                },
            );
            for (rel, text) in local_includes(&corpus.root, c) {
                d.includes.entry(rel).or_insert(text);
            }
            if let Some(cl) = corpus.clauses.get(&c.meta.clause) {
                d.clauses
                    .entry(cl.id.clone())
                    .or_insert_with(|| ClauseInfo {
                        kind: serde_json::to_value(cl.kind)
                            .ok()
                            .and_then(|v| v.as_str().map(str::to_string))
                            .unwrap_or_default(),
                        text: cl.text.clone(),
                        reading: cl.reading.clone(),
                        range: clause_range(cl),
                    });
            }
        }
        d.holes = crate::coverage::holes(corpus)
            .into_iter()
            .map(|h| HoleInfo {
                clause: h.clause,
                section: h.section,
                missing: h.missing.to_string(),
            })
            .collect();
        d
    }
}

/// A clause's own range, its bounds with their sources.
fn clause_range(cl: &crate::clause::Clause) -> Range {
    let b = |b: &Option<crate::clause::ClauseBound>| {
        b.as_ref().map(|b| crate::version::Bound {
            version: b.version.clone(),
            source: Some(b.source.clone()),
        })
    };
    Range {
        since: b(&cl.since),
        until: b(&cl.until),
    }
}

/// The headers `case` includes with `#include "NAME"` that the corpus holds: NAME beside the
/// case, else in `include/` (the order the compiler searches a quoted include, the case's
/// folder first, then `-I cases/include`), as (path relative to `root`, text). A header the
/// corpus does not hold is the toolchain's, and not copied.
fn local_includes(root: &Path, c: &Case) -> Vec<(String, String)> {
    static INCLUDE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"(?m)^\s*#\s*include\s*"([^"]+)""#).expect("valid regex")
    });
    let dir = c.path.parent().unwrap_or(root);
    INCLUDE
        .captures_iter(&c.source)
        .filter_map(|m| {
            let name = &m[1];
            [dir.join(name), root.join("include").join(name)]
                .into_iter()
                .find(|p| p.is_file())
                .and_then(|p| {
                    let rel = p.strip_prefix(root).ok()?.to_string_lossy().into_owned();
                    Some((rel, std::fs::read_to_string(&p).ok()?))
                })
        })
        .collect()
}

/// What a merged file was made of.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Merged {
    /// How many files were merged.
    pub files: usize,
    /// The sum of their `duration_ms`: the machine time the parts took together (shards run in
    /// parallel take more of it than the span in `duration_ms`).
    pub parts_duration_ms: u64,
}

/// Two merged files judged the same (case, toolchain) differently.
#[derive(Debug, Clone, PartialEq)]
pub struct Conflict {
    pub case: String,
    pub toolchain: String,
    /// Index of the earlier file among the inputs, and its status.
    pub earlier: (usize, Status),
    /// Index of the later file, and its status.
    pub later: (usize, Status),
}

/// Which of two conflicting results a merge keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prefer {
    Earlier,
    Later,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CaseResult {
    /// The trial id: the case's id, with `#revision` for a revision (schema 5).
    pub case: String,
    /// The revision, for a case with revisions (schema 5; absent before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    /// Toolchain id (`nvcc-13.5.37`).
    pub toolchain: String,
    pub section: String,
    pub clause: String,
    pub verdict: Option<Verdict>,
    pub phase: Option<Phase>,
    /// The final status, after the expectation file.
    pub status: Status,
    /// The status the spec alone gives, before the expectation file.
    pub judged: Status,
    pub mismatches: Vec<String>,
    pub remarks: Vec<String>,
    /// The recorded deviation's note, for xfail / xpass.
    pub deviation: Option<String>,
    /// The recorded deviation's kind (`accepts-invalid`, ...), with `deviation`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deviation_kind: Option<crate::expectation::DeviationKind>,
    /// The CUDA versions the case holds for (its clause's range, narrowed by the case), with
    /// the sources of its bounds; `{}` when open.
    #[serde(default)]
    pub range: Range,
    pub duration_ms: u64,
    pub outcome: Option<Outcome>,
    /// For a trial outside its case's CUDA range (status `unsupported`): what the toolchain did
    /// with it anyway, unjudged (schema 6; `observation.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observation: Option<crate::observation::Observation>,
    /// A `ub` trial's witness and whether this run confirmed it (schema 6): a property of the
    /// case, judged apart from `status` (it never makes a deviation, an xfail or an xpass).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub witness: Option<crate::witness::WitnessCheck>,
}

impl ResultsFile {
    /// Puts `digest` into the file (what a run of schema 4 writes).
    pub fn describe(&mut self, digest: CorpusDigest) {
        self.cases = digest.cases;
        self.clauses = digest.clauses;
        self.holes = Some(digest.holes);
        self.includes = digest.includes;
    }

    /// Count of each status per toolchain id.
    pub fn counts(&self) -> BTreeMap<String, BTreeMap<Status, usize>> {
        let mut out: BTreeMap<String, BTreeMap<Status, usize>> = BTreeMap::new();
        for r in &self.results {
            *out.entry(r.toolchain.clone())
                .or_default()
                .entry(r.status)
                .or_default() += 1;
        }
        out
    }

    pub fn load(path: &Path) -> Result<ResultsFile, LoadError> {
        let text = std::fs::read_to_string(path).map_err(|source| LoadError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let f: ResultsFile = serde_json::from_str(&text).map_err(|source| LoadError::Parse {
            path: path.to_path_buf(),
            source,
        })?;
        if !(OLDEST_SCHEMA_VERSION..=SCHEMA_VERSION).contains(&f.schema_version) {
            return Err(LoadError::Schema {
                path: path.to_path_buf(),
                found: f.schema_version,
            });
        }
        Ok(f)
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?;
        write_atomically(path, &text)
    }

    /// Merges shards (or runs of different toolchains, or machines) into one file: results are
    /// united by (case, toolchain), toolchains by id. Two results for the same pair with
    /// different statuses are a [`Conflict`]; `prefer` says which is kept (equal statuses are
    /// not a conflict: a resumed run repeats what it kept). The merged `duration_ms` is the span
    /// of the parts (earliest start to latest end), `merged` holds the sum of their durations.
    pub fn merge(files: Vec<ResultsFile>, prefer: Prefer) -> Option<(ResultsFile, Vec<Conflict>)> {
        let n = files.len();
        let spans: Vec<Option<(i64, i64)>> = files
            .iter()
            .map(|f| {
                let s = parse_rfc3339(&f.started_at)? * 1000;
                Some((s, s + f.duration_ms as i64))
            })
            .collect();
        let parts_duration_ms = files.iter().map(|f| f.duration_ms).sum();
        let mut it = files.into_iter().enumerate();
        let (_, mut base) = it.next()?;
        let mut conflicts = Vec::new();
        let mut by_key = BTreeMap::new();
        // The first file's own results go through the same check as the others': two results of
        // one id in one file (two case files that gave one trial id) are a conflict, not one of
        // them silently dropped.
        for r in std::mem::take(&mut base.results) {
            add_result(&mut by_key, &mut conflicts, prefer, 0, r);
        }
        for (i, f) in it {
            for t in f.toolchains {
                if !base.toolchains.iter().any(|b| b.id == t.id) {
                    base.toolchains.push(t);
                }
            }
            if base.machine.gpu.is_none() {
                base.machine.gpu = f.machine.gpu;
            }
            base.interrupted |= f.interrupted;
            // The corpus's part: cases and clauses united; the first file's holes kept (the
            // parts of one run share a corpus).
            for (k, v) in f.cases {
                base.cases.entry(k).or_insert(v);
            }
            for (k, v) in f.clauses {
                base.clauses.entry(k).or_insert(v);
            }
            for (k, v) in f.includes {
                base.includes.entry(k).or_insert(v);
            }
            if base.holes.is_none() {
                base.holes = f.holes;
            }
            if f.started_at < base.started_at {
                base.started_at = f.started_at;
            }
            for r in f.results {
                add_result(&mut by_key, &mut conflicts, prefer, i, r);
            }
        }
        if n > 1 {
            base.duration_ms = match spans.iter().copied().collect::<Option<Vec<_>>>() {
                Some(sp) => {
                    let start = sp.iter().map(|s| s.0).min().unwrap_or(0);
                    let end = sp.iter().map(|s| s.1).max().unwrap_or(0);
                    (end - start).max(0) as u64
                }
                // A start time this cuconform cannot read: the longest part is all that is known.
                None => base.duration_ms.max(parts_duration_ms / n as u64),
            };
            base.merged = Some(Merged {
                files: n,
                parts_duration_ms,
            });
        }
        base.shard = None;
        base.results = by_key.into_values().map(|(_, r)| r).collect();
        Some((base, conflicts))
    }
}

/// Adds result `r` of input file `i` to a merge: a second result for the same (case, toolchain)
/// with another status is a [`Conflict`], and `prefer` says which one stays.
fn add_result(
    by_key: &mut BTreeMap<(String, String), (usize, CaseResult)>,
    conflicts: &mut Vec<Conflict>,
    prefer: Prefer,
    i: usize,
    r: CaseResult,
) {
    let key = (r.case.clone(), r.toolchain.clone());
    match by_key.get(&key) {
        Some((j, old)) if old.status != r.status => {
            conflicts.push(Conflict {
                case: key.0.clone(),
                toolchain: key.1.clone(),
                earlier: (*j, old.status),
                later: (i, r.status),
            });
            if prefer == Prefer::Later {
                by_key.insert(key, (i, r));
            }
        }
        Some(_) if prefer == Prefer::Earlier => {}
        _ => {
            by_key.insert(key, (i, r));
        }
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // Never replace a device, FIFO, socket or link with a regular file (`-o /dev/null` as root).
    crate::output::check_target(path).map_err(std::io::Error::other)?;
    std::fs::create_dir_all(dir)?;
    // A results file gets the usual mode under the umask (a bare temporary file would be 0600).
    let mut tmp = tempfile::Builder::new()
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(dir)?;
    std::io::Write::write_all(&mut tmp, bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Why a results file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{}:{}: {source}", path.display(), source.line(), source.column())]
    Parse {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("{}: schema_version {found} (this cuconform reads {OLDEST_SCHEMA_VERSION} to {SCHEMA_VERSION})", path.display())]
    Schema { path: PathBuf, found: u32 },
}

/// The binary reports errors as one line of text.
impl From<LoadError> for String {
    fn from(e: LoadError) -> String {
        e.to_string()
    }
}

/// Now, UTC, RFC 3339 to the second (`2026-11-22T02:00:00Z`).
pub fn now_rfc3339() -> String {
    rfc3339(jiff::Timestamp::now().as_second())
}

/// Seconds since the epoch of an RFC 3339 time such as [`now_rfc3339`] writes.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    s.parse::<jiff::Timestamp>().ok().map(|t| t.as_second())
}

fn rfc3339(secs: i64) -> String {
    // Whole seconds: results files have always been written without fractions.
    jiff::Timestamp::from_second(secs)
        .map(|t| t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_known_dates() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951782400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1795312800), "2026-11-22T02:00:00Z");
        for t in [0, 951782400, 1795312800, 1795312800 + 86399] {
            assert_eq!(parse_rfc3339(&rfc3339(t)), Some(t));
        }
        assert_eq!(parse_rfc3339("2026-11-22 02:00:00"), None);
        assert_eq!(parse_rfc3339("2026-13-22T02:00:00Z"), None);
        // Now is written in the same form and reads back.
        let now = now_rfc3339();
        assert_eq!(now.len(), 20, "{now}");
        assert_eq!(rfc3339(parse_rfc3339(&now).unwrap()), now);
    }

    fn sample() -> ResultsFile {
        ResultsFile::load(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/results-sample.json"),
        )
        .unwrap()
    }

    #[test]
    fn merge_reports_two_results_of_one_id_in_one_file_as_a_conflict() {
        let mut a = sample();
        let mut twin = a.results[0].clone();
        twin.status = if twin.status == Status::Fail {
            Status::Pass
        } else {
            Status::Fail
        };
        a.results.push(twin.clone());
        let n = a.results.len();
        let (merged, conflicts) = ResultsFile::merge(vec![a], Prefer::Later).unwrap();
        assert_eq!(conflicts.len(), 1, "{conflicts:?}");
        assert_eq!(conflicts[0].case, twin.case);
        assert_eq!((conflicts[0].earlier.0, conflicts[0].later.0), (0, 0));
        assert_eq!(merged.results.len(), n - 1);
    }

    #[test]
    fn merge_names_conflicts_and_keeps_the_preferred_side() {
        let mut a = sample();
        a.started_at = "2026-11-22T02:00:00Z".into();
        a.duration_ms = 60_000;
        let mut b = a.clone();
        b.started_at = "2026-11-22T02:00:30Z".into();
        b.duration_ms = 90_000;
        let first = b.results[0].status;
        let flipped = if first == Status::Fail {
            Status::Pass
        } else {
            Status::Fail
        };
        b.results[0].status = flipped;
        let key = (a.results[0].case.clone(), a.results[0].toolchain.clone());
        let status_of = |f: &ResultsFile| {
            f.results
                .iter()
                .find(|r| (r.case.clone(), r.toolchain.clone()) == key)
                .unwrap()
                .status
        };
        let (later, conflicts) =
            ResultsFile::merge(vec![a.clone(), b.clone()], Prefer::Later).unwrap();
        assert_eq!(
            conflicts,
            vec![Conflict {
                case: key.0.clone(),
                toolchain: key.1.clone(),
                earlier: (0, first),
                later: (1, flipped),
            }],
            "only the differing pair is a conflict"
        );
        assert_eq!(status_of(&later), flipped);
        let (earlier, _) = ResultsFile::merge(vec![a.clone(), b], Prefer::Earlier).unwrap();
        assert_eq!(status_of(&earlier), first);
        assert_eq!(later.results.len(), a.results.len());
        // Wall time: from 02:00:00 to 02:02:00 (b's end); the parts took 150 s together.
        assert_eq!(later.duration_ms, 120_000);
        assert_eq!(
            later.merged,
            Some(Merged {
                files: 2,
                parts_duration_ms: 150_000
            })
        );
        assert_eq!(later.started_at, "2026-11-22T02:00:00Z");
    }

    #[test]
    fn atomic_write_replaces_whole_file() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("sub/r.json");
        write_atomically(&p, b"first").unwrap();
        write_atomically(&p, b"second").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "second");
        assert_eq!(
            std::fs::read_dir(p.parent().unwrap()).unwrap().count(),
            1,
            "no temp file left"
        );
    }

    /// A file written by cuconform before revisions (schema 4, `cuconform run` over one case
    /// with the checker) still loads: its results are trials without a revision.
    #[test]
    fn version_4_files_are_read_as_trials_without_revisions() {
        let v4 = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/results-v4.json");
        let f = ResultsFile::load(&v4).unwrap();
        assert_eq!(f.schema_version, 4);
        assert_eq!(f.results.len(), 1);
        assert_eq!(f.results[0].case, "qualifiers/managed/example-const");
        assert_eq!(f.results[0].revision, None);
        let info = &f.cases["qualifiers/managed/example-const"];
        assert_eq!(
            (info.revision.as_deref(), info.std.as_deref()),
            (None, None)
        );
        assert!(info.flags.is_empty() && !info.source.is_empty());
        // Saved again, it is written without the schema-5 fields it does not have.
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("r.json");
        f.save(&p).unwrap();
        let text = std::fs::read_to_string(&p).unwrap();
        assert!(!text.contains("\"revision\""), "{text}");
    }

    #[test]
    fn version_1_files_are_read_and_ranges_round_trip() {
        let d = tempfile::tempdir().unwrap();
        // A committed version-1 file (reports/gpu) still loads, its new fields defaulted.
        let v1 = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../reports/gpu/h200-robustness-fixtures.json");
        let f = ResultsFile::load(&v1).unwrap();
        assert_eq!(f.schema_version, 1);
        assert!(f.results.iter().all(|r| r.range.is_open()));
        assert!(f.toolchains.iter().all(|t| t.cuda.is_none()));
        // A range and a kind survive a save and a load.
        let mut f = f;
        let v = |s| crate::version::Version::parse(s).unwrap();
        f.results[0].range = Range::of(None, Some(&v("12.0")));
        f.results[0].range.until.as_mut().unwrap().source = Some("FA (CHANGES.md D1)".into());
        f.results[0].deviation_kind = Some(crate::expectation::DeviationKind::WarnsOnly);
        f.toolchains[0].cuda = Some(v("13.5"));
        let p = d.path().join("r.json");
        f.save(&p).unwrap();
        let back = ResultsFile::load(&p).unwrap();
        assert_eq!(back.results[0].range, f.results[0].range);
        assert_eq!(back.results[0].deviation_kind, f.results[0].deviation_kind);
        assert_eq!(back.toolchains[0].cuda, Some(v("13.5")));
        // A future version is refused.
        let mut text: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        text["schema_version"] = 9.into();
        std::fs::write(&p, text.to_string()).unwrap();
        assert!(ResultsFile::load(&p)
            .unwrap_err()
            .to_string()
            .contains("schema_version 9"));
    }
}
