//! Showing a run as it goes: the runner's events rendered for a person or a log.
//!
//! On a terminal (stderr), a progress bar: done / total, pass / fail / xfail so far, elapsed,
//! ETA and the trial that has been running longest (a hung compile shows itself). Elsewhere (CI
//! logs), one plain line every [`LOG_EVERY`] instead, since a bar redrawn in a log file is noise.
//! Either way, every unexpected result (and with `verbose` every result) is printed as a line
//! of its own.

use crate::results::CaseResult;
use crate::runner::Observer;
use crate::verdict::Status;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How often the plain (non-terminal) display prints a line. `CUCONFORM_PROGRESS_SECS`
/// overrides it.
pub const LOG_EVERY: Duration = Duration::from_secs(10);

#[derive(Default)]
struct State {
    total: usize,
    kept: usize,
    done: usize,
    counts: BTreeMap<Status, usize>,
    /// What each worker is doing and since when.
    running: BTreeMap<usize, (String, Instant)>,
}

struct Shared {
    verbose: bool,
    bar: Option<ProgressBar>,
    start: Instant,
    state: Mutex<State>,
    /// Set when the run is over; the ticker thread waits on it.
    over: (Mutex<bool>, Condvar),
}

/// The display of one run. Create it before the run, pass it as the runner's observer, and
/// call [`Progress::finish`] after.
pub struct Progress {
    shared: Arc<Shared>,
    ticker: Option<std::thread::JoinHandle<()>>,
}

impl Progress {
    /// A bar when stderr is a terminal, plain lines otherwise.
    pub fn new(verbose: bool) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let b = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
            b.set_style(
                ProgressStyle::with_template(
                    "{elapsed_precise} [{bar:30.cyan/blue}] {pos}/{len} ETA {eta} {wide_msg}",
                )
                .expect("a valid template")
                .progress_chars("=> "),
            );
            b
        });
        let shared = Arc::new(Shared {
            verbose,
            bar,
            start: Instant::now(),
            state: Mutex::new(State::default()),
            over: (Mutex::new(false), Condvar::new()),
        });
        let every = match &shared.bar {
            Some(_) => Duration::from_millis(500),
            None => std::env::var("CUCONFORM_PROGRESS_SECS")
                .ok()
                .and_then(|s| s.parse::<f64>().ok())
                .map(Duration::from_secs_f64)
                .unwrap_or(LOG_EVERY),
        };
        let s = shared.clone();
        let ticker = std::thread::spawn(move || loop {
            let over = s.over.0.lock().unwrap_or_else(|e| e.into_inner());
            let (over, _) = s
                .over
                .1
                .wait_timeout(over, every)
                .unwrap_or_else(|e| e.into_inner());
            if *over {
                return;
            }
            drop(over);
            s.tick();
        });
        Progress {
            shared,
            ticker: Some(ticker),
        }
    }

    /// Stops the display (the bar is cleared; the lines printed stay).
    pub fn finish(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        *self.shared.over.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.shared.over.1.notify_all();
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
        if let Some(b) = &self.shared.bar {
            b.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.stop();
    }
}

impl Shared {
    fn line(&self, text: &str) {
        match &self.bar {
            Some(b) => b.println(text),
            None => crate::say!("{text}"),
        }
    }

    /// "pass 3, fail 1, xfail 2" (the statuses seen so far, in their order).
    fn tally(st: &State) -> String {
        let parts: Vec<String> = Status::ALL
            .iter()
            .filter_map(|s| st.counts.get(s).map(|n| format!("{} {n}", s.as_str())))
            .collect();
        if parts.is_empty() {
            "nothing finished yet".into()
        } else {
            parts.join(", ")
        }
    }

    fn longest(st: &State) -> Option<String> {
        st.running
            .values()
            .min_by_key(|(_, t)| *t)
            .map(|(name, t)| format!("{name} ({} s)", t.elapsed().as_secs()))
    }

    /// The bar's message: the tally and the longest-running trial.
    fn bar_message(b: &ProgressBar, st: &State) {
        let longest = Self::longest(st)
            .map(|l| format!("; longest: {l}"))
            .unwrap_or_default();
        b.set_message(format!("{}{longest}", Self::tally(st)));
    }

    fn tick(&self) {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        match &self.bar {
            Some(b) => Self::bar_message(b, &st),
            None => {
                let elapsed = self.start.elapsed();
                let eta = if st.done > 0 && st.total > st.done {
                    let per = elapsed.as_secs_f64() / st.done as f64;
                    format!(", ETA {}", clock(per * (st.total - st.done) as f64))
                } else {
                    String::new()
                };
                let longest = Self::longest(&st)
                    .map(|l| format!("; longest running: {l}"))
                    .unwrap_or_default();
                crate::say!(
                    "cuconform: {}/{} done ({}), {} elapsed{eta}{longest}",
                    st.done,
                    st.total,
                    Self::tally(&st),
                    clock(elapsed.as_secs_f64()),
                );
            }
        }
    }
}

/// `1h02m03s`, `4m05s`, `6s`.
fn clock(secs: f64) -> String {
    let s = secs.round() as u64;
    match (s / 3600, (s % 3600) / 60, s % 60) {
        (0, 0, s) => format!("{s}s"),
        (0, m, s) => format!("{m}m{s:02}s"),
        (h, m, s) => format!("{h}h{m:02}m{s:02}s"),
    }
}

impl Observer for Progress {
    fn planned(&self, total: usize, kept: usize) {
        let mut st = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
        st.total = total;
        st.kept = kept;
        if let Some(b) = &self.shared.bar {
            b.set_length(total as u64);
        }
        if kept > 0 {
            self.shared.line(&format!(
                "cuconform: resuming: {kept} results kept, {total} to run"
            ));
        }
    }

    fn started(&self, slot: usize, case: &str, toolchain: &str) {
        let mut st = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
        st.running
            .insert(slot, (format!("{toolchain}::{case}"), Instant::now()));
    }

    fn finished(&self, slot: usize, r: &CaseResult) {
        let (n, total) = {
            let mut st = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
            st.running.remove(&slot);
            st.done += 1;
            *st.counts.entry(r.status).or_default() += 1;
            if let Some(b) = &self.shared.bar {
                Shared::bar_message(b, &st);
                b.inc(1);
            }
            (st.done, st.total)
        };
        if self.shared.verbose || r.status.is_unexpected() {
            let first = r
                .mismatches
                .first()
                .map(|s| format!(": {}", s.lines().next().unwrap_or("")))
                .unwrap_or_default();
            self.shared.line(&format!(
                "[{n}/{total}] {} {}::{}{first}",
                r.status.as_str().to_uppercase(),
                r.toolchain,
                r.case
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::clock;

    #[test]
    fn clock_reads_like_a_duration() {
        assert_eq!(clock(6.2), "6s");
        assert_eq!(clock(245.0), "4m05s");
        assert_eq!(clock(3723.0), "1h02m03s");
    }
}
