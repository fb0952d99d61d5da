//! The `cuconform` command: list, run, show, bless, provision, check, merge.

use clap::{Args, Parser, Subcommand};
use cuconform::case::{Phase, Verdict};
use cuconform::corpus::Corpus;
use cuconform::expectation::{self, BlessInput, ExpectationFile};
use cuconform::filter::Filter;
use cuconform::results::{Prefer, ResultsFile};
use cuconform::runner::{self, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `println!` that survives a closed stdout (`cuconform list | head`): the rest of the output is
/// dropped, never a panic, and the work (results files) goes on.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

#[derive(Parser)]
#[command(
    name = "cuconform",
    version,
    about = "Conformance test suite and harness for CUDA toolchains"
)]
struct Cli {
    /// The cases folder (default: ./cases, searched upwards).
    #[arg(long, global = true)]
    cases: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Args, Clone, Default)]
struct FilterArgs {
    /// Case ids or paths (substrings) to select; none selects all.
    paths: Vec<String>,
    /// Section prefix, e.g. I.4.3 (repeatable).
    #[arg(long)]
    section: Vec<String>,
    /// Tag the cases must carry (repeatable: all must match).
    #[arg(long)]
    tag: Vec<String>,
    /// Only cases with this verdict: ok, error, ndr or ub (as `list` prints it).
    #[arg(long, value_parser = parse_verdict)]
    verdict: Option<Verdict>,
    /// Only cases of this phase: compile, link or run.
    #[arg(long, value_parser = parse_phase)]
    phase: Option<Phase>,
}

#[derive(Args, Clone)]
struct ToolchainArgs {
    /// Toolchains: nvcc, nvcc@13.5, nvcc@13.0..13.5, nvcc=PATH, nvrtc@12.4, nvrtc@11.8..13.5, clang-19, clang@20, clang@14..23, checker, checker@12.9 (repeatable).
    #[arg(long = "toolchain", short = 't')]
    toolchains: Vec<String>,
    /// The nvcc binary for `--toolchain nvcc`.
    #[arg(long)]
    nvcc: Option<PathBuf>,
    /// Never install a missing nvcc from PyPI.
    #[arg(long)]
    no_provision: bool,
}

