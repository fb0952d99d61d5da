//! Scheduling: every selected case on every toolchain, in parallel, into a results file.
//!
//! One work queue is shared by all toolchains, so a slow toolchain does not leave cores idle.
//! The queue is ordered longest expected trial first (`schedule.rs`, from the durations earlier
//! results files recorded and what the result cache holds), and workers take the next trial
//! from it as they come free, so the run does not end with one core on a slow compile started
//! last.
//! Each job builds in its own temporary folder (removed when the job ends, whatever happens),
//! runs the program when the case and the machine allow, judges the outcome, and applies the
//! toolchain's expectation file.
//!
//! The runner draws nothing: it reports what happens to an [`Observer`] (the `progress` module
//! renders those events for a terminal or a log). When the process is interrupted
//! ([`crate::process::interrupt`]) it starts no more work, drops the trials whose processes were
//! killed, and returns what finished, marked `interrupted`.

use crate::case::{Case, Phase};
use crate::corpus::Corpus;
use crate::expectation::ExpectationFile;
use crate::filter::Filter;
use crate::gpu::Gpu;
use crate::outcome::Outcome;
use crate::results::{CaseResult, Machine, ResultsFile};
use crate::toolchain::{self, BuildContext, Toolchain};
use crate::verdict::{self, Judgement, Status};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct RunConfig {
    pub jobs: usize,
    pub gpu: Option<Gpu>,
    /// `-arch` for builds: the GPU's, else this default.
    pub arch: String,
    pub include_dir: PathBuf,
    pub compile_timeout: Duration,
    /// Cap on each build step's address space, in bytes (`None`: no cap).
    pub mem_limit: Option<u64>,
    pub expectations_dir: PathBuf,
    pub sanitizer: Option<PathBuf>,
    /// `K/N`: run only the cases whose stable hash puts them in shard K of N.
    pub shard: Option<(u32, u32)>,
    /// Build executables of run cases into this folder and stop there (a compile farm for GPU
    /// runners); see `artifact`.
    pub build_only: Option<PathBuf>,
    /// Take builds from an artifact folder instead of building.
    pub from_artifacts: Option<crate::artifact::Manifest>,
    /// Write the results gathered so far to this file every [`CHECKPOINT_EVERY`], so an
    /// interrupted run (Ctrl-C, a CI timeout, a lost machine) keeps what it did: the file is an
    /// ordinary results file, for `--resume`, `merge` or `report`.
    pub checkpoint: Option<PathBuf>,
    /// Results of an earlier, interrupted run: the (case, toolchain) pairs in it are not run
    /// again, and its results are part of this run's.
    pub resume: Option<ResultsFile>,
    /// The result cache (`cache.rs`): build outcomes are looked up there and stored; `None`
    /// builds everything (`--no-cache`).
    pub cache: Option<std::sync::Arc<crate::cache::ResultCache>>,
    /// Start the trials longest expected first (`schedule.rs`); `false`: in corpus order.
    pub longest_first: bool,
    /// Earlier results files whose recorded durations order the trials (a missing file is
    /// skipped): typically the previous run's results file. The checkpoint file, when one is
    /// left from an interrupted run, is read too.
    pub history: Vec<PathBuf>,
    /// At most this many case programs run on the GPU at once (`--gpu-jobs`); `None`: as many
    /// as there are workers.
    pub gpu_slots: Option<std::sync::Arc<crate::gpu_slots::Slots>>,
}

/// What a run reports while it works, for a progress display. Called from the worker threads.
pub trait Observer: Sync {
    /// The work is known: `total` trials to run, `kept` results taken from a resumed run.
    fn planned(&self, _total: usize, _kept: usize) {}
    /// Worker `slot` starts a trial.
    fn started(&self, _slot: usize, _case: &str, _toolchain: &str) {}
    /// Worker `slot` finished a trial with this result.
    fn finished(&self, _slot: usize, _result: &CaseResult) {}
}

/// An observer that shows nothing.
pub struct Silent;
impl Observer for Silent {}

/// How often a running `run` rewrites its checkpoint file.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(20);

impl RunConfig {
    pub fn new(root: &Path) -> RunConfig {
        RunConfig {
            jobs: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2),
            gpu: None,
            arch: "sm_90".into(),
            // A folder of cases without its own `include/` (fixtures, a user's extra cases) uses the
            // suite's shared headers.
            include_dir: if root.join("include").is_dir() {
                root.join("include")
            } else {
                crate::find_cases_root(None).join("include")
            },
            compile_timeout: Duration::from_secs(120),
            mem_limit: Some(toolchain::DEFAULT_MEM_LIMIT),
            expectations_dir: root.join("../expectations"),
            sanitizer: None,
            shard: None,
            build_only: None,
            from_artifacts: None,
            checkpoint: None,
            resume: None,
            cache: None,
            longest_first: true,
            history: Vec::new(),
            gpu_slots: None,
        }
    }
}

