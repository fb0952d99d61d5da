//! `cargo test`'s view of the corpus: every case x available toolchain is one named trial
//! (`nvcc-13.5::qualifiers/managed/const-type`; a case's revision is its own trial,
//! `nvcc-13.5::language-features/cxx17/fold#c++20`), through libtest-mimic, so `cargo test FILTER`,
//! `cargo nextest run` and `--partition` all work on cases.
//!
//! Toolchains come from `CUCONFORM_TOOLCHAINS` (default `nvcc@13.5,nvrtc@13.5,checker`) and are never
//! installed here (the README's first command does that); a missing one's trials are ignored up
//! front, as are cases whose requirements the toolchain or machine cannot meet. Without a GPU,
//! `run` cases are built and judged up to the link (trial kind `build-only`).
//!
//! Build outcomes come from the result cache when nothing they depend on changed (`cache.rs`;
//! `CUCONFORM_NO_CACHE=1` builds everything); the verdict is always judged afresh.

use cuconform::corpus::Corpus;
use cuconform::expectation::{self, ExpectationFile};
use cuconform::runner::{self, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use libtest_mimic::{Arguments, Failed, Trial};
use std::sync::Arc;

fn main() {
    let args = Arguments::from_args();
    let root = cuconform::find_cases_root(None);
    let corpus = Arc::new(Corpus::load(&root));
    let mut cfg = RunConfig::new(&root);
    cfg.gpu = cuconform::gpu::detect();
    if let Some(g) = &cfg.gpu {
        cfg.arch = g.arch();
    }
    match cuconform::cache::ResultCache::from_env() {
        Ok(c) => cfg.cache = c.map(Arc::new),
        Err(e) => eprintln!("cuconform: result cache off: {e}"),
    }
    let cfg = Arc::new(cfg);

    let specs = std::env::var("CUCONFORM_TOOLCHAINS")
        .unwrap_or_else(|_| "nvcc@13.5,nvrtc@13.5,checker".into());
    let mut trials = Vec::new();
    for spec in specs.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match toolchain::resolve(spec, None, false) {
            Ok(tcs) => {
                for tc in tcs {
                    add_trials(&mut trials, &corpus, Arc::from(tc), &cfg);
                }
            }
            Err(why) => {
                // Keep the trials visible, ignored, so a missing toolchain is seen, not silent.
                let name = spec.replace('@', "-");
                eprintln!(
                    "cuconform: toolchain `{spec}` unavailable, its trials are ignored: {why}"
                );
                for c in &corpus.cases {
                    trials.push(
                        Trial::test(format!("{name}::{}", c.id), || Ok(())).with_ignored_flag(true),
                    );
                }
            }
        }
    }
    for e in &corpus.clause_errors {
        let msg = e.to_string();
        trials.push(Trial::test(
            format!("corpus::clause-index::{}", e.path.display()),
            move || Err(msg.into()),
        ));
    }
    let holes: Vec<String> = cuconform::coverage::holes(&corpus)
        .iter()
        .map(|h| h.to_string())
        .collect();
    trials.push(Trial::test("corpus::clause-coverage", move || {
        if holes.is_empty() {
            Ok(())
        } else {
            Err(format!("{} clause sides have no case (add one, or record why in the clause's `positive`/`negative`):\n  {}", holes.len(), holes.join("\n  ")).into())
        }
    }));
    let conclusion = libtest_mimic::run(&args, trials);
    if let Some(c) = &cfg.cache {
        if c.hits() + c.stores() > 0 {
            let pruned = c.prune(c.max_bytes());
            eprintln!(
                "cuconform: result cache: {} builds from the cache, {} stored, {} pruned ({})",
                c.hits(),
                c.stores(),
                pruned.entries,
                c.dir().display()
            );
        }
    }
    conclusion.exit();
}

fn add_trials(
    trials: &mut Vec<Trial>,
    corpus: &Arc<Corpus>,
    tc: Arc<dyn Toolchain>,
    cfg: &Arc<RunConfig>,
) {
    let info = tc.info().clone();
    let exp = match ExpectationFile::load(
        &expectation::path_for(&cfg.expectations_dir, &info.name),
        &info.name,
    ) {
        Ok(e) => Arc::new(e),
        Err(e) => {
            let msg = e.to_string();
            trials.push(Trial::test(
                format!("{}::expectations", info.name),
                move || Err(msg.into()),
            ));
            return;
        }
    };
    for (id, err) in &corpus.invalid {
        let msg = err.to_string();
        trials.push(Trial::test(format!("{}::{id}", info.name), move || {
            Err(format!("invalid case: {msg}").into())
        }));
    }
    for (idx, case) in corpus.cases.iter().enumerate() {
        let name = format!("{}::{}", info.name, case.id);
        // Unsupported here, or outside what the toolchain's expectation file has been blessed
        // over (no record of its deviations there yet): ignored up front, visibly.
        let unsupported = runner::unsupported_reason(case, &info, cfg.gpu.as_ref()).is_some()
            || !exp.covers(&case.id, case.meta.phase);
        let (target, _) = runner::target_phase(case, &info, cfg.gpu.as_ref());
        let (corpus, tc, cfg, exp) = (corpus.clone(), tc.clone(), cfg.clone(), exp.clone());
        let mut trial = Trial::test(name, move || {
            let case = &corpus.cases[idx];
            let (j, _) = runner::judge_one(case, tc.as_ref(), &cfg);
            let (status, dev) = exp.apply(&case.id, j.status);
            if status.is_unexpected() {
                let mut msg = format!("{status}: {}", case.path.display());
                if let Some(r) = &case.revision {
                    msg.push_str(&format!(" (revision {r})"));
                }
                for m in &j.mismatches {
                    msg.push_str(&format!("\n  {m}"));
                }
                if let Some(d) = dev {
                    msg.push_str(&format!(
                        "\n  (recorded deviation: {} {})",
                        d.status, d.note
                    ));
                }
                return Err(Failed::from(msg));
            }
            Ok(())
        })
        .with_ignored_flag(unsupported);
        if target < case.meta.phase {
            trial = trial.with_kind(format!("to-{target}"));
        }
        trials.push(trial);
    }
}
