//! `cuconform run`: the selected cases on the toolchains, into a results file.

use super::common::{
    check_writable, config_with_gpu, gpu_probe, install_interrupt_handler, print_summary,
};
use super::common::{FilterArgs, ToolchainArgs};
use super::Error;
use clap::Args;
use cuconform::case::Phase;
use cuconform::corpus::Corpus;
use cuconform::results::ResultsFile;
use cuconform::runner;
use cuconform::toolchain::Toolchain;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub filter: FilterArgs,
    #[command(flatten)]
    pub tc: ToolchainArgs,
    /// Parallel jobs (default: number of CPUs; 0 is a usage error).
    #[arg(long, short = 'j', value_parser = parse_jobs)]
    pub jobs: Option<usize>,
    /// At most N case programs on the GPU at once (default: as many as jobs). Builds still use
    /// every job; a worker with a program to run waits for a free slot.
    #[arg(long, value_parser = parse_gpu_jobs)]
    pub gpu_jobs: Option<usize>,
    /// Results file.
    #[arg(long, short = 'o', default_value = "target/cuconform/results.json")]
    pub out: PathBuf,
    /// Run only shard K of N (stable by case id), e.g. 2/4; `auto` reads K and N from the CI
    /// engine's variables (Buildkite, GitLab, Slurm, Kubernetes, CUCONFORM_SHARD: README).
    #[arg(long, value_parser = parse_shard)]
    pub shard: Option<Shard>,
    /// GPU architecture to build for when no GPU is detected.
    #[arg(long, default_value = "sm_90")]
    pub arch: String,
    /// Compile/link timeout per step, in seconds.
    #[arg(long, default_value_t = 120)]
    pub compile_timeout: u64,
    /// Memory cap per build step (address space of the compiler and all it starts): 4G,
    /// 512M, a bare number is GiB; 0 for none. A step past it fails as one failed trial.
    #[arg(long, default_value = "4G", value_parser = parse_mem)]
    pub mem_limit: u64,
    /// Build the executables of run cases into DIR (for a GPU machine to run later).
    #[arg(long)]
    pub build_only: Option<PathBuf>,
    /// Run the executables stored in DIR by --build-only, without building.
    #[arg(long)]
    pub from_artifacts: Option<PathBuf>,
    /// Run each `ub` case whose witness names a compute-sanitizer tool under that tool too,
    /// and check that it reports the class claimed (`witness` in results and reports).
    #[arg(long)]
    pub sanitizer: bool,
    /// Print every result, not only unexpected ones.
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Keep the results in FILE (an interrupted run's `OUT.partial.json`, or any results
    /// file) and run only the case x toolchain pairs it lacks.
    #[arg(long)]
    pub resume: Option<PathBuf>,
    /// Build everything: neither read nor write the result cache (also CUCONFORM_NO_CACHE=1).
    #[arg(long)]
    pub no_cache: bool,
}

/// `-j N`, N at least 1 (`-j 0` used to say "0 jobs" and run one).
pub fn parse_jobs(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("0 jobs: give at least 1, or leave -j out for one job per CPU".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{s}`: expected a number of jobs, at least 1")),
    }
}

/// `--gpu-jobs N`, N at least 1: no slot would leave every run case waiting forever.
fn parse_gpu_jobs(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("0 programs at once would run none: give at least 1, or leave --gpu-jobs out for as many as jobs".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{s}`: expected how many programs may share the GPU, at least 1")),
    }
}

fn parse_mem(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (num, unit) = match t.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => (&t[..i], t[i..].to_ascii_uppercase()),
        None => (t, "G".into()),
    };
    let n: f64 = num
        .parse()
        .map_err(|_| format!("`{s}`: expected a size such as 4G, 512M or 0"))?;
    let mult = match unit.trim_end_matches("IB").trim_end_matches('B') {
        "G" => 1u64 << 30,
        "M" => 1 << 20,
        "K" => 1 << 10,
        _ => return Err(format!("`{s}`: the unit is G, M or K")),
    };
    Ok((n * mult as f64) as u64)
}

/// `--shard K/N`, or `--shard auto`, read once the command runs.
#[derive(Clone, Copy)]
pub enum Shard {
    Fixed(u32, u32),
    Auto,
}

