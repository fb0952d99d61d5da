//! nvcc as a toolchain: discovery, version, features, and the compile / link commands.

use super::{BuildContext, Built, Error, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic;
use crate::outcome::Outcome;
use crate::process::{self, Exit};
use crate::version::Version;
use regex::Regex;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::LazyLock;
use std::time::Duration;

pub struct Nvcc {
    info: ToolchainInfo,
    bin: PathBuf,
}

static RELEASE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"release \d+\.\d+, V(\d+\.\d+\.\d+)").unwrap());

impl Nvcc {
    /// The nvcc at `path`, identified by running `nvcc --version`.
    pub fn at(path: &Path) -> Result<Nvcc, Error> {
        let mut cmd = Command::new(path);
        cmd.arg("--version");
        let f = process::run(cmd, None, Duration::from_secs(60));
        match &f.exit {
            Exit::Code(0) => {}
            Exit::SpawnFailed(why) => {
                return Err(Error::CannotRun {
                    path: path.to_path_buf(),
                    why: why.to_string(),
                })
            }
            e => {
                return Err(Error::VersionFailed {
                    path: path.to_path_buf(),
                    exit: e.to_string(),
                    detail: f
                        .stderr
                        .lines()
                        .next()
                        .map(|l| format!(": {}", l.trim()))
                        .unwrap_or_default(),
                })
            }
        }
        let v = RELEASE
            .captures(&f.stdout)
            .ok_or_else(|| Error::NoVersion {
                path: path.to_path_buf(),
                what: "cannot read a version from `nvcc --version`",
            })?;
        let version = Version::parse(&v[1])?;
        let root = path
            .parent()
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let mut features = vec!["int128".to_string()];
        if root.join("include/nvfunctional").exists() {
            features.push("nvfunctional".into());
        }
        if [
            "lib/libcudadevrt.a",
            "lib64/libcudadevrt.a",
            "targets/x86_64-linux/lib/libcudadevrt.a",
        ]
        .iter()
        .any(|p| root.join(p).exists())
        {
            features.push("cdp".into());
        }
        let info = ToolchainInfo {
            id: format!("nvcc-{version}"),
            name: format!("nvcc-{}", version.major_minor()),
            family: "nvcc".into(),
            version,
            path: Some(path.to_path_buf()),
            features,
            host_compiler: host_compiler(),
            max_phase: Phase::Run,
        };
        Ok(Nvcc {
            info,
            bin: path.to_path_buf(),
        })
    }

    /// `--nvcc PATH`, else `$CUDA_HOME/bin/nvcc`, else `nvcc` on `PATH`.
    pub fn discover(explicit: Option<&Path>) -> Result<Nvcc, Error> {
        match discovered_path(explicit) {
            Some(p) => Nvcc::at(&p),
            None => Err(Error::NoNvcc),
        }
    }

    /// An nvcc of minor version `minor` (`13.5`): a discovered one if its version matches, else
    /// one in the cache, else (when `provision`) one installed from PyPI into the cache.
    pub fn of_version(
        minor: &str,
        explicit: Option<&Path>,
        provision: bool,
    ) -> Result<Nvcc, Error> {
        if let Some(p) = discovered_path(explicit) {
            if let Ok(n) = Nvcc::at(&p) {
                if n.info.version.major_minor() == minor {
                    return Ok(n);
                }
            }
        }
        if let Some(p) = crate::provision::cached_nvcc(minor) {
            return Nvcc::at(&p);
        }
        if !provision {
            return Err(Error::NotInstalled(minor.to_string()));
        }
        let p = crate::provision::install_nvcc(minor)?;
        Nvcc::at(&p)
    }

    fn common_flags(&self, case: &Case, ctx: &BuildContext, cmd: &mut Command) {
        cmd.arg(format!("-arch={}", ctx.arch));
        if let Some(std) = case.meta.std {
            cmd.arg(format!("-std={}", std.flag_value()));
        }
        if case.rdc()
            && !case
                .meta
                .flags
                .iter()
                .any(|f| f.starts_with("-rdc") || f == "-dc")
        {
            cmd.arg("-rdc=true");
        }
        cmd.args(&case.meta.flags);
        cmd.arg("-I").arg(&ctx.include_dir);
    }
}

fn discovered_path(explicit: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = explicit {
        return Some(p.to_path_buf());
    }
    if let Some(home) = std::env::var_os("CUDA_HOME") {
        let p = PathBuf::from(home).join("bin/nvcc");
        if p.exists() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("nvcc"))
        .find(|p| p.is_file())
}

fn host_compiler() -> Option<String> {
    let mut cmd = Command::new("gcc");
    cmd.arg("--version");
    let f = process::run(cmd, None, Duration::from_secs(20));
    (f.exit == Exit::Code(0)).then(|| f.stdout.lines().next().unwrap_or("").trim().to_string())
}

/// Runs one nvcc step (see [`super::run_step`]).
fn step(outcome: &mut Outcome, phase: Phase, cmd: Command, cwd: &Path, ctx: &BuildContext) -> bool {
    super::run_step(outcome, phase, cmd, cwd, ctx, &diagnostic::parse_nvcc)
}

impl Toolchain for Nvcc {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built {
        let mut outcome = Outcome {
            attempted: Some(target),
            ..Default::default()
        };
        let source = case
            .path
            .canonicalize()
            .unwrap_or_else(|_| case.path.clone());
        let tus = case.meta.tus.unwrap_or(1);
        let mut objects = Vec::new();
        for tu in 1..=tus {
            let obj = work.join(format!("tu{tu}.o"));
            let mut cmd = Command::new(&self.bin);
            cmd.arg("-c");
            self.common_flags(case, ctx, &mut cmd);
            if case.meta.tus.is_some() {
                cmd.arg(format!("-DCUCONFORM_TU={tu}"));
            }
            cmd.arg(&source).arg("-o").arg(&obj);
            if !step(&mut outcome, Phase::Compile, cmd, work, ctx) {
                return Built {
                    outcome,
                    executable: None,
                };
            }
            objects.push(obj);
        }
        outcome.reached = Some(Phase::Compile);
        if target == Phase::Compile {
            return Built {
                outcome,
                executable: None,
            };
        }
        let exe = work.join("case.exe");
        let mut cmd = Command::new(&self.bin);
        self.common_flags(case, ctx, &mut cmd);
        cmd.args(&objects).arg("-o").arg(&exe);
        if !step(&mut outcome, Phase::Link, cmd, work, ctx) {
            return Built {
                outcome,
                executable: None,
            };
        }
        outcome.reached = Some(Phase::Link);
        Built {
            outcome,
            executable: Some(exe),
        }
    }
}
