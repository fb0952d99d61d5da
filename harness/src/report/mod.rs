//! Reports: what people decide from. Reads results files only (never the runner's internals, never
//! the corpus: what it shows of cases and clauses travels in the results file since schema 4),
//! and renders a static HTML folder, JUnit XML, a Markdown summary and the merged JSON.
//!
//! The model here (matrix, disagreements, version bisect, history) is computed once and shared
//! by every renderer, so the HTML, the JUnit file and the summary never disagree.

pub mod bugs;
pub mod consensus;
pub mod construct;
pub mod diff;
pub mod html;
pub mod junit;
pub mod markdown;
pub mod timeline;
pub mod witness;

use crate::results::{CaseResult, HoleInfo, ResultsFile};
use crate::toolchain::ToolchainInfo;
use crate::verdict::Status;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Counts of statuses in one cell of the matrix.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts(pub BTreeMap<Status, usize>);

impl Counts {
    pub fn add(&mut self, s: Status) {
        *self.0.entry(s).or_default() += 1;
    }
    pub fn get(&self, s: Status) -> usize {
        self.0.get(&s).copied().unwrap_or(0)
    }
    pub fn total(&self) -> usize {
        self.0.values().sum()
    }
    /// Cases judged (not unsupported, not run for want of a GPU, not invalid).
    pub fn judged(&self) -> usize {
        self.total()
            - self.get(Status::Unsupported)
            - self.get(Status::NotRun)
            - self.get(Status::Invalid)
    }
    /// Share of judged cases that conform to the spec (pass or xpass), in percent.
    pub fn conformance(&self) -> Option<f64> {
        let j = self.judged();
        (j > 0)
            .then(|| 100.0 * (self.get(Status::Pass) + self.get(Status::Xpass)) as f64 / j as f64)
    }
}

/// A case whose outcome differs between toolchains.
#[derive(Debug, Clone)]
pub struct Disagreement {
    pub case: String,
    pub section: String,
    /// Toolchain id -> judged status.
    pub statuses: BTreeMap<String, Status>,
    /// For a version series of one family: the first version whose status differs from the one
    /// before it, as (previous id, id).
    pub first_change: Option<(String, String)>,
}

/// A case whose status changed since an earlier run.
#[derive(Debug, Clone)]
pub struct Change {
    pub case: String,
    pub toolchain: String,
    pub before: Status,
    pub after: Status,
}

/// Everything the renderers need.
pub struct Model<'a> {
    pub results: &'a ResultsFile,
    /// Toolchains in column order: by family, then version.
    pub toolchains: Vec<ToolchainInfo>,
    /// Results by case id, then toolchain id.
    pub by_case: BTreeMap<String, BTreeMap<String, &'a CaseResult>>,
    /// Section -> toolchain id -> counts.
    pub by_section: BTreeMap<String, BTreeMap<String, Counts>>,
    /// Section -> clause -> toolchain id -> counts.
    pub by_clause: BTreeMap<String, BTreeMap<String, BTreeMap<String, Counts>>>,
    pub totals: BTreeMap<String, Counts>,
    pub disagreements: Vec<Disagreement>,
    /// Coverage holes as the results file recorded them; `None` for a file older than schema 4.
    pub holes: Option<&'a [HoleInfo]>,
    /// Earlier runs, oldest first: (started_at, suite commit, toolchain id -> counts).
    pub history: Vec<(String, Option<String>, BTreeMap<String, Counts>)>,
    pub changes: Vec<Change>,
}

/// Sorts section numbers numerically (`I.4.10` after `I.4.9`).
pub fn section_key(s: &str) -> Vec<(u32, String)> {
    s.split('.')
        .map(|p| {
            p.parse::<u32>()
                .map(|n| (n, String::new()))
                .unwrap_or((0, p.to_string()))
        })
        .collect()
}