/// Whether `id` belongs to shard `k` of `n` (1-based): stable across machines and runs.
pub fn in_shard(id: &str, (k, n): (u32, u32)) -> bool {
    let h = blake3::hash(id.as_bytes());
    let v = u64::from_le_bytes(h.as_bytes()[..8].try_into().unwrap());
    (v % n as u64) as u32 == k - 1
}

/// The phase the harness will try to take `case` to on `tc` here, and why it is less than the
/// case's phase, if it is.
pub fn target_phase(
    case: &Case,
    tc: &toolchain::ToolchainInfo,
    gpu: Option<&Gpu>,
) -> (Phase, Option<String>) {
    let mut target = case.meta.phase;
    let mut why = None;
    if target > tc.max_phase {
        target = tc.max_phase;
        why = Some(format!("{} stops at {}", tc.name, tc.max_phase));
    }
    if target == Phase::Run && gpu.is_none() {
        target = Phase::Link;
        why = Some("no GPU on this machine: built, not run".into());
    }
    (target, why)
}

/// Why the case cannot be judged at all here, if it cannot: [`requirement_unmet`] or
/// [`needs_a_gpu`].
pub fn unsupported_reason(
    case: &Case,
    tc: &toolchain::ToolchainInfo,
    gpu: Option<&Gpu>,
) -> Option<String> {
    requirement_unmet(case, tc, gpu).or_else(|| needs_a_gpu(case, gpu))
}

/// Why the case needs a GPU this machine lacks, if it does (the status `not_run`).
pub fn needs_a_gpu(case: &Case, gpu: Option<&Gpu>) -> Option<String> {
    (case.meta.requires.gpu && case.meta.phase != Phase::Run && gpu.is_none())
        .then(|| "not run: needs a GPU, and this machine has none".into())
}

/// Why the case cannot be judged on `tc` (on any machine, or on this GPU), if it cannot (the
/// status `unsupported`).
pub fn requirement_unmet(
    case: &Case,
    tc: &toolchain::ToolchainInfo,
    gpu: Option<&Gpu>,
) -> Option<String> {
    if let Some(r) = toolchain::unmet_requirement(case, tc) {
        return Some(r);
    }
    if let (Some(min), Some(g)) = (case.meta.requires.compute, gpu) {
        if g.compute < min {
            return Some(format!(
                "needs compute capability {min}, the GPU has {}",
                g.compute
            ));
        }
    }
    None
}

/// What builds are given, from the run's configuration.
fn build_context(cfg: &RunConfig) -> BuildContext {
    BuildContext {
        arch: cfg.arch.clone(),
        include_dir: cfg.include_dir.clone(),
        compile_timeout: cfg.compile_timeout,
        mem_limit: cfg.mem_limit,
        cache: cfg.cache.clone(),
    }
}

/// Whether the build of `case` (to `target`) must leave its executable: to run it here, or to
/// store it for a GPU machine (`--build-only`).
fn needs_executable(case: &Case, target: Phase, cfg: &RunConfig) -> bool {
    target == Phase::Run || (cfg.build_only.is_some() && case.meta.phase == Phase::Run)
}

/// What is known of a trial's cost before it starts (`schedule.rs`): from `history`, and from
/// the result cache, which is asked whether the build will be a hit.
fn known_cost(
    case: &Case,
    tc: &dyn Toolchain,
    cfg: &RunConfig,
    ctx: &BuildContext,
    history: &crate::schedule::History,
) -> crate::schedule::Known {
    let info = tc.info();
    let (target, _) = target_phase(case, info, cfg.gpu.as_ref());
    if unsupported_reason(case, info, cfg.gpu.as_ref()).is_some() {
        // Judged without building.
        return crate::schedule::Known {
            target,
            build_ms: Some(0),
            run_ms: Some(0),
        };
    }
    let rec = history.get(&case.id, &info.id);
    let probe = if cfg.from_artifacts.is_some() {
        Some(0)
    } else {
        cfg.cache.as_deref().and_then(|c| {
            let (key, _) = c.key(tc, case, target.min(Phase::Link), ctx)?;
            c.peek_cost(&key, needs_executable(case, target, cfg))
                .map(|d| d.as_millis() as u64)
        })
    };
    crate::schedule::Known {
        target,
        build_ms: match probe {
            Some(0) => Some(0),
            p => rec.map(|r| r.build_ms).or(p),
        },
        run_ms: rec.and_then(|r| r.run_ms),
    }
}