#[derive(Subcommand)]
enum Command {
    /// List the selected cases (and report malformed ones).
    List {
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// Run the selected cases on the toolchains and write a results file.
    Run {
        #[command(flatten)]
        filter: FilterArgs,
        #[command(flatten)]
        tc: ToolchainArgs,
        /// Parallel jobs (default: number of CPUs).
        #[arg(long, short = 'j')]
        jobs: Option<usize>,
        /// Results file.
        #[arg(long, short = 'o', default_value = "target/cuconform/results.json")]
        out: PathBuf,
        /// Run only shard K of N (stable by case id), e.g. 2/4.
        #[arg(long, value_parser = parse_shard)]
        shard: Option<(u32, u32)>,
        /// GPU architecture to build for when no GPU is detected.
        #[arg(long, default_value = "sm_90")]
        arch: String,
        /// Compile/link timeout per step, in seconds.
        #[arg(long, default_value_t = 120)]
        compile_timeout: u64,
        /// Memory cap per build step (address space of the compiler and all it starts): 4G,
        /// 512M, a bare number is GiB; 0 for none. A step past it fails as one failed trial.
        #[arg(long, default_value = "4G", value_parser = parse_mem)]
        mem_limit: u64,
        /// Build the executables of run cases into DIR (for a GPU machine to run later).
        #[arg(long)]
        build_only: Option<PathBuf>,
        /// Run the executables stored in DIR by --build-only, without building.
        #[arg(long)]
        from_artifacts: Option<PathBuf>,
        /// Run each `ub` case whose witness names a compute-sanitizer tool under that tool too,
        /// and check that it reports the class claimed (`witness` in results and reports).
        #[arg(long)]
        sanitizer: bool,
        /// Print every result, not only unexpected ones.
        #[arg(long, short = 'v')]
        verbose: bool,
        /// Keep the results in FILE (an interrupted run's `OUT.partial.json`, or any results
        /// file) and run only the case x toolchain pairs it lacks.
        #[arg(long)]
        resume: Option<PathBuf>,
        /// Build everything: neither read nor write the result cache (also CUCONFORM_NO_CACHE=1).
        #[arg(long)]
        no_cache: bool,
    },
    /// Show a case: metadata, clause, annotations; with --toolchain, build it and show the judgement.
    Show {
        case: String,
        #[command(flatten)]
        tc: ToolchainArgs,
    },
    /// Rewrite a toolchain's expectation file from a run (notes are kept; cases are never edited).
    Bless {
        #[command(flatten)]
        tc: ToolchainArgs,
        #[command(flatten)]
        filter: FilterArgs,
        /// Use this results file instead of running.
        #[arg(long)]
        results: Option<PathBuf>,
        /// YAML maps `case-id: note` to take notes from for new deviations: a file, or a folder
        /// whose `*.yaml` files are all read (e.g. `expectations/drafts`). Repeatable.
        #[arg(long)]
        notes: Vec<PathBuf>,
        /// Add these case-id prefixes to the file's scope (what it has been blessed over).
        #[arg(long)]
        scope: Vec<String>,
        #[arg(long, short = 'j')]
        jobs: Option<usize>,
    },
    /// Install toolchains from PyPI into the cache (e.g. nvcc@13.5, nvcc@13.0..13.5, nvrtc@12.0, nvrtc@11.8..13.5, clang@20).
    Provision { toolchains: Vec<String> },
    /// The rule checker: `cuconform check [FLAGS] FILE...` (see `cuconform check --help`).
    #[command(disable_help_flag = true)]
    Check {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Render reports (HTML folder, JUnit XML, Markdown summary, merged JSON) from results files.
    Report {
        /// Results files: shards, toolchains and machines are merged.
        #[arg(required_unless_present = "diff")]
        results: Vec<PathBuf>,
        /// Print what changed between two results files (per trial and per construct) as
        /// Markdown, and write nothing.
        #[arg(long, num_args = 2, value_names = ["OLD", "NEW"], conflicts_with_all = ["results", "history"])]
        diff: Option<Vec<PathBuf>>,
        #[arg(long, short = 'o', default_value = "target/cuconform/report")]
        out: PathBuf,
        /// Results of earlier runs, for trends and the cases that changed.
        #[arg(long)]
        history: Vec<PathBuf>,
        /// Documented changes to check the timeline against (reports/matrix/documented-changes.yaml).
        #[arg(long)]
        documented: Option<PathBuf>,
    },
    /// The result cache of build outcomes: show (the default), clear, prune.
    Cache {
        #[command(subcommand)]
        action: Option<CacheAction>,
    },
    /// Merge results files (shards, toolchains, machines) into one.
    ///
    /// Two files with different statuses for the same case and toolchain are an error, naming
    /// them, unless --prefer says which wins. The merged wall time is the span from the earliest
    /// file's start to the latest file's end; the sum of the files' times is kept beside it.
    Merge {
        #[arg(long, short = 'o')]
        out: PathBuf,
        /// Which of two conflicting results to keep: the one from the earlier or the later file
        /// on the command line.
        #[arg(long, value_parser = ["earlier", "later"])]
        prefer: Option<String>,
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
    },
}

#[derive(Subcommand, Clone, Copy)]
enum CacheAction {
    /// The cache's folder, number of entries and size.
    Show,
    /// Remove every entry.
    Clear,
    /// Remove the least recently used entries until the cache fits its bound.
    Prune {
        /// The bound (500M, 2G, bytes); default CUCONFORM_CACHE_SIZE or 1G.
        #[arg(long, value_parser = cuconform::cache::parse_size)]
        max: Option<u64>,
    },
}

fn parse_verdict(s: &str) -> Result<Verdict, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected ok, error, ndr, ub or diagnose"))
}

fn parse_phase(s: &str) -> Result<Phase, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected compile, link or run"))
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

fn parse_shard(s: &str) -> Result<(u32, u32), String> {
    let (k, n) = s.split_once('/').ok_or("expected K/N")?;
    let (k, n): (u32, u32) = (k.parse().map_err(|_| "K")?, n.parse().map_err(|_| "N")?);
    if k == 0 || k > n {
        return Err(format!("shard {k}/{n}: K must be in 1..=N"));
    }
    Ok((k, n))
}

impl FilterArgs {
    /// The filter, with paths that name files or folders of the cases folder `root` resolved.
    fn filter(&self, root: &Path) -> Filter {
        let mut f = Filter {
            paths: self.paths.clone(),
            sections: self.section.clone(),
            tags: self.tag.clone(),
            verdict: self.verdict,
            phase: self.phase,
        };
        f.resolve_paths(root);
        f
    }
}

fn toolchains(args: &ToolchainArgs, default: &[&str]) -> Result<Vec<Box<dyn Toolchain>>, String> {
    let specs: Vec<String> = if args.toolchains.is_empty() {
        default.iter().map(|s| s.to_string()).collect()
    } else {
        args.toolchains.clone()
    };
    let mut out: Vec<Box<dyn Toolchain>> = Vec::new();
    for s in &specs {
        for t in toolchain::resolve(s, args.nvcc.as_deref(), !args.no_provision)? {
            if !out.iter().any(|o| o.info().id == t.info().id) {
                out.push(t);
            }
        }
    }
    Ok(out)
}

/// Fails unless a file can be created in `path`'s folder (creating the folder if need be), so a
/// long run does not find out at its end that its results cannot be written.
fn check_writable(path: &Path, what: &str) -> Result<(), String> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)
        .and_then(|_| tempfile::NamedTempFile::new_in(dir).map(drop))
        .map_err(|e| format!("cannot write the {what} {}: {e}", path.display()))?;
    if path.is_dir() && what != "report folder" {
        return Err(format!(
            "cannot write the {what} {}: it is a folder",
            path.display()
        ));
    }
    Ok(())
}

