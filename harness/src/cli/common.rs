//! What several commands share: the selection and toolchain flags, the run configuration, the
//! checks made before long work, the interrupt handler and the summary table.

use super::Error;
use clap::Args;
use cuconform::case::{Phase, Verdict};
use cuconform::filter::Filter;
use cuconform::output;
use cuconform::results::ResultsFile;
use cuconform::runner::RunConfig;
use cuconform::toolchain::{self, Toolchain};
use cuconform::verdict::Status;
use std::path::{Path, PathBuf};

#[derive(Args, Clone, Default)]
pub struct FilterArgs {
    /// Case ids or paths (substrings) to select; none selects all.
    pub paths: Vec<String>,
    /// Section prefix, e.g. I.4.3 (repeatable).
    #[arg(long)]
    pub section: Vec<String>,
    /// Tag the cases must carry (repeatable: all must match).
    #[arg(long)]
    pub tag: Vec<String>,
    /// Only cases with this verdict: ok, error, ndr or ub (as `list` prints it).
    #[arg(long, value_parser = parse_verdict)]
    pub verdict: Option<Verdict>,
    /// Only cases of this phase: compile, link or run.
    #[arg(long, value_parser = parse_phase)]
    pub phase: Option<Phase>,
}

#[derive(Args, Clone)]
pub struct ToolchainArgs {
    /// Toolchains: nvcc, nvcc@13.5, nvcc@13.0..13.5, nvcc=PATH, nvrtc@12.4, nvrtc@11.8..13.5, clang-19, clang@20, clang@14..23, checker, checker@12.9 (repeatable).
    #[arg(long = "toolchain", short = 't')]
    pub toolchains: Vec<String>,
    /// The nvcc binary for `--toolchain nvcc`.
    #[arg(long)]
    pub nvcc: Option<PathBuf>,
    /// Never install a missing nvcc from PyPI.
    #[arg(long)]
    pub no_provision: bool,
}

fn parse_verdict(s: &str) -> Result<Verdict, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected ok, error, ndr, ub or diagnose"))
}

fn parse_phase(s: &str) -> Result<Phase, String> {
    serde_json::from_value(serde_json::Value::String(s.into()))
        .map_err(|_| format!("`{s}`: expected compile, link or run"))
}

impl FilterArgs {
    /// The filter, with paths that name files or folders of the cases folder `root` resolved.
    pub fn filter(&self, root: &Path) -> Filter {
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

    /// `no case matches ...`, naming the selection.
    pub fn no_match(&self, shard: Option<(u32, u32)>) -> Error {
        let mut parts: Vec<String> = self.paths.iter().map(|p| format!("`{p}`")).collect();
        parts.extend(self.section.iter().map(|s| format!("--section {s}")));
        parts.extend(self.tag.iter().map(|t| format!("--tag {t}")));
        if let Some(v) = self.verdict {
            parts.push(format!("--verdict {v}"));
        }
        if let Some(p) = self.phase {
            parts.push(format!("--phase {p}"));
        }
        if let Some((k, n)) = shard {
            parts.push(format!("--shard {k}/{n}"));
        }
        Error::NoMatch(format!(
            "no case matches {} (see `cuconform list`)",
            if parts.is_empty() {
                "(the corpus is empty)".into()
            } else {
                parts.join(" ")
            }
        ))
    }
}

impl ToolchainArgs {
    /// The toolchains named (or `default` when none is), each once.
    pub fn resolve(&self, default: &[&str]) -> Result<Vec<Box<dyn Toolchain>>, Error> {
        let specs: Vec<String> = if self.toolchains.is_empty() {
            default.iter().map(|s| s.to_string()).collect()
        } else {
            self.toolchains.clone()
        };
        let mut out: Vec<Box<dyn Toolchain>> = Vec::new();
        for s in &specs {
            for t in toolchain::resolve(s, self.nvcc.as_deref(), !self.no_provision)? {
                if !out.iter().any(|o| o.info().id == t.info().id) {
                    out.push(t);
                }
            }
        }
        Ok(out)
    }
}

/// Fails unless a file can be created in `path`'s folder (creating the folder if need be, and
/// only inside the current folder), so a long run does not find out at its end that its results
/// cannot be written; a device, FIFO, socket or link at `path` is refused, never replaced.
pub fn check_writable(path: &Path, what: &'static str) -> Result<(), Error> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let output = |source| Error::Output { what, source };
    output::check_target(path).map_err(output)?;
    output::create_folder(dir).map_err(output)?;
    let unwritable = |why: String| Error::Unwritable {
        what,
        path: path.to_path_buf(),
        why,
    };
    tempfile::NamedTempFile::new_in(dir).map_err(|e| unwritable(e.to_string()))?;
    if path.is_dir() && what != "report folder" {
        return Err(unwritable("it is a folder".into()));
    }
    Ok(())
}

/// On SIGINT / SIGTERM: stop starting work and kill every process group of the run (the runner
/// then returns what finished, and the caller writes it). A second signal exits at once.
pub fn install_interrupt_handler() {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else {
        return;
    };
    std::thread::spawn(move || {
        for (n, _) in signals.forever().enumerate() {
            cuconform::process::interrupt();
            if n == 0 {
                cuconform::say!("\ncuconform: interrupted: stopping, keeping the results so far (again to quit at once)");
            } else {
                std::process::exit(130);
            }
        }
    });
}

/// The run configuration for the corpus at `root`: jobs, the GPU found, the result cache.
pub fn config(root: &Path, jobs: Option<usize>) -> RunConfig {
    config_with_gpu(root, jobs, gpu_probe().gpu)
}

/// The GPU, learnt from a child process (`cuconform gpu-probe`) so the CUDA driver is never
/// loaded into the harness, which starts every compiler of the run (`gpu::probe_in_child`).
/// Where this executable cannot be found, the probe runs here.
pub fn gpu_probe() -> cuconform::gpu::Probe {
    match std::env::current_exe() {
        Ok(exe) => cuconform::gpu::probe_in_child(&exe),
        Err(_) => cuconform::gpu::Probe::here(),
    }
}

/// [`config`] with the GPU already detected (`run` detects it while the corpus loads).
pub fn config_with_gpu(
    root: &Path,
    jobs: Option<usize>,
    gpu: Option<cuconform::gpu::Gpu>,
) -> RunConfig {
    let mut cfg = RunConfig::new(root);
    if let Some(j) = jobs {
        cfg.jobs = j;
    }
    cfg.gpu = gpu;
    if let Some(g) = &cfg.gpu {
        cfg.arch = g.arch();
    }
    match cuconform::cache::ResultCache::from_env() {
        Ok(c) => cfg.cache = c.map(std::sync::Arc::new),
        Err(e) => cuconform::say!("cuconform: result cache off: {e}"),
    }
    cfg
}

/// One line for a conflict between two results files, naming both.
pub fn describe_conflict(c: &cuconform::results::Conflict, files: &[PathBuf]) -> String {
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

/// The per-toolchain table of statuses, what `not_run` and `unsupported` mean, and the wall time.
pub fn print_summary(r: &ResultsFile) {
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
