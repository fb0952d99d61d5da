//! The `cuconform` command: list, run, show, bless, provision, check, merge.

use clap::{Args, Parser, Subcommand};
use cuconform::case::{Phase, Verdict};
use cuconform::corpus::Corpus;
use cuconform::expectation::{self, BlessInput, ExpectationFile};
use cuconform::filter::Filter;
use cuconform::results::ResultsFile;
use cuconform::runner::{self, RunConfig};
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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
    #[arg(long, value_parser = parse_verdict)]
    verdict: Option<Verdict>,
    #[arg(long, value_parser = parse_phase)]
    phase: Option<Phase>,
}

#[derive(Args, Clone)]
struct ToolchainArgs {
    /// Toolchains: nvcc, nvcc@13.5, nvcc@13.0..13.5, nvcc=PATH, clang-19, clang@20, clang@14..23, checker (repeatable).
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
        /// Build the executables of run cases into DIR (for a GPU machine to run later).
        #[arg(long)]
        build_only: Option<PathBuf>,
        /// Run the executables stored in DIR by --build-only, without building.
        #[arg(long)]
        from_artifacts: Option<PathBuf>,
        /// Run `ub` cases that ask for it under compute-sanitizer.
        #[arg(long)]
        sanitizer: bool,
        /// Print every result, not only unexpected ones.
        #[arg(long, short = 'v')]
        verbose: bool,
        /// Keep the results in FILE (an interrupted run's `OUT.partial.json`, or any results
        /// file) and run only the case x toolchain pairs it lacks.
        #[arg(long)]
        resume: Option<PathBuf>,
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
    /// Install toolchains from PyPI into the cache (e.g. nvcc@13.5, nvcc@13.0..13.5, clang@20).
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
        #[arg(required = true)]
        results: Vec<PathBuf>,
        #[arg(long, short = 'o', default_value = "target/cuconform/report")]
        out: PathBuf,
        /// Results of earlier runs, for trends and the cases that changed.
        #[arg(long)]
        history: Vec<PathBuf>,
        /// Documented changes to check the timeline against (reports/matrix/documented-changes.yaml).
        #[arg(long)]
        documented: Option<PathBuf>,
    },
    /// Merge results files (shards, toolchains, machines) into one.
    Merge {
        #[arg(long, short = 'o')]
        out: PathBuf,
        inputs: Vec<PathBuf>,
    },
}

fn parse_verdict(s: &str) -> Result<Verdict, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected ok, error, ndr or ub"))
}