/// `no case matches ...`, naming the selection.
fn no_match(f: &FilterArgs, shard: Option<(u32, u32)>) -> String {
    let mut parts: Vec<String> = f.paths.iter().map(|p| format!("`{p}`")).collect();
    parts.extend(f.section.iter().map(|s| format!("--section {s}")));
    parts.extend(f.tag.iter().map(|t| format!("--tag {t}")));
    if let Some(v) = f.verdict {
        parts.push(format!("--verdict {v}"));
    }
    if let Some(p) = f.phase {
        parts.push(format!("--phase {p}"));
    }
    if let Some((k, n)) = shard {
        parts.push(format!("--shard {k}/{n}"));
    }
    format!(
        "no case matches {} (see `cuconform list`)",
        if parts.is_empty() {
            "(the corpus is empty)".into()
        } else {
            parts.join(" ")
        }
    )
}

/// On SIGINT / SIGTERM: stop starting work and kill every process group of the run (the runner
/// then returns what finished, and the caller writes it). A second signal exits at once.
fn install_interrupt_handler() {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else {
        return;
    };
    std::thread::spawn(move || {
        for (n, _) in signals.forever().enumerate() {
            cuconform::process::interrupt();
            if n == 0 {
                eprintln!("\ncuconform: interrupted: stopping, keeping the results so far (again to quit at once)");
            } else {
                std::process::exit(130);
            }
        }
    });
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = cuconform::find_cases_root(cli.cases.as_deref());
    match run(cli.command, &root) {
        Ok(code) => code,
        // Whatever failed after an interrupt failed because of it.
        Err(_) if cuconform::process::interrupted() => {
            eprintln!("cuconform: interrupted");
            ExitCode::from(130)
        }
        Err(e) => {
            eprintln!("cuconform: {e}");
            ExitCode::from(2)
        }
    }
}

fn config(root: &Path, jobs: Option<usize>) -> RunConfig {
    let mut cfg = RunConfig::new(root);
    if let Some(j) = jobs {
        cfg.jobs = j;
    }
    cfg.gpu = cuconform::gpu::detect();
    if let Some(g) = &cfg.gpu {
        cfg.arch = g.arch();
    }
    match cuconform::cache::ResultCache::from_env() {
        Ok(c) => cfg.cache = c.map(std::sync::Arc::new),
        Err(e) => eprintln!("cuconform: result cache off: {e}"),
    }
    cfg
}