fn parse_shard(s: &str) -> Result<Shard, String> {
    if s == "auto" {
        return Ok(Shard::Auto);
    }
    let (k, n) = s.split_once('/').ok_or("expected K/N")?;
    let (k, n): (u32, u32) = (k.parse().map_err(|_| "K")?, n.parse().map_err(|_| "N")?);
    if k == 0 || k > n {
        return Err(format!("shard {k}/{n}: K must be in 1..=N"));
    }
    Ok(Shard::Fixed(k, n))
}

pub fn exec(args: RunArgs, root: &Path) -> Result<ExitCode, Error> {
    let RunArgs {
        filter,
        tc,
        jobs,
        gpu_jobs,
        out,
        shard,
        arch,
        compile_timeout,
        mem_limit,
        build_only,
        from_artifacts,
        sanitizer,
        verbose,
        resume,
        no_cache,
    } = args;
    // From the start: an interrupt while the corpus loads or nvcc is installed stops those too.
    install_interrupt_handler();
    let shard = match shard {
        None => None,
        Some(Shard::Fixed(k, n)) => Some((k, n)),
        Some(Shard::Auto) => {
            let a = cuconform::shard::from_env(&|k| std::env::var(k).ok())?;
            cuconform::say!("cuconform: shard {}/{} ({})", a.index, a.count, a.source);
            Some((a.index, a.count))
        }
    };
    // The driver's start (cuInit: a few hundred ms on a data-centre GPU) overlaps the corpus
    // load instead of following it: both are start-up every run pays before its first trial.
    let gpu = std::thread::spawn(gpu_probe);
    let corpus = Corpus::load(root);
    let probe = gpu.join().unwrap_or_else(|_| cuconform::gpu::Probe {
        gpu: None,
        why_none: Some("the GPU probe panicked".into()),
    });
    let mut cfg = config_with_gpu(root, jobs, probe.gpu.clone());
    if no_cache {
        cfg.cache = None;
    }
    cfg.gpu_slots = gpu_jobs.map(|n| std::sync::Arc::new(cuconform::gpu_slots::Slots::new(n)));
    if cfg.gpu.is_none() {
        cfg.arch = arch;
    }
    cfg.shard = shard;
    cfg.compile_timeout = std::time::Duration::from_secs(compile_timeout);
    cfg.mem_limit = (mem_limit > 0).then_some(mem_limit);
    // Before anything long: where the results go must be writable.
    check_writable(&out, "results file")?;
    if sanitizer {
        cfg.sanitizer = cuconform::execute::find_sanitizer();
        if cfg.sanitizer.is_none() {
            return Err(Error::Setup(
                "--sanitizer: compute-sanitizer not found ($CUDA_HOME/bin, /usr/local/cuda/bin, PATH)".into(),
            ));
        }
    }
    let mut f = filter.filter(root);
    let tcs: Vec<Box<dyn Toolchain>> = if let Some(dir) = &from_artifacts {
        let m = cuconform::artifact::Manifest::load(dir)?;
        cuconform::say!("cuconform: {} stored builds in {}", m.len(), dir.display());
        let ids = m.cases();
        let wanted: Vec<String> = ids.into_iter().filter(|id| f.matches_id(id)).collect();
        f.paths = wanted;
        let tcs = m
            .toolchains
            .iter()
            .map(|i| {
                Box::new(cuconform::artifact::Prebuilt { info: i.clone() }) as Box<dyn Toolchain>
            })
            .collect();
        cfg.from_artifacts = Some(m);
        if f.paths.is_empty() {
            return Err(Error::NoMatch("no stored build matches the filter".into()));
        }
        if cfg.gpu.is_none() {
            return Err(Error::Usage(format!(
                "--from-artifacts runs stored builds on a GPU, and there is none here: {}",
                probe.why()
            )));
        }
        tcs
    } else {
        tc.resolve(&["nvcc@13.5", "checker"])?
    };
    if let Some(dir) = &build_only {
        let io = |source| Error::Io {
            path: dir.clone(),
            source,
        };
        cuconform::output::create_folder(dir).map_err(|source| Error::Output {
            what: "artifact folder",
            source,
        })?;
        let infos: Vec<_> = tcs.iter().map(|t| t.info().clone()).collect();
        cuconform::artifact::store_toolchains(dir, &infos).map_err(io)?;
        cfg.build_only = Some(dir.clone());
    }
    let selected = runner::select(&corpus, &f, shard).len();
    let invalid = runner::select_invalid(&corpus, &f, shard);
    if selected == 0 && invalid.is_empty() {
        return Err(filter.no_match(shard));
    }
    let run_cases = runner::select(&corpus, &f, shard)
        .iter()
        .filter(|c| c.meta.phase == Phase::Run)
        .count();
    cuconform::say!(
        "cuconform: {selected} of {} cases selected ({} invalid), toolchains: {}; GPU: {}; {} jobs",
        corpus.cases.len(),
        invalid.len(),
        tcs.iter()
            .map(|t| t.info().id.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        cfg.gpu
            .as_ref()
            .map(|g| format!("{} (sm_{}, driver {})", g.name, g.compute, g.driver))
            .unwrap_or_else(|| format!("none ({})", probe.why())),
        cfg.jobs
    );
    // Only toolchains that link build a run case up to the link; the others (NVRTC, the
    // checker, clang) take every case to the compile phase at most, GPU or not.
    let linkers: Vec<&str> = tcs
        .iter()
        .filter(|t| t.info().max_phase >= Phase::Link)
        .map(|t| t.info().id.as_str())
        .collect();
    if cfg.gpu.is_none() && run_cases > 0 && !linkers.is_empty() {
        cuconform::say!(
            "cuconform: without a GPU the {run_cases} run cases are built and judged up to the link by {}: `not_run` unless that fails",
            linkers.join(", ")
        );
    }
    for (_, e) in &invalid {
        cuconform::say!("INVALID {e}");
    }
    if let Some(p) = &resume {
        cfg.resume = Some(ResultsFile::load(p)?);
    }
    // While it runs, what is done so far is kept beside the results file.
    let partial = out.with_extension("partial.json");
    check_writable(&partial, "checkpoint file")?;
    cfg.checkpoint = Some(partial.clone());
    // The last results at this path tell how long each trial took: the longest start first.
    cfg.history.push(out.clone());
    let progress = cuconform::progress::Progress::new(verbose);
    let results = runner::run_observed(&corpus, &f, &tcs, &cfg, &progress);
    progress.finish();
    let results = results?;
    results.save(&out).map_err(|e| Error::Unwritable {
        what: "results file",
        path: out.clone(),
        why: e.to_string(),
    })?;
    if results.interrupted {
        // Kept for `--resume`, beside the results file (which says `interrupted`).
        results.save(&partial).map_err(|source| Error::Io {
            path: partial.clone(),
            source,
        })?;
        cuconform::say!(
            "cuconform: interrupted: {} results written to {} (resume with --resume {})",
            results.results.len(),
            out.display(),
            partial.display()
        );
        return Ok(ExitCode::from(130));
    }
    let _ = std::fs::remove_file(&partial);
    print_summary(&results);
    if let Some(line) = cuconform::report::witness::summary_line(&results) {
        cuconform::say!("{line}");
    }
    if let Some(c) = &cfg.cache {
        print_cache_line(&results, c);
    }
    cuconform::say!("results: {}", out.display());
    let unexpected = results
        .results
        .iter()
        .filter(|r| r.status.is_unexpected())
        .count();
    Ok(if unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// How many trials came from the result cache; then keeps the cache within its bound.
fn print_cache_line(r: &ResultsFile, c: &cuconform::cache::ResultCache) {
    // The checker runs in-process and is never cached: its trials are not builds the cache
    // could have saved, and a checker-only run says nothing of the cache.
    let checker: Vec<&str> = r
        .toolchains
        .iter()
        .filter(|t| t.family == "checker")
        .map(|t| t.id.as_str())
        .collect();
    let builds = || {
        r.results
            .iter()
            .filter(|x| !checker.contains(&x.toolchain.as_str()))
            // Observations (builds outside a case's range) are builds too.
            .flat_map(|x| {
                x.outcome
                    .iter()
                    .chain(x.observation.as_ref().map(|o| &o.outcome))
            })
    };
    let built = builds().count();
    let cached = builds().filter(|o| o.cached).count();
    let pruned = c.prune(c.max_bytes());
    if built == 0 {
        return;
    }
    out!(
        "result cache: {cached} of {built} builds from the cache, {} stored{} ({})",
        c.stores(),
        if pruned.entries > 0 {
            format!(", {} old entries pruned", pruned.entries)
        } else {
            String::new()
        },
        c.dir().display()
    );
}
