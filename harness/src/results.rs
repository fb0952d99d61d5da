//! The results file: every case x toolchain judged in a run, as versioned JSON.
//!
//! This is the one interface between running and reporting: reports, `bless`, CI summaries and
//! merges of shards all read it. Field names are stable; `schema_version` changes when they do.
//! Files are written atomically so a reader never sees half a file.

use crate::case::{Phase, Verdict};
use crate::gpu::Gpu;
use crate::outcome::Outcome;
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use crate::version::Range;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// 2: results carry the case's CUDA `range` and the recorded deviation's `deviation_kind`;
/// toolchains their `cuda` version.
pub const SCHEMA_VERSION: u32 = 2;

/// Older schema versions this cuconform still reads: version 1 lacks only fields that default
/// (an open range, no kind, an unknown CUDA version), so its files are read as version 2.
const READS_ALSO: &[u32] = &[1];

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
    pub duration_ms: u64,
    pub machine: Machine,
    pub toolchains: Vec<ToolchainInfo>,
    /// `K/N` when this file is one shard of a run.
    pub shard: Option<String>,
    pub results: Vec<CaseResult>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CaseResult {
    pub case: String,
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
}

impl ResultsFile {
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

    pub fn load(path: &Path) -> Result<ResultsFile, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let f: ResultsFile = serde_json::from_str(&text)
            .map_err(|e| format!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))?;
        let mut f = f;
        if READS_ALSO.contains(&f.schema_version) {
            f.schema_version = SCHEMA_VERSION;
        }
        if f.schema_version != SCHEMA_VERSION {
            return Err(format!(
                "{}: schema_version {} (this cuconform reads {SCHEMA_VERSION} and {READS_ALSO:?})",
                path.display(),
                f.schema_version
            ));
        }
        Ok(f)
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?;
        write_atomically(path, &text)
    }

    /// Merges shards (or runs of different toolchains) into one file: results are united by
    /// (case, toolchain), a later file winning; toolchains are united by id.
    pub fn merge(files: Vec<ResultsFile>) -> Option<ResultsFile> {
        let mut it = files.into_iter();
        let mut base = it.next()?;
        let mut by_key: BTreeMap<(String, String), CaseResult> = base
            .results
            .drain(..)
            .map(|r| ((r.case.clone(), r.toolchain.clone()), r))
            .collect();
        for f in it {
            for t in f.toolchains {
                if !base.toolchains.iter().any(|b| b.id == t.id) {
                    base.toolchains.push(t);
                }
            }
            base.duration_ms = base.duration_ms.max(f.duration_ms);
            if base.machine.gpu.is_none() {
                base.machine.gpu = f.machine.gpu;
            }
            for r in f.results {
                by_key.insert((r.case.clone(), r.toolchain.clone()), r);
            }
        }
        base.shard = None;
        base.results = by_key.into_values().collect();
        Some(base)
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    std::io::Write::write_all(&mut tmp, bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Now, UTC, RFC 3339 (seconds).
pub fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0) as i64;
    rfc3339(secs)
}

fn rfc3339(secs: i64) -> String {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z.rem_euclid(146097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        (rem % 3600) / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_known_dates() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951782400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1795312800), "2026-11-22T02:00:00Z");
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

    #[test]
    fn version_1_files_are_read_and_ranges_round_trip() {
        let d = tempfile::tempdir().unwrap();
        // A committed version-1 file (reports/gpu) still loads, as version 2.
        let v1 = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../reports/gpu/h200-robustness-fixtures.json");
        let f = ResultsFile::load(&v1).unwrap();
        assert_eq!(f.schema_version, SCHEMA_VERSION);
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
            .contains("schema_version 9"));
    }
}
