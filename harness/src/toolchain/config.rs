//! Toolchains described in a YAML file, so users can add a CUDA compiler (or a variant of one:
//! another host compiler, `-G`) without writing Rust.
//!
//! ```yaml
//! name: nvcc-13.5-G                 # expectation-file and trial name
//! family: nvcc                      # nvcc | clang | checker (for `requires.toolchains`)
//! compiler: nvcc@13.5               # a toolchain spec (nvcc, nvcc@13.5, nvcc=PATH) or a program
//! diagnostics: nvcc                 # nvcc | clang: how to read its output
//! max_phase: run
//! features: [int128, cdp]
//! cuda: "13.5"                      # optional: the CUDA version whose rules judge it (default: its nvcc's)
//! compile: ["{compiler}", "-c", "-G", "-arch={arch}", "{std}", "{rdc}", "{flags}", "-I", "{include}", "{tu}", "{source}", "-o", "{object}"]
//! link: ["{compiler}", "-G", "-arch={arch}", "{rdc}", "{flags}", "{objects}", "-o", "{exe}"]
//! ```
//!
//! Placeholders: `{compiler}` `{arch}` `{include}` `{source}` `{object}` `{exe}`; `{std}`
//! (`-std=c++17` or nothing), `{rdc}` (`-rdc=true` or nothing), `{tu}` (`-DCUCONFORM_TU=k` or
//! nothing); `{flags}` and `{objects}` expand to several arguments. An argument that expands to
//! nothing is dropped. The file is parsed strictly, like cases.