/// Builds (and runs) one case on one toolchain, and judges it by the spec alone.
pub fn judge_one(case: &Case, tc: &dyn Toolchain, cfg: &RunConfig) -> (Judgement, Option<Outcome>) {
    let info = tc.info();
    let skip = |status, reason| {
        (
            Judgement {
                status,
                mismatches: vec![],
                remarks: vec![reason],
            },
            None,
        )
    };
    if let Some(reason) = requirement_unmet(case, info, cfg.gpu.as_ref()) {
        return skip(Status::Unsupported, reason);
    }
    if let Some(reason) = needs_a_gpu(case, cfg.gpu.as_ref()) {
        return skip(Status::NotRun, reason);
    }
    let (target, capped) = target_phase(case, info, cfg.gpu.as_ref());
    // Capped only for want of a GPU (the toolchain itself would go on to run it).
    let capped_by_gpu =
        target == Phase::Link && case.meta.phase == Phase::Run && info.max_phase >= Phase::Run;
    let ctx = build_context(cfg);
    if let Some(reason) = tc.not_applicable(case, &ctx) {
        return (
            Judgement {
                status: Status::Unsupported,
                mismatches: vec![],
                remarks: vec![reason],
            },
            None,
        );
    }
    let work = match tempfile::Builder::new().prefix("cuconform-").tempdir() {
        Ok(w) => w,
        Err(e) => {
            return (
                Judgement {
                    status: Status::Crash,
                    mismatches: vec![format!("cannot create a work folder: {e}")],
                    remarks: vec![],
                },
                None,
            )
        }
    };

    // A build recorded by a compile farm, or a fresh one.
    let (mut outcome, exe) = match cfg
        .from_artifacts
        .as_ref()
        .and_then(|m| m.take(&case.id, &info.name))
    {
        Some((o, exe)) => (o, exe),
        None => {
            // The executable is needed to run the case or to store it for a GPU machine; a
            // cached outcome has none.
            let need_exe = needs_executable(case, target, cfg);
            let built = crate::cache::build(
                cfg.cache.as_deref(),
                tc,
                case,
                target.min(Phase::Link),
                &ctx,
                work.path(),
                need_exe,
            );
            (built.outcome, built.executable)
        }
    };
    outcome.attempted = Some(target);
    outcome.capped = capped;
    if let Some(dir) = &cfg.build_only {
        if case.meta.phase == Phase::Run {
            if let Some(exe) = &exe {
                crate::artifact::store(dir, &case.id, &info.name, exe, &outcome);
            }
        }
    }
    if target == Phase::Run {
        if let Some(exe) = &exe {
            let _slot = cfg.gpu_slots.as_deref().map(|s| s.acquire());
            let run = crate::execute::run(case, exe, work.path(), cfg.sanitizer.as_deref());
            if matches!(run.exit, crate::process::Exit::Code(_)) {
                outcome.reached = Some(Phase::Run);
            }
            outcome.run = Some(run);
        }
    }
    let mut j = verdict::judge(case, &outcome);
    if j.status == Status::Unsupported && capped_by_gpu {
        j.status = Status::NotRun;
    }
    (j, Some(outcome))
}

/// A result line for a malformed case.
fn invalid_result(id: &str, tc: &str, err: &crate::case::CaseError) -> CaseResult {
    CaseResult {
        case: id.into(),
        revision: None,
        toolchain: tc.into(),
        section: String::new(),
        clause: String::new(),
        verdict: None,
        phase: None,
        status: Status::Invalid,
        judged: Status::Invalid,
        mismatches: vec![err.to_string()],
        remarks: vec![],
        deviation: None,
        deviation_kind: None,
        range: Default::default(),
        duration_ms: 0,
        outcome: None,
        observation: None,
        witness: None,
    }
}

/// The cases `filter` and the shard select, in corpus order.
pub fn select<'c>(corpus: &'c Corpus, filter: &Filter, shard: Option<(u32, u32)>) -> Vec<&'c Case> {
    corpus
        .cases
        .iter()
        .filter(|c| filter.matches(c) && shard.is_none_or(|s| in_shard(&c.id, s)))
        .collect()
}

/// The malformed cases `filter` and the shard select.
pub fn select_invalid<'c>(
    corpus: &'c Corpus,
    filter: &Filter,
    shard: Option<(u32, u32)>,
) -> Vec<&'c (String, crate::case::CaseError)> {
    corpus
        .invalid
        .iter()
        .filter(|(id, _)| filter.matches_id(id) && shard.is_none_or(|s| in_shard(id, s)))
        .collect()
}