fn parse_phase(s: &str) -> Result<Phase, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected compile, link or run"))
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
    fn filter(&self) -> Filter {
        Filter {
            paths: self.paths.clone(),
            sections: self.section.clone(),
            tags: self.tag.clone(),
            verdict: self.verdict,
            phase: self.phase,
        }
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = cuconform::find_cases_root(cli.cases.as_deref());
    match run(cli.command, &root) {
        Ok(code) => code,
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
    cfg
}

fn run(cmd: Command, root: &Path) -> Result<ExitCode, String> {
    match cmd {
        Command::List { filter } => {
            let corpus = Corpus::load(root);
            let f = filter.filter();
            let mut n = 0;
            for c in corpus.cases.iter().filter(|c| f.matches(c)) {
                println!(
                    "{}\t{}\t{}\t{:?}",
                    c.id, c.meta.section, c.meta.phase, c.meta.verdict
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
            build_only,
            from_artifacts,
            sanitizer,
            verbose,
            resume,
        } => {
            let corpus = Corpus::load(root);
            let mut cfg = config(root, jobs);
            if cfg.gpu.is_none() {
                cfg.arch = arch;
            }
            cfg.shard = shard;
            cfg.verbose = verbose;
            cfg.compile_timeout = std::time::Duration::from_secs(compile_timeout);
            if sanitizer {
                cfg.sanitizer = cuconform::execute::find_sanitizer();
            }
            let mut f = filter.filter();
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
            eprintln!(
                "cuconform: {} cases ({} invalid), toolchains: {}; GPU: {}; {} jobs",
                corpus.cases.len(),
                corpus.invalid.len(),
                tcs.iter()
                    .map(|t| t.info().id.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
                cfg.gpu
                    .as_ref()
                    .map(|g| format!("{} (sm_{}, driver {})", g.name, g.compute, g.driver))
                    .unwrap_or("none".into()),
                cfg.jobs
            );
            if let Some(p) = &resume {
                cfg.resume = Some(ResultsFile::load(p)?);
            }
            // While it runs, what is done so far is kept beside the results file.
            let partial = out.with_extension("partial.json");
            cfg.checkpoint = Some(partial.clone());
            let results = runner::run(&corpus, &f, &tcs, &cfg)?;
            results
                .save(&out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            let _ = std::fs::remove_file(&partial);
            print_summary(&results);
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
                    println!(
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
        } => {
            let t0 = std::time::Instant::now();
            let files = results
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            let merged = ResultsFile::merge(files).ok_or("no results")?;
            let history = history
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            let corpus = Corpus::load(root);
            let r = cuconform::report::render(&merged, &history, &corpus, &out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            let docs = match &documented {
                Some(p) => cuconform::report::timeline::load_documented(p)?,
                None => Vec::new(),
            };
            cuconform::report::timeline::write(&merged, &docs, &out)
                .map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "report: {} ({} files, {:.1} MB) in {:.2} s",
                out.join("index.html").display(),
                r.files,
                r.bytes as f64 / 1e6,
                t0.elapsed().as_secs_f64()
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Merge { out, inputs } => {
            let files = inputs
                .iter()
                .map(|p| ResultsFile::load(p))
                .collect::<Result<Vec<_>, _>>()?;
            let merged = ResultsFile::merge(files).ok_or("nothing to merge")?;
            merged.save(&out).map_err(|e| e.to_string())?;
            print_summary(&merged);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn print_summary(r: &ResultsFile) {
    let counts = r.counts();
    println!(
        "{:<22} {}",
        "toolchain",
        Status::ALL.map(|s| format!("{:>12}", s.as_str())).join("")
    );
    for (tc, c) in &counts {
        let cells: String = Status::ALL
            .iter()
            .map(|s| format!("{:>12}", c.get(s).copied().unwrap_or(0)))
            .collect();
        println!("{tc:<22} {cells}");
    }
    println!("wall time: {:.1} s", r.duration_ms as f64 / 1000.0);
}

fn show(root: &Path, id: &str, tc: &ToolchainArgs) -> Result<ExitCode, String> {
    let corpus = Corpus::load(root);
    if let Some((_, e)) = corpus.invalid.iter().find(|(i, _)| i == id) {
        println!("invalid: {e}");
        return Ok(ExitCode::from(1));
    }
    let case = corpus
        .cases
        .iter()
        .find(|c| c.id == id.trim_end_matches(".cu").trim_start_matches("cases/"))
        .ok_or(format!("no case `{id}`"))?;
    println!(
        "case:        {}\nfile:        {}",
        case.id,
        case.path.display()
    );
    println!(
        "section:     {}\nclause:      {}",
        case.meta.section, case.meta.clause
    );
    if let Some(c) = corpus.clauses.get(&case.meta.clause) {
        println!("  ({:?}) {}", c.kind, c.text.trim());
    }
    println!(
        "description: {}\nverdict:     {:?}\nphase:       {}",
        case.meta.description, case.meta.verdict, case.meta.phase
    );
    for a in &case.annotations {
        println!(
            "expects:     {} at line {}{}",
            a.severity,
            a.line,
            a.pattern
                .as_ref()
                .map(|p| format!(" /{}/", p.as_str()))
                .unwrap_or_default()
        );
    }
    if tc.toolchains.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    let cfg = config(root, Some(1));
    for t in toolchains(tc, &[])? {
        let (j, outcome) = runner::judge_one(case, t.as_ref(), &cfg);
        let exp = ExpectationFile::load(
            &expectation::path_for(&cfg.expectations_dir, &t.info().name),
            &t.info().name,
        )
        .map_err(|e| e.to_string())?;
        let (status, dev) = exp.apply(&case.id, j.status);
        println!("\n== {}: {}", t.info().id, status.as_str().to_uppercase());
        if let Some(d) = dev {
            println!("recorded deviation: {}", d.note);
        }
        if let Some(o) = &outcome {
            for s in &o.steps {
                println!(
                    "$ {}\n  -> {}",
                    s.command,
                    cuconform::verdict::describe_exit(&s.exit)
                );
                if !s.output.trim().is_empty() {
                    println!("{}", s.output.trim_end());
                }
            }
            if let Some(r) = &o.run {
                println!(
                    "program: {}\nstdout:\n{}stderr:\n{}",
                    cuconform::verdict::describe_exit(&r.exit),
                    r.stdout,
                    r.stderr
                );
            }
        }
        for m in &j.mismatches {
            println!("mismatch: {m}");
        }
        for m in &j.remarks {
            println!("remark: {m}");
        }
    }
    Ok(ExitCode::SUCCESS)
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
            let corpus = Corpus::load(root);
            let tcs = toolchains(&tc, &[])?;
            runner::run(&corpus, &filter.filter(), &tcs, &config(root, jobs))?
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
    let fl = filter.filter();
    let inputs: Vec<BlessInput> = results
        .results
        .iter()
        .filter(|r| r.toolchain == info.id)
        // A results file given with --results may hold more than the selection; bless only what
        // was selected (by id, phase, verdict), so a narrow bless never drops other deviations.
        .filter(|r| fl.matches_record(&r.case, &r.section, r.verdict, r.phase))
        .map(|r| BlessInput {
            case_id: &r.case,
            status: r.judged,
            first_mismatch: r.mismatches.first().map(String::as_str),
        })
        .collect();
    let shown = expectation::shown_name(&info.id);
    let note_map: BTreeMap<String, String> = note_map
        .into_iter()
        .map(|(k, v)| (k, expectation::retarget_note(&v, &shown)))
        .collect();
    let (added, removed, kept) = expectation::bless(&mut file, &inputs, &note_map);
    file.save(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "{}: {added} added, {removed} removed, {kept} kept; {} deviations recorded",
        path.display(),
        file.deviations.len()
    );
    Ok(ExitCode::SUCCESS)
}

fn toolchain_matches_spec(spec: &str, id: &str) -> bool {
    match spec.strip_prefix("nvcc@") {
        Some(v) => id
            .strip_prefix("nvcc-")
            .is_some_and(|iv| iv == v || iv.starts_with(&format!("{v}."))),
        None => spec == "checker" && id.starts_with("checker-"),
    }
}
