//! clang in CUDA mode as a toolchain: diagnostics only (`-fsyntax-only`), host and device passes.
//!
//! clang needs a CUDA installation for its headers and libdevice; the harness arranges one from
//! NVIDIA's `-cu12` wheels (see `provision::cuda_root`). A full build is not possible on machines
//! without a CUDA toolkit, so this toolchain stops at `compile` and the results say so (phase
//! reached), rather than failing link and run cases. nvcc's flags are translated: what clang
//! does by default (extended lambdas, relaxed constexpr) is dropped, `-rdc=true` becomes
//! `-fgpu-rdc`, nvcc-only switches are dropped.
//!
//! Two drivers: a `clang++` on PATH (`clang-19`, Debian's), and the `clang-tidy` wheels from PyPI
//! (`clang@14..23`, see `provision::CLANG_RELEASES`). clang-tidy with no checks enabled is clang's
//! front end and its diagnostics; it takes one compilation at a time, so a case is two passes,
//! `--cuda-host-only` and `--cuda-device-only`. Either way the CUDA headers are the CUDA root's
//! (`provision::cuda_root_version_for_clang`: 12.9, 11.8 for clang 14 and 15, whose wrapper
//! headers need CUDA 11's texture references): that is the CUDA version a clang result speaks
//! for, whatever the clang version.

use super::{BuildContext, Built, Error, Toolchain, ToolchainInfo};
use crate::case::{Case, Phase};
use crate::diagnostic::{self, Diagnostic};
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
    /// The CUDA version of `cuda_root`: the version a result of this clang speaks for.
    cuda_version: Version,
    driver: Driver,
}

/// How clang is invoked.
enum Driver {
    /// `clang++ -x cuda -fsyntax-only`: host and device in one invocation.
    ClangXX,
    /// `clang-tidy F.cu -- -x cuda --cuda-host-only|--cuda-device-only ...` from a wheel.
    Tidy { major: u32, resource_dir: PathBuf },
}

/// clang-tidy prints its own version, not clang's: `LLVM version 20.1.0`.
static TIDY_VERSION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"LLVM version (\d+\.\d+\.\d+)").unwrap());

/// The GPU architecture a clang major compiles for when asked for `wanted`: clang 14 and 15 know
/// no `sm_90` (added in 16), so they get `sm_86`, the newest they know. `__CUDA_ARCH__` is then 860.
pub fn arch_for(major: u32, wanted: &str) -> String {
    let num = wanted
        .strip_prefix("sm_")
        .and_then(|n| n.trim_end_matches('a').parse::<u32>().ok());
    match num {
        Some(n) if major < 16 && n > 86 => "sm_86".into(),
        _ => wanted.into(),
    }
}

/// The checks argument that enables nothing but clang's own diagnostics. clang-tidy refuses to
/// run with no check enabled, and `--allow-no-checks` (20 and later) does not help: with it,
/// clang-tidy 20 prints "No checks enabled." and exits 0 without compiling anything. So one
/// harmless check is enabled in every version (`llvm-twine-local` matches only `llvm::Twine`
/// locals, which no case has). `clang-diagnostic-*` keeps compiler warnings, which `-*` hides.
pub const TIDY_CHECKS: &str = "-checks=-*,clang-diagnostic-*,llvm-twine-local";