/// Why a run could not start.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A toolchain's expectation file is malformed.
    #[error(transparent)]
    Expectations(#[from] crate::case::CaseError),
    #[error("{0}")]
    ThreadPool(#[from] rayon::ThreadPoolBuildError),
}

/// The binary reports errors as one line of text.
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}

/// Runs every selected case of `corpus` on every toolchain, silently.
pub fn run(
    corpus: &Corpus,
    filter: &Filter,
    toolchains: &[Box<dyn Toolchain>],
    cfg: &RunConfig,
) -> Result<ResultsFile, Error> {
    run_observed(corpus, filter, toolchains, cfg, &Silent)
}

/// Runs every selected case of `corpus` on every toolchain, telling `observer` as it goes.
pub fn run_observed(
    corpus: &Corpus,
    filter: &Filter,
    toolchains: &[Box<dyn Toolchain>],
    cfg: &RunConfig,
    observer: &dyn Observer,
) -> Result<ResultsFile, Error> {
    let start = Instant::now();
    let started_at = crate::results::now_rfc3339();
    let mut expectations = BTreeMap::new();
    for tc in toolchains {
        let name = &tc.info().name;
        let path = crate::expectation::path_for(&cfg.expectations_dir, name);
        expectations.insert(name.clone(), ExpectationFile::load(&path, name)?);
    }
    let selected = select(corpus, filter, cfg.shard);
    // Pairs already judged by the run being resumed are taken from it, not run again.
    let selected_ids: std::collections::BTreeSet<&str> =
        selected.iter().map(|c| c.id.as_str()).collect();
    let earlier: Vec<CaseResult> = cfg.resume.as_ref().map_or(Vec::new(), |r| {
        let ids: Vec<&str> = toolchains.iter().map(|t| t.info().id.as_str()).collect();
        r.results
            .iter()
            .filter(|x| ids.contains(&x.toolchain.as_str()))
            .filter(|x| selected_ids.contains(x.case.as_str()))
            .cloned()
            .collect()
    });
    let already: std::collections::BTreeSet<(&str, &str)> = earlier
        .iter()
        .map(|x| (x.case.as_str(), x.toolchain.as_str()))
        .collect();
    let jobs: Vec<(&Case, &dyn Toolchain)> = selected
        .iter()
        .flat_map(|c| toolchains.iter().map(move |t| (*c, t.as_ref())))
        .filter(|(c, t)| !already.contains(&(c.id.as_str(), t.info().id.as_str())))
        .collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.jobs.max(1))
        .build()?;
    let order: Vec<usize> = if cfg.longest_first {
        let mut paths = cfg.history.clone();
        paths.extend(cfg.checkpoint.iter().cloned());
        let (history, notes) = crate::schedule::History::load(&paths);
        for n in notes {
            crate::say!("cuconform: {n}");
        }
        let ctx = build_context(cfg);
        // Asking the cache costs a key per trial (the case and its headers hashed): spread
        // over the pool like the trials themselves.
        let known: Vec<crate::schedule::Known> = pool.install(|| {
            jobs.par_iter()
                .map(|(c, t)| known_cost(c, *t, cfg, &ctx, &history))
                .collect()
        });
        crate::schedule::order(&known)
    } else {
        (0..jobs.len()).collect()
    };
    observer.planned(jobs.len(), earlier.len());
    // What reports show of the corpus travels in the results file (reports read nothing else).
    let digest = crate::results::CorpusDigest::of(corpus, selected.iter().copied());
    let header = |results: Vec<CaseResult>| ResultsFile {
        schema_version: crate::results::SCHEMA_VERSION,
        tool: format!("cuconform {}", env!("CARGO_PKG_VERSION")),
        suite_commit: suite_commit(&corpus.root),
        started_at: started_at.clone(),
        duration_ms: start.elapsed().as_millis() as u64,
        interrupted: crate::process::interrupted(),
        merged: None,
        machine: Machine {
            hostname: hostname(),
            gpu: cfg.gpu.clone(),
            arch: cfg.arch.clone(),
        },
        toolchains: toolchains.iter().map(|t| t.info().clone()).collect(),
        shard: cfg.shard.map(|(k, n)| format!("{k}/{n}")),
        results,
        cases: digest.cases.clone(),
        clauses: digest.clauses.clone(),
        holes: Some(digest.holes.clone()),
        includes: digest.includes.clone(),
    };
    // Results land here as they come, so a checkpoint can be written while the pool works.
    let gathered = std::sync::Mutex::new((earlier, Instant::now()));
    let one = |slot: usize, case: &Case, tc: &dyn Toolchain| {
        let info = tc.info();
        observer.started(slot, &case.id, &info.id);
        let t0 = Instant::now();
        let (mut j, outcome) = judge_one(case, tc, cfg);
        // Its processes may have been killed by the interrupt: not a result of the case.
        if crate::process::interrupted() {
            return;
        }
        // Outside its CUDA range: built anyway where it can be, the outcome kept unjudged.
        let observation = match j.status {
            Status::Unsupported => match crate::observation::observe(case, tc, cfg) {
                Ok(o) => Some(o),
                Err(why) => {
                    // Observable but not buildable there: say why the cell stays empty.
                    j.remarks.extend(why.map(|w| format!("not observed: {w}")));
                    None
                }
            },
            _ => None,
        };
        if crate::process::interrupted() {
            return;
        }
        let exp = &expectations[&info.name];
        let (status, dev) = exp.apply_to(&case.id, &mut j);
        let r = CaseResult {
            case: case.id.clone(),
            revision: case.revision.clone(),
            toolchain: info.id.clone(),
            section: case.meta.section.clone(),
            clause: case.meta.clause.clone(),
            verdict: Some(case.meta.verdict),
            phase: Some(case.meta.phase),
            status,
            judged: j.status,
            mismatches: j.mismatches,
            remarks: j.remarks,
            deviation: dev.map(|d| d.note.clone()),
            deviation_kind: dev.and_then(|d| d.kind),
            range: case.range.clone(),
            duration_ms: t0.elapsed().as_millis() as u64,
            witness: crate::witness::check(case, outcome.as_ref()),
            outcome,
            observation,
        };
        observer.finished(slot, &r);
        let mut g = gathered.lock().unwrap_or_else(|e| e.into_inner());
        g.0.push(r);
        if let Some(path) = &cfg.checkpoint {
            if g.1.elapsed() >= CHECKPOINT_EVERY {
                g.1 = Instant::now();
                // Best effort: a failed checkpoint must not stop the run it protects.
                if let Err(e) = header(g.0.clone()).save(path) {
                    crate::say!("cuconform: checkpoint {}: {e}", path.display());
                }
            }
        }
    };
    // One queue in `order`: each worker takes the next trial when it is free (a parallel
    // iterator would split the list into per-worker ranges and lose the order).
    let next = std::sync::atomic::AtomicUsize::new(0);
    pool.broadcast(|w| loop {
        // After an interrupt, the queue drains without starting anything.
        if crate::process::interrupted() {
            return;
        }
        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let Some(&j) = order.get(i) else {
            return;
        };
        let (case, tc) = jobs[j];
        one(w.index(), case, tc);
    });
    let mut results = gathered.into_inner().unwrap_or_else(|e| e.into_inner()).0;
    for (id, err) in select_invalid(corpus, filter, cfg.shard) {
        for tc in toolchains {
            results.push(invalid_result(id, &tc.info().id, err));
        }
    }
    results.sort_by(|a, b| (&a.case, &a.toolchain).cmp(&(&b.case, &b.toolchain)));
    Ok(header(results))
}

