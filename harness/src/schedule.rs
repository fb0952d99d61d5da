//! The order the runner starts trials in: the longest expected first.
//!
//! A pool of workers taking trials in corpus order ends with one worker on the last slow
//! compile and the others idle; started longest first (LPT scheduling, within 4/3 of the best
//! possible makespan), the short trials fill the gaps at the end instead. That is something a
//! plain `xargs -P` over the same commands cannot do.
//!
//! A trial's expected cost comes from what earlier runs recorded ([`History`]: each results file
//! keeps the time of every build step, even for a build taken from the cache, and of the
//! program's run) and from the result cache (the runner asks it before starting: a lookup that
//! will hit costs nothing; an entry stored without the program a GPU machine needs records how
//! long its build took). A trial with no record is estimated by the median of the known build
//! costs of trials built to the same phase (the phase decides which steps a build runs), plus
//! the median run for a trial whose program runs. With nothing known at all, every estimate is
//! equal and the order is the corpus order; equal estimates always keep the corpus order, so
//! the order is deterministic.

use crate::case::Phase;
use crate::results::ResultsFile;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// What an earlier run recorded of one trial (case x toolchain).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recorded {
    /// The build's steps, in milliseconds (what a rebuild costs).
    pub build_ms: u64,
    /// The program's run, when it ran.
    pub run_ms: Option<u64>,
}

/// Recorded costs from earlier results files, by (trial id, toolchain id).
#[derive(Debug, Default, Clone)]
pub struct History {
    trials: HashMap<(String, String), Recorded>,
}

impl History {
    /// Adds what `results` recorded; a trial recorded twice keeps the later file's record.
    pub fn add(&mut self, results: &ResultsFile) {
        for r in &results.results {
            let rec = match &r.outcome {
                Some(o) => Recorded {
                    build_ms: o.steps.iter().map(|s| s.duration_ms).sum(),
                    run_ms: o.run.as_ref().map(|x| x.duration_ms),
                },
                // Judged without building (unsupported, not run): its whole time.
                None => Recorded {
                    build_ms: r.duration_ms,
                    run_ms: None,
                },
            };
            self.trials
                .insert((r.case.clone(), r.toolchain.clone()), rec);
        }
    }

    /// The records of the results files at `paths` that exist. A path with no file is skipped
    /// (the first run has no earlier results); a file that cannot be read is skipped too, and
    /// named in the returned notes, since the order it would have given is lost.
    pub fn load(paths: &[PathBuf]) -> (History, Vec<String>) {
        let mut h = History::default();
        let mut notes = Vec::new();
        for p in paths {
            if !Path::new(p).is_file() {
                continue;
            }
            match ResultsFile::load(p) {
                Ok(r) => h.add(&r),
                Err(e) => notes.push(format!(
                    "durations of {} not used for the order of trials: {e}",
                    p.display()
                )),
            }
        }
        (h, notes)
    }

    pub fn get(&self, case: &str, toolchain: &str) -> Option<Recorded> {
        self.trials
            .get(&(case.to_string(), toolchain.to_string()))
            .copied()
    }

    pub fn len(&self) -> usize {
        self.trials.len()
    }

    pub fn is_empty(&self) -> bool {
        self.trials.is_empty()
    }
}

/// What is known of one trial before it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    /// The phase it builds to (`Run` when its program will run).
    pub target: Phase,
    /// The build's expected cost in milliseconds: `Some(0)` for a cache hit or a trial judged
    /// without building, `None` when nothing is known.
    pub build_ms: Option<u64>,
    /// The run's expected cost (a `Run` trial), `None` when unknown.
    pub run_ms: Option<u64>,
}

/// Each trial's expected cost in milliseconds, unknown parts filled in by medians (see the
/// module doc).
pub fn estimates(trials: &[Known]) -> Vec<u64> {
    // Costs of builds that will run (hits, at 0, say nothing of what a miss costs).
    let builds = |phase: Option<Phase>| {
        median(
            trials
                .iter()
                .filter(|t| phase.is_none_or(|p| t.target == p))
                .filter_map(|t| t.build_ms.filter(|&ms| ms > 0))
                .collect(),
        )
    };
    let mut by_phase: HashMap<Phase, u64> = HashMap::new();
    let any_build = builds(None).unwrap_or(0);
    let run = median(
        trials
            .iter()
            .filter(|t| t.target == Phase::Run)
            .filter_map(|t| t.run_ms)
            .collect(),
    )
    .unwrap_or(0);
    trials
        .iter()
        .map(|t| {
            let build = t.build_ms.unwrap_or_else(|| {
                *by_phase
                    .entry(t.target)
                    .or_insert_with(|| builds(Some(t.target)).unwrap_or(any_build))
            });
            let run = if t.target == Phase::Run {
                t.run_ms.unwrap_or(run)
            } else {
                0
            };
            build + run
        })
        .collect()
}

