//! nvcc as a toolchain: discovery, version, features, and the compile / link commands.

use super::{BuildContext, Built, Error, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic;
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
    /// Whether nvcc ignores `-std=c++23` with its host compiler (asked once, when a C++23 case
    /// first comes).
    cxx23_ignored: std::sync::OnceLock<bool>,
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
            cuda: Some(version.clone()),
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
            cxx23_ignored: std::sync::OnceLock::new(),
        })
    }

    /// Whether nvcc says it ignores `-std=STD` with its host compiler (preprocessing an empty
    /// file, a fraction of a second).
    fn ignores_std(&self, std: &str) -> bool {
        let Ok(dir) = tempfile::tempdir() else {
            return false;
        };
        let src = dir.path().join("probe.cu");
        if std::fs::write(&src, "").is_err() {
            return false;
        }
        let mut cmd = Command::new(&self.bin);
        cmd.arg(format!("-std={std}"))
            .arg("-E")
            .arg(&src)
            .arg("-o")
            .arg(dir.path().join("probe.ii"));
        let f = process::run(cmd, Some(dir.path()), Duration::from_secs(60));
        f.stderr
            .contains("flag is not supported with the configured host compiler")
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
        // A `ub` case whose witness is a compute-sanitizer tool is built with line information,
        // so the tool's reports name the case's file and line (`witness.rs` reads them); it does
        // not change the code generated.
        if case
            .meta
            .witness
            .as_ref()
            .is_some_and(|w| w.tool().is_some())
        {
            cmd.arg("-lineinfo");
        }
        cmd.arg("-I").arg(&ctx.include_dir);
    }
}

impl Nvcc {
    /// The compile command of each translation unit, then the link command when `target` is
    /// link or run.
    fn commands(
        &self,
        case: &Case,
        target: Phase,
        ctx: &BuildContext,
        work: &Path,
    ) -> Vec<(Phase, Command)> {
        let source = case
            .path
            .canonicalize()
            .unwrap_or_else(|_| case.path.clone());
        let tus = case.meta.tus.unwrap_or(1);
        let mut plan = Vec::new();
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
            plan.push((Phase::Compile, cmd));
            objects.push(obj);
        }
        if target >= Phase::Link {
            let mut cmd = Command::new(&self.bin);
            self.common_flags(case, ctx, &mut cmd);
            cmd.args(&objects).arg("-o").arg(work.join("case.exe"));
            plan.push((Phase::Link, cmd));
        }
        plan
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

impl Toolchain for Nvcc {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built {
        let plan = self.commands(case, target, ctx, work);
        super::execute_plan(plan, target, work, ctx, &diagnostic::parse_nvcc)
    }

    fn plan(
        &self,
        case: &Case,
        target: Phase,
        ctx: &BuildContext,
        work: &Path,
    ) -> Option<Vec<(Phase, Command)>> {
        Some(self.commands(case, target, ctx, work))
    }

    /// nvcc hands `-std` to the host compiler; one without C++23 (GCC before 14) makes nvcc
    /// warn "The -std=c++23 flag is not supported with the configured host compiler. Flag will
    /// be ignored." and compile the case as C++17, which would judge a C++23 case in the wrong
    /// language: such a case is not applicable here.
    fn not_applicable(&self, case: &Case, _ctx: &BuildContext) -> Option<String> {
        if case.meta.std != Some(crate::case::Std::Cxx23) {
            return None;
        }
        let ignored = *self.cxx23_ignored.get_or_init(|| self.ignores_std("c++23"));
        ignored.then(|| {
            "nvcc ignores -std=c++23 with this host compiler (it has no C++23: GCC 14, Clang 18 or later is needed), so the case would compile as C++17".to_string()
        })
    }

    /// The nvcc binary and, for an installed toolkit, what it runs and reads: `bin/` (cudafe++,
    /// ptxas, fatbinary, nvlink, nvcc.profile), `nvvm/` (cicc, libdevice), `include/` (the CUDA
    /// headers) and the runtime libraries nvcc links.
    fn identity_paths(&self) -> Vec<PathBuf> {
        let mut v = vec![self.bin.clone()];
        let Some(root) = self.bin.parent().and_then(Path::parent) else {
            return v;
        };
        if !root.join("nvvm").is_dir() {
            return v;
        }
        for d in ["bin", "nvvm", "include", "cccl"] {
            if root.join(d).is_dir() {
                v.push(root.join(d));
            }
        }
        for lib in ["lib", "lib64"] {
            if let Ok(rd) = std::fs::read_dir(root.join(lib)) {
                let mut files: Vec<PathBuf> = rd
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| {
                        p.file_name().is_some_and(|n| {
                            let n = n.to_string_lossy();
                            n.starts_with("libcudart") || n.starts_with("libcudadevrt")
                        })
                    })
                    .collect();
                files.sort();
                v.extend(files);
            }
        }
        v
    }
}