fn hostname() -> String {
    std::fs::read_to_string("/etc/hostname")
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| "unknown".into())
}

/// The git commit of the suite, read from `.git` directly (no git binary needed on runners).
pub fn suite_commit(cases_root: &Path) -> Option<String> {
    if let Ok(c) = std::env::var("CUCONFORM_SUITE_COMMIT") {
        return Some(c);
    }
    let mut dir = cases_root.canonicalize().ok()?;
    loop {
        let git = dir.join(".git");
        if git.is_dir() {
            let head = std::fs::read_to_string(git.join("HEAD")).ok()?;
            let head = head.trim();
            return match head.strip_prefix("ref: ") {
                Some(r) => std::fs::read_to_string(git.join(r))
                    .ok()
                    .map(|s| s.trim().to_string())
                    .or_else(|| {
                        let packed = std::fs::read_to_string(git.join("packed-refs")).ok()?;
                        packed
                            .lines()
                            .find(|l| l.ends_with(r))
                            .map(|l| l[..40].to_string())
                    }),
                None => Some(head.to_string()),
            };
        }
        if !dir.pop() {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_ids() {
        let ids: Vec<String> = (0..500).map(|i| format!("area/case-{i}")).collect();
        let mut seen = 0;
        for k in 1..=4 {
            let n = ids.iter().filter(|id| in_shard(id, (k, 4))).count();
            assert!(n > 80, "shard {k} has only {n}");
            seen += n;
        }
        assert_eq!(seen, 500);
    }
}