use super::{BuildContext, Built, Error, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
#[serde(rename_all = "lowercase")]
enum DiagFormat {
    Nvcc,
    Clang,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Spec {
    name: String,
    family: String,
    compiler: String,
    diagnostics: DiagFormat,
    max_phase: Phase,
    #[serde(default)]
    features: Vec<String>,
    /// The CUDA version whose rules judge this toolchain; default: its nvcc's version.
    cuda: Option<crate::version::Version>,
    compile: Vec<String>,
    link: Option<Vec<String>>,
}

pub struct Configured {
    info: ToolchainInfo,
    compiler: PathBuf,
    spec: Spec,
    /// What identifies the compiler for the result cache: the base toolchain's binaries and
    /// headers, or the program itself.
    identity: Vec<PathBuf>,
}

impl Configured {
    pub fn load(
        path: &Path,
        explicit_nvcc: Option<&Path>,
        provision: bool,
    ) -> Result<Configured, Error> {
        let whole = |message: String| Error::ConfigFile {
            path: path.to_path_buf(),
            message,
        };
        let text = std::fs::read_to_string(path).map_err(|e| whole(e.to_string()))?;
        let spec: Spec = serde_saphyr::from_str(&text).map_err(|e| Error::Config {
            path: path.to_path_buf(),
            line: e.location().map(|l| l.line()).unwrap_or(1) as usize,
            message: crate::case::yaml_message(&e),
        })?;
        if !super::FAMILIES.contains(&spec.family.as_str()) {
            return Err(whole(format!("unknown family `{}`", spec.family)));
        }
        if spec.max_phase >= Phase::Link && spec.link.is_none() {
            return Err(whole(format!(
                "max_phase {} needs a `link` command",
                spec.max_phase
            )));
        }
        // The compiler: a toolchain spec we know how to find, or a program on PATH.
        let mut identity = Vec::new();
        let base = if spec.compiler.starts_with("nvcc") {
            let tcs = super::resolve(&spec.compiler, explicit_nvcc, provision)?;
            let t = tcs
                .into_iter()
                .next()
                .ok_or(Error::NoCompiler("no compiler"))?;
            identity = t.identity_paths();
            Some(t.info().clone())
        } else {
            None
        };
        let compiler = match &base {
            Some(i) => i
                .path
                .clone()
                .ok_or(Error::NoCompiler("compiler without a path"))?,
            None => which(&spec.compiler)
                .ok_or_else(|| whole(format!("`{}` not found on PATH", spec.compiler)))?,
        };
        let version = base
            .as_ref()
            .map(|b| b.version.clone())
            .unwrap_or_else(|| crate::version::Version::parse("0").unwrap());
        let cuda = spec
            .cuda
            .clone()
            .or_else(|| base.as_ref().and_then(|b| b.cuda.clone()));
        let info = ToolchainInfo {
            cuda,
            id: format!("{}-{}", spec.name, version),
            name: spec.name.clone(),
            family: spec.family.clone(),
            version,
            path: Some(compiler.clone()),
            features: spec.features.clone(),
            host_compiler: base.and_then(|b| b.host_compiler),
            max_phase: spec.max_phase,
        };
        if identity.is_empty() {
            identity.push(compiler.clone());
        }
        Ok(Configured {
            info,
            compiler,
            spec,
            identity,
        })
    }

    fn expand(&self, template: &[String], vars: &Vars) -> Command {
        let mut cmd = Command::new(&self.compiler);
        for (i, t) in template.iter().enumerate() {
            if i == 0 && t == "{compiler}" {
                continue;
            }
            match t.as_str() {
                "{flags}" => {
                    cmd.args(&vars.flags);
                }
                "{objects}" => {
                    cmd.args(&vars.objects);
                }
                _ => {
                    let s = t
                        .replace("{compiler}", &self.compiler.to_string_lossy())
                        .replace("{arch}", &vars.arch)
                        .replace("{include}", &vars.include)
                        .replace("{source}", &vars.source)
                        .replace("{object}", &vars.object)
                        .replace("{exe}", &vars.exe)
                        .replace("{std}", &vars.std)
                        .replace("{rdc}", &vars.rdc)
                        .replace("{tu}", &vars.tu);
                    if !s.is_empty() {
                        cmd.arg(s);
                    }
                }
            }
        }
        cmd
    }
}

struct Vars {
    arch: String,
    include: String,
    source: String,
    object: String,
    exe: String,
    std: String,
    rdc: String,
    tu: String,
    flags: Vec<String>,
    objects: Vec<String>,
}

fn which(name: &str) -> Option<PathBuf> {
    let p = Path::new(name);
    if p.is_absolute() {
        return p.is_file().then(|| p.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

impl Toolchain for Configured {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, case: &Case, target: Phase, ctx: &BuildContext, work: &Path) -> Built {
        let parse = |out: &str| match self.spec.diagnostics {
            DiagFormat::Nvcc => diagnostic::parse_nvcc(out),
            DiagFormat::Clang => diagnostic::parse_clang(out),
        };
        let plan = self.commands(case, target, ctx, work);
        super::execute_plan(plan, target, work, ctx, &parse)
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

    fn identity_paths(&self) -> Vec<PathBuf> {
        self.identity.clone()
    }
}

impl Configured {
    /// The file's compile command for each translation unit, then its link command when it has
    /// one and `target` is link or run.
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
        let mut vars = Vars {
            arch: ctx.arch.clone(),
            include: ctx.include_dir.to_string_lossy().into_owned(),
            source: source.to_string_lossy().into_owned(),
            object: String::new(),
            exe: work.join("case.exe").to_string_lossy().into_owned(),
            std: case
                .meta
                .std
                .map(|s| format!("-std={}", s.flag_value()))
                .unwrap_or_default(),
            rdc: if case.rdc() && !case.meta.flags.iter().any(|f| f.starts_with("-rdc")) {
                "-rdc=true".into()
            } else {
                String::new()
            },
            tu: String::new(),
            flags: case.meta.flags.clone(),
            objects: Vec::new(),
        };
        let mut plan = Vec::new();
        let tus = case.meta.tus.unwrap_or(1);
        for tu in 1..=tus {
            vars.object = work
                .join(format!("tu{tu}.o"))
                .to_string_lossy()
                .into_owned();
            vars.tu = if case.meta.tus.is_some() {
                format!("-DCUCONFORM_TU={tu}")
            } else {
                String::new()
            };
            plan.push((Phase::Compile, self.expand(&self.spec.compile, &vars)));
            vars.objects.push(vars.object.clone());
        }
        if let (Some(link), true) = (&self.spec.link, target >= Phase::Link) {
            plan.push((Phase::Link, self.expand(link, &vars)));
        }
        plan
    }
}