impl<'a> Model<'a> {
    pub fn build(results: &'a ResultsFile, history: &[ResultsFile]) -> Model<'a> {
        let mut toolchains = results.toolchains.clone();
        toolchains.sort_by(|a, b| {
            (a.family.as_str(), &a.version, &a.id).cmp(&(b.family.as_str(), &b.version, &b.id))
        });
        let mut by_case: BTreeMap<String, BTreeMap<String, &CaseResult>> = BTreeMap::new();
        let mut by_section: BTreeMap<String, BTreeMap<String, Counts>> = BTreeMap::new();
        let mut by_clause: BTreeMap<String, BTreeMap<String, BTreeMap<String, Counts>>> =
            BTreeMap::new();
        let mut totals: BTreeMap<String, Counts> = BTreeMap::new();
        for r in &results.results {
            by_case
                .entry(r.case.clone())
                .or_default()
                .insert(r.toolchain.clone(), r);
            let section = if r.section.is_empty() {
                "(invalid)".to_string()
            } else {
                r.section.clone()
            };
            by_section
                .entry(section.clone())
                .or_default()
                .entry(r.toolchain.clone())
                .or_default()
                .add(r.status);
            by_clause
                .entry(section)
                .or_default()
                .entry(r.clause.clone())
                .or_default()
                .entry(r.toolchain.clone())
                .or_default()
                .add(r.status);
            totals.entry(r.toolchain.clone()).or_default().add(r.status);
        }

        let mut disagreements = Vec::new();
        for (case, per) in &by_case {
            let judged: BTreeMap<String, Status> = per
                .iter()
                .filter(|(_, r)| !r.judged.is_skip() && r.judged != Status::Invalid)
                .map(|(t, r)| (t.clone(), r.judged))
                .collect();
            let distinct: BTreeSet<Status> = judged.values().copied().collect();
            if distinct.len() > 1 {
                let section = per
                    .values()
                    .next()
                    .map(|r| r.section.clone())
                    .unwrap_or_default();
                let first_change = first_change(&toolchains, &judged);
                disagreements.push(Disagreement {
                    case: case.clone(),
                    section,
                    statuses: judged,
                    first_change,
                });
            }
        }

        let mut hist: Vec<&ResultsFile> = history.iter().collect();
        hist.sort_by(|a, b| a.started_at.cmp(&b.started_at));
        let history_rows = hist
            .iter()
            .map(|h| {
                let mut t: BTreeMap<String, Counts> = BTreeMap::new();
                for r in &h.results {
                    t.entry(r.toolchain.clone()).or_default().add(r.status);
                }
                (h.started_at.clone(), h.suite_commit.clone(), t)
            })
            .collect();
        let mut changes = Vec::new();
        if let Some(last) = hist.last() {
            let before: BTreeMap<(&str, &str), Status> = last
                .results
                .iter()
                .map(|r| ((r.case.as_str(), r.toolchain.as_str()), r.status))
                .collect();
            for r in &results.results {
                if let Some(b) = before.get(&(r.case.as_str(), r.toolchain.as_str())) {
                    if *b != r.status {
                        changes.push(Change {
                            case: r.case.clone(),
                            toolchain: r.toolchain.clone(),
                            before: *b,
                            after: r.status,
                        });
                    }
                }
            }
        }
        Model {
            results,
            toolchains,
            by_case,
            by_section,
            by_clause,
            totals,
            disagreements,
            holes: results.holes.as_deref(),
            history: history_rows,
            changes,
        }
    }

    /// Sections in reading order.
    pub fn sections(&self) -> Vec<&String> {
        let mut s: Vec<&String> = self.by_section.keys().collect();
        s.sort_by_key(|x| section_key(x));
        s
    }
}

/// In a version series of one family (nvcc 13.0 ... 13.5), the first adjacent pair whose
/// statuses differ.
fn first_change(
    order: &[ToolchainInfo],
    judged: &BTreeMap<String, Status>,
) -> Option<(String, String)> {
    let mut families: BTreeMap<&str, Vec<&ToolchainInfo>> = BTreeMap::new();
    for t in order {
        if judged.contains_key(&t.id) {
            families.entry(t.family.as_str()).or_default().push(t);
        }
    }
    for series in families.values() {
        for w in series.windows(2) {
            if judged[&w[0].id] != judged[&w[1].id] {
                return Some((w[0].id.clone(), w[1].id.clone()));
            }
        }
    }
    None
}

/// Why a report could not be written.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("HTML template: {0}")]
    Template(#[from] minijinja::Error),
    #[error("JUnit XML: {0}")]
    Junit(#[from] quick_junit::SerializeError),
}

/// What `render` wrote.
#[derive(Debug)]
pub struct Rendered {
    pub files: usize,
    pub bytes: u64,
}

/// Renders every output into `out`.
pub fn render(
    results: &ResultsFile,
    history: &[ResultsFile],
    out: &Path,
) -> Result<Rendered, Error> {
    std::fs::create_dir_all(out)?;
    let model = Model::build(results, history);
    let mut files = 0;
    files += html::write(&model, out)?;
    files += bugs::write(results, out)?;
    std::fs::write(out.join("junit.xml"), junit::render(&model)?)?;
    std::fs::write(out.join("summary.md"), markdown::render(&model))?;
    results.save(&out.join("results.json"))?;
    let consensus = serde_json::to_vec_pretty(&consensus::of_results(results))
        .map_err(std::io::Error::other)?;
    std::fs::write(out.join("consensus.json"), consensus)?;
    files += 4;
    // The run cases of a GPU run in a form to commit (reports/gpu/), ub witnesses included.
    if results
        .results
        .iter()
        .any(|r| r.phase == Some(crate::results::Phase::Run))
    {
        std::fs::write(out.join("gpu-compact.tsv"), witness::compact(results))?;
        files += 1;
    }
    let mut bytes = 0;
    for e in walk(out) {
        bytes += std::fs::metadata(&e).map(|m| m.len()).unwrap_or(0);
    }
    Ok(Rendered { files, bytes })
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v = Vec::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                v.extend(walk(&p));
            } else {
                v.push(p);
            }
        }
    }
    v
}