/// The indices of `trials` in the order to start them: longest estimate first, equal
/// estimates in their given order.
pub fn order(trials: &[Known]) -> Vec<usize> {
    let est = estimates(trials);
    let mut idx: Vec<usize> = (0..trials.len()).collect();
    // A stable sort: ties keep the given (corpus) order.
    idx.sort_by_key(|&i| std::cmp::Reverse(est[i]));
    idx
}

fn median(mut v: Vec<u64>) -> Option<u64> {
    if v.is_empty() {
        return None;
    }
    v.sort_unstable();
    Some(v[v.len() / 2])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(target: Phase, build_ms: Option<u64>, run_ms: Option<u64>) -> Known {
        Known {
            target,
            build_ms,
            run_ms,
        }
    }

    #[test]
    fn longest_first_and_equal_estimates_keep_their_order() {
        let t = [
            k(Phase::Compile, Some(100), None),
            k(Phase::Compile, Some(900), None),
            k(Phase::Compile, Some(100), None),
            k(Phase::Run, Some(300), Some(700)),
            k(Phase::Compile, Some(0), None),
            k(Phase::Compile, Some(100), None),
        ];
        assert_eq!(order(&t), [3, 1, 0, 2, 5, 4]);
    }

    #[test]
    fn unknown_builds_take_the_median_of_their_phase_and_hits_say_nothing_of_misses() {
        let t = [
            // Compile: known misses 100, 200, 300 -> median 200; the hit (0) is not counted.
            k(Phase::Compile, Some(100), None),
            k(Phase::Compile, Some(200), None),
            k(Phase::Compile, Some(300), None),
            k(Phase::Compile, Some(0), None),
            k(Phase::Compile, None, None),
            // Link: one known at 1000.
            k(Phase::Link, Some(1000), None),
            k(Phase::Link, None, None),
            // Run: build unknown and no run build known -> median of all builds (300);
            // run unknown -> median of the known runs (50).
            k(Phase::Run, Some(0), Some(50)),
            k(Phase::Run, None, None),
        ];
        assert_eq!(
            estimates(&t),
            [100, 200, 300, 0, 200, 1000, 1000, 50, 300 + 50]
        );
        // The unknown link build goes right after the known one, ahead of the compiles.
        assert_eq!(order(&t), [5, 6, 8, 2, 1, 4, 0, 7, 3]);
    }

    #[test]
    fn nothing_known_is_the_given_order() {
        let t: Vec<Known> = [Phase::Run, Phase::Compile, Phase::Link, Phase::Compile]
            .into_iter()
            .map(|p| k(p, None, None))
            .collect();
        assert_eq!(order(&t), [0, 1, 2, 3]);
    }

    #[test]
    fn history_reads_build_steps_and_runs_from_results() {
        let text = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/results-sample.json"),
        )
        .unwrap();
        let r: ResultsFile = serde_json::from_str(&text).unwrap();
        let mut h = History::default();
        h.add(&r);
        assert_eq!(h.len(), r.results.len());
        for x in &r.results {
            let rec = h.get(&x.case, &x.toolchain).unwrap();
            match &x.outcome {
                Some(o) => {
                    let steps: u64 = o.steps.iter().map(|s| s.duration_ms).sum();
                    assert_eq!(rec.build_ms, steps);
                    assert_eq!(rec.run_ms, o.run.as_ref().map(|r| r.duration_ms));
                }
                None => assert_eq!(rec.build_ms, x.duration_ms),
            }
        }
        // A missing file is the first run's normal case; a corrupt one is named.
        let d = tempfile::tempdir().unwrap();
        let bad = d.path().join("bad.json");
        std::fs::write(&bad, "{ nope").unwrap();
        let (h, notes) = History::load(&[d.path().join("absent.json"), bad]);
        assert!(h.is_empty());
        assert_eq!(notes.len(), 1);
        assert!(notes[0].contains("bad.json"), "{notes:?}");
    }
}