fn run(cmd: Command, root: &Path) -> Result<ExitCode, String> {
    match cmd {
        Command::List { filter } => {
            let corpus = Corpus::load(root);
            let f = filter.filter(root);
            let mut n = 0;
            for c in corpus.cases.iter().filter(|c| f.matches(c)) {
                out!(
                    "{}\t{}\t{}\t{}",
                    c.id,
                    c.meta.section,
                    c.meta.phase,
                    c.meta.verdict
                );
                n += 1;
            }
            let bad: Vec<_> = corpus
                .invalid
                .iter()
                .filter(|(id, _)| f.matches_id(id))
                .collect();
            for (_, e) in &bad {
                eprintln!("invalid: {e}");
            }
            for e in &corpus.clause_errors {
                eprintln!("invalid clause index: {e}");
            }
            eprintln!(
                "{n} cases, {} invalid, {} clauses",
                bad.len(),
                corpus.clauses.clauses.len()
            );
            if n == 0 && bad.is_empty() {
                return Err(no_match(&filter, None));
            }
            Ok(if bad.is_empty() && corpus.clause_errors.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Run {
            filter,
            tc,
            jobs,
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
        } => {
            // From the start: an interrupt while the corpus loads or nvcc is installed stops
            // those too.
            install_interrupt_handler();
            let corpus = Corpus::load(root);
            let mut cfg = config(root, jobs);
            if no_cache {
                cfg.cache = None;
            }
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
                    return Err("--sanitizer: compute-sanitizer not found ($CUDA_HOME/bin, /usr/local/cuda/bin, PATH)".into());
                }
            }
            let mut f = filter.filter(root);
            let tcs: Vec<Box<dyn Toolchain>> = if let Some(dir) = &from_artifacts {
                let m = cuconform::artifact::Manifest::load(dir)?;
                eprintln!("cuconform: {} stored builds in {}", m.len(), dir.display());
                let ids = m.cases();
                let wanted: Vec<String> = ids.into_iter().filter(|id| f.matches_id(id)).collect();
                f.paths = wanted;
                let tcs = m
                    .toolchains
                    .iter()
                    .map(|i| {
                        Box::new(cuconform::artifact::Prebuilt { info: i.clone() })
                            as Box<dyn Toolchain>
                    })
                    .collect();
                cfg.from_artifacts = Some(m);
                if f.paths.is_empty() {
                    return Err("no stored build matches the filter".into());
                }
                if cfg.gpu.is_none() {
                    return Err(format!(
                        "--from-artifacts runs stored builds on a GPU, and there is none here: {}",
                        cuconform::gpu::why_none()
                    ));
                }
                tcs
            } else {
                toolchains(&tc, &["nvcc@13.5", "checker"])?
            };
            if let Some(dir) = &build_only {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                let infos: Vec<_> = tcs.iter().map(|t| t.info().clone()).collect();
                cuconform::artifact::store_toolchains(dir, &infos).map_err(|e| e.to_string())?;
                cfg.build_only = Some(dir.clone());
            }
            let selected = runner::select(&corpus, &f, shard).len();
            let invalid = runner::select_invalid(&corpus, &f, shard);
            if selected == 0 && invalid.is_empty() {
                return Err(no_match(&filter, shard));
            }
            let run_cases = runner::select(&corpus, &f, shard)
                .iter()
                .filter(|c| c.meta.phase == Phase::Run)
                .count();
            eprintln!(
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
                    .unwrap_or_else(|| format!("none ({})", cuconform::gpu::why_none())),
                cfg.jobs
            );
            if cfg.gpu.is_none() && run_cases > 0 {
                eprintln!("cuconform: without a GPU the {run_cases} run cases are built and judged up to the link: `not_run` unless that fails");
            }
            for (_, e) in &invalid {
                eprintln!("INVALID {e}");
            }
            if let Some(p) = &resume {
                cfg.resume = Some(ResultsFile::load(p)?);
            }
            // While it runs, what is done so far is kept beside the results file.
            let partial = out.with_extension("partial.json");
            check_writable(&partial, "checkpoint file")?;
            cfg.checkpoint = Some(partial.clone());
            let progress = cuconform::progress::Progress::new(verbose);
            let results = runner::run_observed(&corpus, &f, &tcs, &cfg, &progress);
            progress.finish();
            let results = results?;
            results
                .save(&out)
                .map_err(|e| format!("cannot write the results file {}: {e}", out.display()))?;
            if results.interrupted {
                // Kept for `--resume`, beside the results file (which says `interrupted`).
                results
                    .save(&partial)
                    .map_err(|e| format!("{}: {e}", partial.display()))?;
                eprintln!(
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
                eprintln!("{line}");
            }
            if let Some(c) = &cfg.cache {
                print_cache_line(&results, c);
            }
            eprintln!("results: {}", out.display());
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
        Command::Show { case, tc } => show(root, &case, &tc),
        Command::Bless {
            tc,
            filter,
            results,
            notes,
            scope,
            jobs,
        } => bless(root, tc, filter, results, notes, scope, jobs),
        Command::Provision { toolchains: specs } => {
            let specs = if specs.is_empty() {
                vec!["nvcc@13.5".to_string()]
            } else {
                specs
            };
            for s in specs {
                for t in toolchain::resolve(&s, None, true)? {
                    out!(
                        "{}\t{}",
                        t.info().id,
                        t.info()
                            .path
                            .as_ref()
                            .map(|p| p.display().to_string())
                            .unwrap_or_default()
                    );
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Check { args } => Ok(ExitCode::from(
            cuconform_check::cli(&args).clamp(0, 255) as u8
        )),
        Command::Report {
            results,
            out,
            history,
            documented,
            diff,
        } => {
            if let Some(d) = diff {
                return cuconform::report::diff::run(&d[0], &d[1]);
            }
            let t0 = std::time::Instant::now();
            check_writable(&out.join("index.html"), "report folder")?;
            let files = results
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            let (merged, conflicts) =
                ResultsFile::merge(files, Prefer::Later).ok_or("no results")?;
            // A report shows the later of two conflicting results, and says so.
            for c in &conflicts {
                eprintln!("cuconform: warning: {}", describe_conflict(c, &results));
            }
            let history = history
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            // The report renders what the results files hold; it does not read the corpus.
            let r = cuconform::report::render(&merged, &history, &out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            let docs = match &documented {
                Some(p) => cuconform::report::timeline::load_documented(p)?,
                None => Vec::new(),
            };
            cuconform::report::timeline::write(&merged, &docs, &out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            cuconform::report::construct::write(&merged, &docs, &out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            out!(
                "report: {} ({} files, {:.1} MB) in {:.2} s",
                out.join("index.html").display(),
                r.files,
                r.bytes as f64 / 1e6,
                t0.elapsed().as_secs_f64()
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Cache { action } => {
            let c = cuconform::cache::ResultCache::open(
                cuconform::cache::ResultCache::default_dir(),
                cuconform::cache::ResultCache::default_max_bytes()?,
            );
            let human = cuconform::cache::human;
            match action.unwrap_or(CacheAction::Show) {
                CacheAction::Show => {
                    let u = c.usage();
                    out!(
                        "{}\n{} entries, {} (bound {})",
                        c.dir().display(),
                        u.entries,
                        human(u.bytes),
                        human(c.max_bytes())
                    );
                }
                CacheAction::Clear => {
                    let u = c
                        .clear()
                        .map_err(|e| format!("{}: {e}", c.dir().display()))?;
                    out!(
                        "{}: removed {} entries, {}",
                        c.dir().display(),
                        u.entries,
                        human(u.bytes)
                    );
                }
                CacheAction::Prune { max } => {
                    let u = c.prune(max.unwrap_or(c.max_bytes()));
                    let left = c.usage();
                    out!(
                        "{}: removed {} entries ({}), {} left ({})",
                        c.dir().display(),
                        u.entries,
                        human(u.bytes),
                        left.entries,
                        human(left.bytes)
                    );
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Merge {
            out,
            prefer,
            inputs,
        } => {
            check_writable(&out, "merged file")?;
            let files = inputs
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            let how = match prefer.as_deref() {
                Some("earlier") => Prefer::Earlier,
                _ => Prefer::Later,
            };
            let (merged, conflicts) = ResultsFile::merge(files, how).ok_or("nothing to merge")?;
            for c in conflicts.iter().take(20) {
                eprintln!(
                    "cuconform: {}: {}",
                    if prefer.is_some() { "warning" } else { "error" },
                    describe_conflict(c, &inputs)
                );
            }
            if conflicts.len() > 20 {
                eprintln!("cuconform: ... and {} more conflicts", conflicts.len() - 20);
            }
            if !conflicts.is_empty() && prefer.is_none() {
                return Err(format!(
                    "{} conflicting results (pass --prefer earlier or --prefer later to choose)",
                    conflicts.len()
                ));
            }
            merged
                .save(&out)
                .map_err(|e| format!("cannot write the merged file {}: {e}", out.display()))?;
            print_summary(&merged);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn describe_conflict(c: &cuconform::results::Conflict, files: &[PathBuf]) -> String {
    let name = |i: usize| {
        files
            .get(i)
            .map(|p| p.display().to_string())
            .unwrap_or(format!("file {}", i + 1))
    };
    format!(
        "{} on {}: {} in {}, {} in {}",
        c.case,
        c.toolchain,
        c.earlier.1,
        name(c.earlier.0),
        c.later.1,
        name(c.later.0)
    )
}

fn print_summary(r: &ResultsFile) {
    let counts = r.counts();
    out!(
        "{:<22} {}",
        "toolchain",
        Status::ALL.map(|s| format!("{:>12}", s.as_str())).join("")
    );
    for (tc, c) in &counts {
        let cells: String = Status::ALL
            .iter()
            .map(|s| format!("{:>12}", c.get(s).copied().unwrap_or(0)))
            .collect();
        out!("{tc:<22} {cells}");
    }
    let total = |s: Status| counts.values().filter_map(|c| c.get(&s)).sum::<usize>();
    if total(Status::NotRun) > 0 {
        out!(
            "not_run: {} results not run for want of a GPU (built and judged up to the link, or needing a GPU); a GPU machine would run them",
            total(Status::NotRun)
        );
    }
    if total(Status::Unsupported) > 0 {
        out!(
            "unsupported: {} results that cannot be judged with that toolchain anywhere (a requirement unmet, see their remarks)",
            total(Status::Unsupported)
        );
    }
    match &r.merged {
        Some(m) => out!(
            "wall time: {:.1} s from the first file's start to the last one's end ({} files, {:.1} s in all)",
            r.duration_ms as f64 / 1000.0,
            m.files,
            m.parts_duration_ms as f64 / 1000.0
        ),
        None => out!("wall time: {:.1} s", r.duration_ms as f64 / 1000.0),
    }
}

/// How many trials came from the result cache; then keeps the cache within its bound.
fn print_cache_line(r: &ResultsFile, c: &cuconform::cache::ResultCache) {
    // Observations (builds outside a case's range) are builds too.
    let outcomes = || {
        r.results.iter().flat_map(|x| {
            x.outcome
                .iter()
                .chain(x.observation.as_ref().map(|o| &o.outcome))
        })
    };
    let built = outcomes().count();
    let cached = outcomes().filter(|o| o.cached).count();
    let pruned = c.prune(c.max_bytes());
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

fn show(root: &Path, id: &str, tc: &ToolchainArgs) -> Result<ExitCode, String> {
    let corpus = Corpus::load(root);
    let want = id.trim_start_matches("cases/");
    // `a/b.cu#c++14` and `a/b#c++14` name the same trial.
    let want = match want.split_once('#') {
        Some((f, r)) => format!("{}#{r}", f.trim_end_matches(".cu")),
        None => want.trim_end_matches(".cu").to_string(),
    };
    if let Some((_, e)) = corpus
        .invalid
        .iter()
        .find(|(i, _)| i == cuconform::case::file_id(&want))
    {
        out!("invalid: {e}");
        return Ok(ExitCode::from(1));
    }
    // A case's id shows every one of its revisions; `id#rev` shows one.
    let trials: Vec<&cuconform::case::Case> = corpus
        .cases
        .iter()
        .filter(|c| c.id == want || (c.revision.is_some() && c.file_id() == want))
        .collect();
    if trials.is_empty() {
        return Err(format!("no case `{id}`"));
    }
    for (i, case) in trials.into_iter().enumerate() {
        if i > 0 {
            out!("");
        }
        show_one(root, &corpus, case, tc)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn show_one(
    root: &Path,
    corpus: &Corpus,
    case: &cuconform::case::Case,
    tc: &ToolchainArgs,
) -> Result<(), String> {
    out!(
        "case:        {}\nfile:        {}",
        case.id,
        case.path.display()
    );
    out!(
        "section:     {}\nclause:      {}",
        case.meta.section,
        case.meta.clause
    );
    if let Some(c) = corpus.clauses.get(&case.meta.clause) {
        out!("  ({:?}) {}", c.kind, c.text.trim());
    }
    out!(
        "description: {}\nverdict:     {}\nphase:       {}",
        case.meta.description,
        case.meta.verdict,
        case.meta.phase
    );
    if let Some(r) = &case.revision {
        out!(
            "revision:    {r} (std {}, flags [{}])",
            case.meta
                .std
                .map_or("default".to_string(), |s| s.to_string()),
            case.meta.flags.join(", ")
        );
    }
    let sources: Vec<String> = [&case.range.since, &case.range.until]
        .into_iter()
        .flatten()
        .filter_map(|b| b.source.clone())
        .collect();
    out!(
        "holds for:   CUDA {}{}",
        case.range,
        if sources.is_empty() {
            String::new()
        } else {
            format!(" ({})", sources.join("; "))
        }
    );
    for a in &case.annotations {
        out!(
            "expects:     {} at line {}{}{}",
            a.what(),
            a.line,
            a.group
                .as_ref()
                .map(|g| format!(" (or another line of group {g})"))
                .unwrap_or_default(),
            a.pattern
                .as_ref()
                .map(|p| format!(" /{}/", p.as_str()))
                .unwrap_or_default()
        );
    }
    if tc.toolchains.is_empty() {
        return Ok(());
    }
    let cfg = config(root, Some(1));
    for t in toolchains(tc, &[])? {
        let (mut j, outcome) = runner::judge_one(case, t.as_ref(), &cfg);
        let exp = ExpectationFile::load(
            &expectation::path_for(&cfg.expectations_dir, &t.info().name),
            &t.info().name,
        )
        .map_err(|e| e.to_string())?;
        let (status, dev) = exp.apply_to(&case.id, &mut j);
        out!("\n== {}: {}", t.info().id, status.as_str().to_uppercase());
        if let Some(d) = dev {
            let kind = d.kind.map(|k| format!(" ({k})")).unwrap_or_default();
            out!("recorded deviation{kind}: {}", d.note);
        }
        if let Some(o) = &outcome {
            if o.cached {
                out!("(build outcome from the result cache; CUCONFORM_NO_CACHE=1 to rebuild)");
            }
            for s in &o.steps {
                out!(
                    "$ {}\n  -> {}",
                    s.command,
                    cuconform::verdict::describe_exit(&s.exit)
                );
                if !s.output.trim().is_empty() {
                    out!("{}", s.output.trim_end());
                }
            }
            if let Some(r) = &o.run {
                out!(
                    "program: {}\nstdout:\n{}stderr:\n{}",
                    cuconform::verdict::describe_exit(&r.exit),
                    r.stdout,
                    r.stderr
                );
            }
        }
        for m in &j.mismatches {
            out!("mismatch: {m}");
        }
        for m in &j.remarks {
            out!("remark: {m}");
        }
    }
    Ok(())
}

fn bless(
    root: &Path,
    tc: ToolchainArgs,
    filter: FilterArgs,
    results: Option<PathBuf>,
    notes: Vec<PathBuf>,
    scope: Vec<String>,
    jobs: Option<usize>,
) -> Result<ExitCode, String> {
    if tc.toolchains.len() != 1 {
        return Err("bless takes exactly one --toolchain".into());
    }
    let results = match results {
        Some(p) => ResultsFile::load(&p)?,
        None => {
            install_interrupt_handler();
            let corpus = Corpus::load(root);
            let tcs = toolchains(&tc, &[])?;
            let f = filter.filter(root);
            if runner::select(&corpus, &f, None).is_empty()
                && runner::select_invalid(&corpus, &f, None).is_empty()
            {
                return Err(no_match(&filter, None));
            }
            // The file to rewrite must be writable before the run that feeds it.
            let dir = RunConfig::new(root).expectations_dir;
            for t in &tcs {
                check_writable(
                    &expectation::path_for(&dir, &t.info().name),
                    "expectation file",
                )?;
            }
            let progress = cuconform::progress::Progress::new(false);
            let r = runner::run_observed(&corpus, &f, &tcs, &config(root, jobs), &progress);
            progress.finish();
            let r = r?;
            if r.interrupted {
                eprintln!("cuconform: interrupted: the expectation file is left unchanged");
                return Ok(ExitCode::from(130));
            }
            r
        }
    };
    let mut note_map = BTreeMap::new();
    // A folder stands for its YAML files, in name order (a later file's note wins).
    let mut note_files = Vec::new();
    for p in &notes {
        if p.is_dir() {
            let mut in_dir: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| format!("{}: {e}", p.display()))?
                .flatten()
                .map(|e| e.path())
                .filter(|f| f.extension().is_some_and(|x| x == "yaml"))
                .collect();
            in_dir.sort();
            note_files.extend(in_dir);
        } else {
            note_files.push(p.clone());
        }
    }
    for p in &note_files {
        let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
        let m: BTreeMap<String, String> =
            serde_saphyr::from_str(&text).map_err(|e| format!("{}: {e}", p.display()))?;
        note_map.extend(m);
    }
    let wanted = &tc.toolchains[0];
    // The toolchain is named by spec (nvcc@13.5) or by name (nvcc-13.5); match it in the results.
    let infos: Vec<_> = results
        .toolchains
        .iter()
        .filter(|t| &t.name == wanted || &t.id == wanted || toolchain_matches_spec(wanted, &t.id))
        .cloned()
        .collect();
    let info = infos
        .first()
        .ok_or(format!("no results for toolchain `{wanted}`"))?;
    let dir = RunConfig::new(root).expectations_dir;
    let path = expectation::path_for(&dir, &info.name);
    let mut file = ExpectationFile::load(&path, &info.name).map_err(|e| e.to_string())?;
    // Blessing over one phase only (`--phase compile`) records it, so the cases of the other
    // phases stay outside what the file speaks for.
    if let Some(ph) = filter.phase {
        file.record_phase(ph);
    }
    file.blessed_with = Some(info.id.clone());
    if !scope.is_empty() {
        let mut sc = file.scope.take().unwrap_or_default();
        for p in scope {
            if !sc.contains(&p) {
                sc.push(p);
            }
        }
        sc.sort();
        file.scope = Some(sc);
    }
    let fl = filter.filter(root);
    let inputs: Vec<BlessInput> = results
        .results
        .iter()
        .filter(|r| r.toolchain == info.id)
        // A results file given with --results may hold more than the selection; bless only what
        // was selected (by id, phase, verdict), so a narrow bless never drops other deviations.
        .filter(|r| fl.matches_record(&r.case, &r.section, r.verdict, r.phase))
        .map(|r| BlessInput {
            case_id: &r.case,
            verdict: r.verdict,
            status: r.judged,
            mismatches: &r.mismatches,
            outside_range: r.judged == Status::Unsupported
                && r.remarks
                    .iter()
                    .any(|m| m.starts_with(cuconform::toolchain::OUTSIDE_RANGE)),
            capped_before_link: r.phase.is_some_and(|p| p >= Phase::Link)
                && r.outcome
                    .as_ref()
                    .and_then(|o| o.attempted)
                    .is_some_and(|a| a < Phase::Link),
        })
        .collect();
    let shown = expectation::shown_name(&info.id);
    let note_map: BTreeMap<String, String> = note_map
        .into_iter()
        .map(|(k, v)| (k, expectation::retarget_note(&v, &shown)))
        .collect();
    let n = expectation::bless(&mut file, &inputs, &note_map);
    file.save(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    out!(
        "{}: {} added, {} removed, {} kept ({} with a new kind), {} outside their CUDA range removed; {} deviations recorded",
        path.display(),
        n.added,
        n.removed,
        n.kept,
        n.rekinded,
        n.stale,
        file.deviations.len()
    );
    Ok(ExitCode::SUCCESS)
}

fn toolchain_matches_spec(spec: &str, id: &str) -> bool {
    match spec.strip_prefix("nvcc@") {
        Some(v) => id
            .strip_prefix("nvcc-")
            .is_some_and(|iv| iv == v || iv.starts_with(&format!("{v}."))),
        None => match spec.strip_prefix("checker@") {
            Some(v) => id.starts_with("checker-") && id.ends_with(&format!("-cuda{v}")),
            None => spec == "checker" && id.starts_with("checker-") && !id.contains("-cuda"),
        },
    }
}