/// clang's diagnostics from clang-tidy's output: its lines are clang's, plus the name of the
/// check in brackets (`[clang-diagnostic-error]`, `[clang-diagnostic-deprecated-declarations]`),
/// which is dropped so that messages read as clang's, and clang-tidy's own summary lines
/// (`Error while processing`, `Found compiler error(s).`) which carry no location.
pub fn parse_tidy(output: &str) -> Vec<Diagnostic> {
    let mut ds = diagnostic::parse_clang(output);
    for d in &mut ds {
        if let Some(i) = d.message.rfind(" [clang-diagnostic-") {
            if d.message.ends_with(']') {
                d.message.truncate(i);
            }
        }
    }
    ds.dedup();
    ds
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
            cuda_version: Version::parse(crate::provision::CUDA_ROOT_VERSION)?,
            driver: Driver::ClangXX,
        })
    }

    /// `clang@20`: the clang-tidy wheel of that major from the cache (installed if `provision`),
    /// with the cached CUDA root. Named `clang-20`; the wheel of 19 is `clang-19-pypi`, so the
    /// Debian `clang-19` keeps its own expectation file.
    pub fn wheel(major: u32, provision: bool) -> Result<Clang, String> {
        use crate::provision;
        let tidy = match provision::cached_clang_tidy(major) {
            Some(t) => t,
            None if provision => provision::install_clang_tidy(major)?,
            None => {
                return Err(format!(
                    "clang {major} is not in the cache (run `cuconform provision clang@{major}`)"
                ))
            }
        };
        let cuda = provision::cuda_root_version_for_clang(major);
        let cuda_root = match provision::cached_cuda_root_of(cuda) {
            Some(r) => r,
            None if provision => provision::install_cuda_root_of(cuda)?,
            None => {
                return Err(format!(
                    "no CUDA root for clang in the cache (run `cuconform provision clang@{major}`)"
                ))
            }
        };
        let mut cmd = Command::new(&tidy.bin);
        cmd.arg("--version");
        let f = process::run(cmd, None, Duration::from_secs(30));
        let v = TIDY_VERSION
            .captures(&f.stdout)
            .ok_or_else(|| format!("{}: no version in `--version`", tidy.bin.display()))?;
        let version = Version::parse(&v[1])?;
        let name = if major == 19 {
            "clang-19-pypi".to_string()
        } else {
            format!("clang-{major}")
        };
        let info = ToolchainInfo {
            id: format!("clang-tidy-{version}"),
            name,
            family: "clang".into(),
            version,
            path: Some(tidy.bin.clone()),
            features: vec!["int128".into(), "cdp".into()],
            host_compiler: None,
            max_phase: Phase::Compile,
            // The CUDA root's version judges a clang result, whatever the clang version.
            cuda: Some(Version::parse(cuda)?),
        };
        Ok(Clang {
            info,
            bin: tidy.bin,
            cuda_root,
            cuda_version: Version::parse(cuda)?,
            driver: Driver::Tidy {
                major,
                resource_dir: tidy.resource_dir,
            },
        })
    }

    /// The CUDA version whose headers this clang compiles against (12.9; 11.8 for the clang 14
    /// and 15 wheels): the version to judge its results by, where a clause depends on one.
    pub fn cuda_version(&self) -> &Version {
        &self.cuda_version
    }

    /// The arguments shared by both drivers after the mode: CUDA root, standard, flags, includes.
    fn common_args(&self, cmd: &mut Command, case: &Case, ctx: &BuildContext, tu: u32) {
        cmd.arg("-Wno-unknown-cuda-version");
        cmd.arg(format!("--cuda-path={}", self.cuda_root.display()));
        let arch = match &self.driver {
            Driver::Tidy { major, .. } => arch_for(*major, &ctx.arch),
            Driver::ClangXX => ctx.arch.clone(),
        };
        cmd.arg(format!("--cuda-gpu-arch={arch}"));
        if let Some(std) = case.meta.std {
            // Clang spells C++23 `c++2b` before 17 (`c++23` from 17 on).
            let value = match (&self.driver, std) {
                (Driver::Tidy { major, .. }, crate::case::Std::Cxx23) if *major < 17 => "c++2b",
                _ => std.flag_value(),
            };
            cmd.arg(format!("-std={value}"));
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
        cmd.arg("-I").arg(&ctx.include_dir);
    }

    /// The commands that compile one translation unit, each a step.
    fn commands(&self, case: &Case, ctx: &BuildContext, source: &Path, tu: u32) -> Vec<Command> {
        match &self.driver {
            Driver::ClangXX => {
                let mut cmd = Command::new(&self.bin);
                cmd.args(["-x", "cuda", "-fsyntax-only"]);
                self.common_args(&mut cmd, case, ctx, tu);
                cmd.arg(source);
                vec![cmd]
            }
            Driver::Tidy {
                major: _,
                resource_dir,
            } => ["--cuda-host-only", "--cuda-device-only"]
                .iter()
                .map(|side| {
                    let mut cmd = Command::new(&self.bin);
                    cmd.arg(TIDY_CHECKS);
                    // `-system-headers`: clang-tidy's own filter drops a warning whose
                    // location is a macro spelled in a system header, even where the macro is
                    // expanded in the case (`__managed__` from CUDA's `host_defines.h`: "'managed'
                    // attribute ignored" at the case's line). clang itself still silences
                    // warnings *inside* system headers, and the verdict reads only the case's
                    // lines and other files' errors, so this shows what `clang++` shows.
                    cmd.args(["-header-filter=.*", "-system-headers", "-quiet"]);
                    cmd.arg(source).arg("--");
                    cmd.args(["-x", "cuda", side]);
                    cmd.arg(format!("-resource-dir={}", resource_dir.display()));
                    self.common_args(&mut cmd, case, ctx, tu);
                    cmd
                })
                .collect(),
        }
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

/// nvcc flags that narrow the language (they take away what the guide allows by default) and
/// that clang cannot honour: `translate_flags` drops them, so clang would compile the default
/// mode, where the guide allows what the trial expects rejected. A trial that passes one (its
/// own `flags`, a revision's included) is not judged on clang (issue 23, fourth review J3).
/// Flags that only widen the language (`--extended-lambda`, `--expt-relaxed-constexpr`) are not
/// here: clang's default already allows what they allow.
pub const UNHONOURED_NVCC_FLAGS: [&str; 3] = [
    "--no-host-device-initializer-list",
    "--no-host-device-move-forward",
    "-static-global-template-stub=false",
];

/// Whether `clause` is a rule of nvcc's extended-lambda scheme rather than of the language clang
/// compiles: the guide defines an extended lambda by nvcc's flag (I.6, "nvcc 标志
/// --extended-lambda 允许在 lambda 表达式中显式执行空间注释") and grounds I.6.2's restrictions in
/// nvcc's placeholder scheme ("在调用主机编译器之前,CUDA 编译器将用命名空间范围内定义的占位符类型
/// 的实例替换扩展的 lambda 表达式": before the host compiler runs, each extended lambda is replaced by
/// a placeholder type). clang, one front end for host and device with neither the flag nor the
/// placeholder, has no extended lambdas to restrict: such a trial is not judged on clang (issue
/// 23, third review S1, fifth review 51/52; the records `expectations/triage/xlambda.*`).
pub fn nvcc_scheme_rule(clause: &str) -> bool {
    clause == "xlambda.flag" || clause.starts_with("xlambda.restriction-")
}

/// Whether `clause` describes how nvcc's two compilers split the work rather than the language:
/// I.4.15's "the CUDA front end compiler does not support the #pragma gcc diagnostic or #pragma
/// warning mechanisms ... deprecation diagnostics generated by the CUDA front end are not
/// affected by these pragmas, but diagnostics generated by the host compiler are" ("CUDA
/// 前端编译器不支持各种主机编译器支持的#pragma gcc 诊断..."). clang is front end and host compiler
/// in one, and honours the pragma for both sides: such a trial is not judged on clang (issue
/// 23, seventh review P1).
pub fn nvcc_split_rule(clause: &str) -> bool {
    clause == "attr.deprecated-gcc-pragma"
}

/// Why no clang can judge `case`, decided from the case alone (the consensus of the expectation
/// files asks it too, `triage::judged_trials`): a rule of nvcc's extended-lambda scheme
/// ([`nvcc_scheme_rule`]), or an nvcc flag that narrows the language ([`UNHONOURED_NVCC_FLAGS`]).
pub fn static_inapplicability(case: &Case) -> Option<String> {
    if nvcc_scheme_rule(&case.meta.clause) {
        return Some(format!(
            "clang has no extended lambdas: `{}` is a rule of nvcc's --extended-lambda scheme",
            case.meta.clause
        ));
    }
    if nvcc_split_rule(&case.meta.clause) {
        return Some(format!(
            "clang is one compiler for host and device: `{}` describes nvcc's split between its CUDA front end and the host compiler",
            case.meta.clause
        ));
    }
    let dropped: Vec<&str> = case
        .meta
        .flags
        .iter()
        .map(String::as_str)
        .filter(|f| UNHONOURED_NVCC_FLAGS.contains(f))
        .collect();
    (!dropped.is_empty()).then(|| {
        format!(
            "clang has no equivalent of nvcc's {}: the trial's rule depends on it",
            dropped.join(" ")
        )
    })
}

impl Toolchain for Clang {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn not_applicable(&self, case: &Case, _ctx: &BuildContext) -> Option<String> {
        static_inapplicability(case)
    }

    /// What [`Toolchain::build`] runs, for the result cache: each translation unit's passes.
    fn plan(
        &self,
        case: &Case,
        _target: Phase,
        ctx: &BuildContext,
        _work: &Path,
    ) -> Option<Vec<(Phase, Command)>> {
        let source = case
            .path
            .canonicalize()
            .unwrap_or_else(|_| case.path.clone());
        let tus = case.meta.tus.unwrap_or(1);
        Some(
            (1..=tus)
                .flat_map(|tu| self.commands(case, ctx, &source, tu))
                .map(|c| (Phase::Compile, c))
                .collect(),
        )
    }

    /// The driver (its real file, through the `clang++-19` link), the headers it reads (the
    /// resource folder, the CUDA root) and, for a distribution's clang, the LLVM libraries it is
    /// linked with.
    fn identity_paths(&self) -> Vec<PathBuf> {
        let bin = self.bin.canonicalize().unwrap_or_else(|_| self.bin.clone());
        let mut v = vec![bin.clone(), self.cuda_root.clone()];
        match &self.driver {
            Driver::Tidy { resource_dir, .. } => v.push(resource_dir.clone()),
            Driver::ClangXX => {
                // `/usr/lib/llvm-19/bin/clang` -> `/usr/lib/llvm-19/lib/{clang,libLLVM*,libclang-cpp*}`.
                if let Some(lib) = bin.parent().and_then(Path::parent).map(|p| p.join("lib")) {
                    if lib.join("clang").is_dir() {
                        v.push(lib.join("clang"));
                    }
                    let mut libs: Vec<PathBuf> = std::fs::read_dir(&lib)
                        .map(|rd| {
                            rd.flatten()
                                .map(|e| e.path())
                                .filter(|p| {
                                    p.file_name().is_some_and(|n| {
                                        let n = n.to_string_lossy();
                                        (n.starts_with("libLLVM") || n.starts_with("libclang-cpp"))
                                            && n.contains(".so")
                                    })
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    libs.sort();
                    v.extend(libs);
                }
            }
        }
        v
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
        let parse: &dyn Fn(&str) -> Vec<Diagnostic> = match self.driver {
            Driver::ClangXX => &diagnostic::parse_clang,
            Driver::Tidy { .. } => &parse_tidy,
        };
        for tu in 1..=tus {
            for cmd in self.commands(case, ctx, &source, tu) {
                let ok = super::run_step(&mut outcome, Phase::Compile, cmd, work, ctx, parse);
                if !ok {
                    return Built {
                        outcome,
                        executable: None,
                    };
                }
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
    fn tidy_output_reads_as_clang() {
        // clang-tidy 20.1.0 on a file with an error and a -W warning.
        let out = "1 warning and 1 error generated when compiling for host.\n\
Error while processing /t/m.cu.\n\
/t/m.cu:2:5: error: cannot initialize a variable of type 'int' with an lvalue of type 'const char[2]' [clang-diagnostic-error]\n\
    2 | int x = \"a\";\n\
/t/m.cu:4:1: warning: 'f' is deprecated [clang-diagnostic-deprecated-declarations]\n\
Found compiler error(s).\n";
        let ds = parse_tidy(out);
        assert_eq!(ds.len(), 2);
        assert_eq!(ds[0].line, Some(2));
        assert_eq!(
            ds[0].message,
            "cannot initialize a variable of type 'int' with an lvalue of type 'const char[2]'"
        );
        assert_eq!(ds[1].message, "'f' is deprecated");
    }

    /// A trial passing an nvcc flag that narrows the language is not judged on clang, which
    /// drops the flag; one passing only flags clang's default already honours is.
    #[test]
    fn a_trial_whose_rule_needs_a_dropped_nvcc_flag_is_not_applicable() {
        let clang = Clang {
            info: ToolchainInfo {
                id: "clang-19.1.7".into(),
                name: "clang-19".into(),
                family: "clang".into(),
                version: Version::parse("19.1.7").unwrap(),
                path: None,
                features: vec![],
                host_compiler: None,
                max_phase: Phase::Compile,
                cuda: None,
            },
            bin: "clang++".into(),
            cuda_root: "/nonexistent".into(),
            cuda_version: Version::parse("12.9").unwrap(),
            driver: Driver::ClangXX,
        };
        let ctx = BuildContext {
            arch: "sm_90".into(),
            include_dir: "/nonexistent".into(),
            compile_timeout: Duration::from_secs(1),
            mem_limit: None,
            cache: None,
        };
        let case = |flags: &str| {
            let src = format!(
                "/*---\nsection: I.4.20.2\nclause: a.b\ndescription: d\nverdict: error\nflags: {flags}\nrevisions:\n  flag:\n    flags: [\"--no-host-device-initializer-list\"]\n  default: {{}}\n---*/\nint x; // expect-error\n"
            );
            crate::case::parse_revisions("t".into(), Path::new("t.cu"), src).unwrap()
        };
        let trials = case("[\"--extended-lambda\"]");
        let by_rev = |r: &str| {
            trials
                .iter()
                .find(|c| c.revision.as_deref() == Some(r))
                .unwrap()
        };
        let why = clang.not_applicable(by_rev("flag"), &ctx).unwrap();
        assert!(why.contains("--no-host-device-initializer-list"), "{why}");
        assert_eq!(clang.not_applicable(by_rev("default"), &ctx), None);
        // A rule of nvcc's extended-lambda scheme is not clang's; a lambda rule of C++ is.
        let xl = |clause: &str| {
            let src = format!(
                "/*---\nsection: I.6.2\nclause: {clause}\ndescription: d\nverdict: error\n---*/\nint x; // expect-error\n"
            );
            crate::case::parse("t".into(), Path::new("t.cu"), src).unwrap()
        };
        assert!(clang
            .not_applicable(&xl("xlambda.restriction-12.array-element"), &ctx)
            .is_some());
        assert!(clang.not_applicable(&xl("xlambda.flag"), &ctx).is_some());
        assert_eq!(
            clang.not_applicable(&xl("xlambda.this-capture"), &ctx),
            None
        );
        // nvcc's front-end/host-compiler split is not clang's; the deprecation rules are
        let why = clang
            .not_applicable(&xl("attr.deprecated-gcc-pragma"), &ctx)
            .unwrap();
        assert!(why.contains("one compiler"), "{why}");
        assert_eq!(
            clang.not_applicable(&xl("attr.deprecated-device-diagnostic"), &ctx),
            None
        );
    }

    #[test]
    fn old_clangs_get_an_arch_they_know() {
        assert_eq!(arch_for(14, "sm_90"), "sm_86");
        assert_eq!(arch_for(15, "sm_90a"), "sm_86");
        assert_eq!(arch_for(14, "sm_80"), "sm_80");
        assert_eq!(arch_for(16, "sm_90"), "sm_90");
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
