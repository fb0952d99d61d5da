//! clang in CUDA mode as a toolchain: diagnostics only (`-fsyntax-only`), host and device passes.
//!
//! clang needs a CUDA installation for its headers and libdevice; the harness arranges one from
//! NVIDIA's `-cu12` wheels (see `provision::cuda_root`). A full build is not possible on machines
//! without a CUDA toolkit, so this toolchain stops at `compile` and the results say so (phase
//! reached), rather than failing link and run cases. nvcc's flags are translated: what clang
//! does by default (extended lambdas, relaxed constexpr) is dropped, `-rdc=true` becomes
//! `-fgpu-rdc`, nvcc-only switches are dropped.

use super::{BuildContext, Built, Error, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic;
use crate::outcome::Outcome;
use crate::process;
use crate::version::Version;
use regex::Regex;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::LazyLock;
use std::time::Duration;

pub struct Clang {
    info: ToolchainInfo,
    bin: PathBuf,
    cuda_root: PathBuf,
}

static VERSION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"clang version (\d+\.\d+\.\d+)").unwrap());

impl Clang {
    /// `clang-19` -> `clang++-19` on PATH, with the cached CUDA root (installed if `provision`).
    pub fn named(spec: &str, provision: bool) -> Result<Clang, Error> {
        let major = spec
            .strip_prefix("clang-")
            .filter(|m| m.chars().all(|c| c.is_ascii_digit()));
        let bin_name = match major {
            Some(m) => format!("clang++-{m}"),
            None if spec == "clang" => "clang++".into(),
            None => return Err(Error::BadClang(spec.to_string())),
        };
        let path = std::env::var_os("PATH").ok_or(Error::NoPath)?;
        let bin = std::env::split_paths(&path)
            .map(|d| d.join(&bin_name))
            .find(|p| p.is_file())
            .ok_or_else(|| Error::NotOnPath {
                program: bin_name.clone(),
                hint: format!(" (Debian: apt-get install {spec})"),
            })?;
        let cuda_root = match crate::provision::cached_cuda_root() {
            Some(r) => r,
            None if provision => crate::provision::install_cuda_root()?,
            None => return Err(Error::NoCudaRoot),
        };
        let mut cmd = Command::new(&bin);
        cmd.arg("--version");
        let f = process::run(cmd, None, Duration::from_secs(30));
        let v = VERSION
            .captures(&f.stdout)
            .ok_or_else(|| Error::NoVersion {
                path: bin.clone(),
                what: "no version in `--version`",
            })?;
        let version = Version::parse(&v[1])?;
        let info = ToolchainInfo {
            cuda: cuda_version_of(&cuda_root),
            id: format!("clang-{version}"),
            name: format!("clang-{}", v[1].split('.').next().unwrap_or("")),
            family: "clang".into(),
            version,
            path: Some(bin.clone()),
            features: vec!["int128".into(), "cdp".into()],
            host_compiler: None,
            max_phase: Phase::Compile,
        };
        Ok(Clang {
            info,
            bin,
            cuda_root,
        })
    }
}

/// The CUDA version of a CUDA installation, from `CUDART_VERSION` in its runtime header
/// (`12090` is 12.9): the version whose rules judge clang using it.
pub fn cuda_version_of(root: &Path) -> Option<Version> {
    static DEFINE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?m)^#define\s+CUDART_VERSION\s+(\d+)").unwrap());
    let text = std::fs::read_to_string(root.join("include/cuda_runtime_api.h")).ok()?;
    let n: u32 = DEFINE.captures(&text)?[1].parse().ok()?;
    Version::parse(&format!("{}.{}", n / 1000, (n % 1000) / 10)).ok()
}

/// nvcc flags as clang understands them; `None` drops a flag.
pub fn translate_flags(flags: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        let f = f.as_str();
        match f {
            "-rdc=true" | "-dc" | "--relocatable-device-code=true" => out.push("-fgpu-rdc".into()),
            "-Xcompiler" | "--compiler-options" | "-Xptxas" | "-Xnvlink" | "-gencode" | "-arch"
            | "-ccbin" => {
                it.next();
            }
            _ if f.starts_with("-D")
                || f.starts_with("-U")
                || f.starts_with("-I")
                || f.starts_with("-W") =>
            {
                out.push(f.into())
            }
            _ if f.starts_with("-O") || f == "-g" => out.push(f.into()),
            // Everything else is nvcc's own (--extended-lambda, --expt-relaxed-constexpr, -G,
            // -lcudadevrt, --no-host-device-move-forward, -arch=...): clang has no equivalent or
            // needs none.
            _ => {}
        }
    }
    out
}

impl Toolchain for Clang {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built {
        let mut outcome = Outcome {
            attempted: Some(target.min(Phase::Compile)),
            ..Default::default()
        };
        let source = case
            .path
            .canonicalize()
            .unwrap_or_else(|_| case.path.clone());
        let tus = case.meta.tus.unwrap_or(1);
        for tu in 1..=tus {
            let mut cmd = Command::new(&self.bin);
            cmd.args(["-x", "cuda", "-fsyntax-only", "-Wno-unknown-cuda-version"]);
            cmd.arg(format!("--cuda-path={}", self.cuda_root.display()));
            cmd.arg(format!("--cuda-gpu-arch={}", ctx.arch));
            if let Some(std) = case.meta.std {
                cmd.arg(format!("-std={}", std.flag_value()));
            }
            let mut flags = case.meta.flags.clone();
            if case.rdc() {
                flags.push("-rdc=true".into());
            }
            let mut translated = translate_flags(&flags);
            translated.dedup();
            cmd.args(translated);
            if case.meta.tus.is_some() {
                cmd.arg(format!("-DCUCONFORM_TU={tu}"));
            }
            cmd.arg("-I").arg(&ctx.include_dir).arg(&source);
            let ok = super::run_step(
                &mut outcome,
                Phase::Compile,
                cmd,
                work,
                ctx,
                &diagnostic::parse_clang,
            );
            if !ok {
                return Built {
                    outcome,
                    executable: None,
                };
            }
        }
        outcome.reached = Some(Phase::Compile);
        Built {
            outcome,
            executable: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cuda_version_comes_from_the_runtime_header() {
        let d = tempfile::tempdir().unwrap();
        assert_eq!(cuda_version_of(d.path()), None);
        std::fs::create_dir_all(d.path().join("include")).unwrap();
        std::fs::write(
            d.path().join("include/cuda_runtime_api.h"),
            "/* x */\n#define CUDART_VERSION 12090\n",
        )
        .unwrap();
        assert_eq!(cuda_version_of(d.path()).unwrap().to_string(), "12.9");
    }

    #[test]
    fn nvcc_flags_are_translated() {
        let f: Vec<String> = [
            "--extended-lambda",
            "-rdc=true",
            "-DX=1",
            "-Xcompiler",
            "-Wall",
            "-lcudadevrt",
            "-Werror=deprecated-declarations",
            "-G",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            translate_flags(&f),
            vec!["-fgpu-rdc", "-DX=1", "-Werror=deprecated-declarations"]
        );
    }
}
