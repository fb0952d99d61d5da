//! Installing nvcc (and clang-tidy, for the `clang@N` family) from PyPI into a per-user cache,
//! so a fresh machine needs no CUDA or LLVM install.
//!
//! NVIDIA publishes a complete nvcc (driver, cicc, ptxas, nvlink, headers, cudart) as wheels.
//! Each minor version gets a private virtual environment in the cache, built in a temporary
//! folder and renamed into place when complete, so an interrupted install is never mistaken for
//! a working one and two concurrent installs cannot corrupt each other.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The patch release of each 13.x minor that the harness installs.
pub const RELEASES: &[(&str, &str)] = &[
    ("13.0", "13.0.88"),
    ("13.1", "13.1.115"),
    ("13.2", "13.2.86"),
    ("13.3", "13.3.73"),
    ("13.4", "13.4.92"),
    ("13.5", "13.5.37"),
];

/// `$CUCONFORM_CACHE`, else `$XDG_CACHE_HOME/cuconform`, else `~/.cache/cuconform`.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("CUCONFORM_CACHE") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("cuconform");
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/tmp"));
    home.join(".cache/cuconform")
}

/// Why nvcc or a CUDA root could not be named or installed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A failure described in one sentence where no finer variant exists yet (clang wheels).
    #[error("{0}")]
    Other(String),
    #[error("nvcc {minor} cannot be provisioned (known: {known})")]
    UnknownMinor { minor: String, known: String },
    #[error("nvcc {0} cannot be provisioned")]
    NoRelease(String),
    #[error("empty range `{0}`")]
    EmptyRange(String),
    #[error(transparent)]
    Version(#[from] crate::version::ParseError),
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} -> {}: {source}", from.display(), to.display())]
    Move {
        from: PathBuf,
        to: PathBuf,
        source: std::io::Error,
    },
    /// A step (venv, pip) exited unsuccessfully; its output follows the sentence.
    #[error("{what} failed{exit}:\n{output}")]
    Step {
        what: String,
        exit: String,
        output: String,
    },
    #[error("installed nvcc vanished")]
    Vanished,
}

/// The binary reports errors as one line of text.
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}

/// Every minor `provision nvcc@` knows, oldest first: those assembled from Debian's toolkit
/// (`crate::toolkit`, 11.8 and 12.4), then the 13.x wheels.
pub fn known_minors() -> Vec<&'static str> {
    crate::toolkit::RELEASES
        .iter()
        .map(|r| r.minor)
        .chain(RELEASES.iter().map(|(m, _)| *m))
        .collect()
}

/// The minors named by `13.5` or a range `13.0..13.5` / `11.8..13.5` (inclusive).
pub fn minors_in(spec: &str) -> Result<Vec<String>, Error> {
    let known = known_minors();
    let check = |m: &str| -> Result<usize, Error> {
        known
            .iter()
            .position(|k| *k == m)
            .ok_or_else(|| Error::UnknownMinor {
                minor: m.to_string(),
                known: known.join(", "),
            })
    };
    match spec.split_once("..") {
        Some((a, b)) => {
            let (i, j) = (check(a)?, check(b)?);
            if i > j {
                return Err(Error::EmptyRange(spec.to_string()));
            }
            Ok(known[i..=j].iter().map(|s| s.to_string()).collect())
        }
        None => {
            // An exact patch version (`13.5.37`) names its minor.
            let minor = crate::version::Version::parse(spec)?.major_minor();
            check(&minor)?;
            Ok(vec![minor])
        }
    }
}

fn release_of(minor: &str) -> Option<&'static str> {
    RELEASES.iter().find(|(m, _)| *m == minor).map(|(_, r)| *r)
}

/// The pip requirements for one nvcc release. The compiler's own wheels share the release's
/// version; the runtime and CCCL wheels have their own patch numbers (13.1's runtime is 13.1.80
/// beside nvcc 13.1.115), and CCCL since 13.3 is versioned by its own release (13.3.5.x).
pub fn requirements(minor: &str, release: &str) -> Vec<String> {
    let mut r: Vec<String> = ["nvidia-cuda-nvcc", "nvidia-nvvm", "nvidia-cuda-crt"]
        .iter()
        .map(|p| format!("{p}=={release}"))
        .collect();
    r.push(format!("nvidia-cuda-runtime=={minor}.*"));
    let old_cccl = ["13.0", "13.1", "13.2"].contains(&minor);
    r.push(if old_cccl {
        format!("nvidia-cuda-cccl=={minor}.*")
    } else {
        "nvidia-cuda-cccl>=13.3".into()
    });
    r
}

/// An installed nvcc, made ready to link: its library folder where its `nvcc.profile` looks.
/// Called where an nvcc leaves the cache for use, so caches installed before the repair existed
/// are mended too.
fn ready(nvcc: PathBuf) -> PathBuf {
    if let Some(root) = nvcc.parent().and_then(Path::parent) {
        // Best effort: if it fails, the link step fails and says why.
        let _ = repair_libdir(root);
    }
    nvcc
}

/// The 13.0 and 13.1 wheels ship their static libraries (`libcudart_static.a`, `libcudadevrt.a`)
/// in `cu13/lib` while their `nvcc.profile` links from `lib$(_TARGET_SIZE_)`, that is `cu13/lib64`,
/// which the wheels lack: every link then fails with "cannot find -lcudadevrt" (13.2 on link from
/// `lib`). A `lib64 -> lib` link makes the installed tree what its own profile describes; nothing
/// in the wheel is changed. Returns whether the link was made.
pub fn repair_libdir(root: &Path) -> std::io::Result<bool> {
    let profile = match std::fs::read_to_string(root.join("bin/nvcc.profile")) {
        Ok(p) => p,
        Err(_) => return Ok(false),
    };
    let wants_lib64 = profile
        .lines()
        .any(|l| l.trim_start().starts_with("LIBRARIES") && l.contains("lib$(_TARGET_SIZE_)"));
    let lib64 = root.join("lib64");
    if !wants_lib64 || lib64.symlink_metadata().is_ok() || !root.join("lib").is_dir() {
        return Ok(false);
    }
    std::os::unix::fs::symlink("lib", &lib64)?;
    Ok(true)
}

/// The nvcc inside an environment folder, wherever pip put it.
fn nvcc_in(env: &Path) -> Option<PathBuf> {
    let direct = env.join("nvidia/cu13/bin/nvcc");
    if direct.is_file() {
        return Some(direct);
    }
    let lib = env.join("lib");
    for py in std::fs::read_dir(lib).ok()?.flatten() {
        let p = py.path().join("site-packages/nvidia/cu13/bin/nvcc");
        if p.is_file() {
            return Some(p);
        }
    }
    None
}

/// The cached nvcc of `minor`, if installed.
pub fn cached_nvcc(minor: &str) -> Option<PathBuf> {
    if crate::toolkit::release_of(minor).is_some() {
        return crate::toolkit::cached_nvcc(minor);
    }
    nvcc_in(&cache_dir().join(format!("nvcc-{}", release_of(minor)?))).map(ready)
}

/// Installs nvcc `minor` into the cache and returns its path. Prints progress to stderr.
pub fn install_nvcc(minor: &str) -> Result<PathBuf, Error> {
    if let Some(r) = crate::toolkit::release_of(minor) {
        return crate::toolkit::install(r);
    }
    let release = release_of(minor).ok_or_else(|| Error::NoRelease(minor.to_string()))?;
    let final_dir = cache_dir().join(format!("nvcc-{release}"));
    if let Some(p) = nvcc_in(&final_dir) {
        return Ok(ready(p));
    }
    crate::say!(
        "cuconform: installing nvcc {release} from PyPI into {} (about 370 MB, once) ...",
        final_dir.display()
    );
    pip_install_into(
        &final_dir,
        PipInto::Venv,
        &requirements(minor, release),
        &|dir: &Path| {
            nvcc_in(dir).map(|_| ()).ok_or_else(|| {
                format!("pip installed nvcc {release} but no nvidia/cu13/bin/nvcc is there")
            })
        },
    )?;
    crate::say!("cuconform: nvcc {release} installed");
    nvcc_in(&final_dir).map(ready).ok_or(Error::Vanished)
}

/// Where pip puts a package: a virtual environment (nvcc, NVRTC: `bin/pip install`), or a plain
/// folder (`pip install --target DIR/site`, the clang-tidy wheel: no interpreter needed later).
pub(crate) enum PipInto {
    Venv,
    Target,
}

/// Installs `packages` from PyPI into `final_dir`, whole or not at all: pip works in a temporary
/// folder beside it, `found` checks the result (the reason it fails names what is missing), and
/// a rename puts it in place; when a concurrent install finished first, its folder is kept.
/// Every toolchain the cache provisions (nvcc, NVRTC, clang-tidy) goes through here.
pub(crate) fn pip_install_into(
    final_dir: &Path,
    into: PipInto,
    args: &[String],
    found: &dyn Fn(&Path) -> Result<(), String>,
) -> Result<(), Error> {
    if found(final_dir).is_ok() {
        return Ok(());
    }
    let cache = final_dir.parent().unwrap_or(final_dir).to_path_buf();
    std::fs::create_dir_all(&cache).map_err(|source| Error::Io {
        path: cache.clone(),
        source,
    })?;
    let name = final_dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = cache.join(format!(".{name}.partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let python = std::env::var("CUCONFORM_PYTHON").unwrap_or_else(|_| "python3".into());
    let run = |cmd: Command, what: &str| -> Result<(), Error> {
        let f = crate::process::run(cmd, None, Duration::from_secs(1800));
        if f.exit != crate::process::Exit::Code(0) {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(Error::Step {
                what: what.to_string(),
                exit: format!(" ({})", f.exit),
                output: format!("{}{}", f.stdout, f.stderr),
            });
        }
        Ok(())
    };
    let mut pip = match into {
        PipInto::Venv => {
            let mut venv = Command::new(&python);
            venv.args(["-m", "venv"]).arg(&tmp);
            run(venv, "creating the virtual environment")?;
            let mut pip = Command::new(tmp.join("bin/pip"));
            pip.arg("install");
            pip
        }
        PipInto::Target => {
            let mut pip = Command::new(&python);
            pip.args(["-m", "pip", "install", "--target"])
                .arg(tmp.join("site"));
            pip
        }
    };
    pip.args(["--quiet", "--disable-pip-version-check"])
        .args(args);
    with_progress(&name, &tmp, || run(pip, "pip install"))?;
    if let Err(why) = found(&tmp) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(Error::Other(format!("{why} (in {})", tmp.display())));
    }
    match std::fs::rename(&tmp, final_dir) {
        Ok(()) => Ok(()),
        // Another process finished first: keep theirs.
        Err(_) if found(final_dir).is_ok() => {
            let _ = std::fs::remove_dir_all(&tmp);
            Ok(())
        }
        Err(source) => Err(Error::Move {
            from: tmp,
            to: final_dir.to_path_buf(),
            source,
        }),
    }
}

/// Runs `work` (a quiet pip install into `dir`) while saying, every `CUCONFORM_PROGRESS_SECS`
/// (default 10 s), how much of `what` is in place so far, and at the end how big it came out and
/// how long it took: a first run downloads hundreds of MB, and silence looks like a hang.
fn with_progress<T>(what: &str, dir: &Path, work: impl FnOnce() -> T) -> T {
    let every = std::env::var("CUCONFORM_PROGRESS_SECS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .map(Duration::from_secs_f64)
        .unwrap_or(crate::progress::LOG_EVERY);
    progress_to(what, dir, every, &|line| crate::say!("{line}"), work)
}

/// [`with_progress`], its lines given to `say` every `every`.
fn progress_to<T>(
    what: &str,
    dir: &Path,
    every: Duration,
    say: &(dyn Fn(String) + Sync),
    work: impl FnOnce() -> T,
) -> T {
    let t0 = std::time::Instant::now();
    let over = (std::sync::Mutex::new(false), std::sync::Condvar::new());
    let r = std::thread::scope(|s| {
        s.spawn(|| {
            let mut done = over.0.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                done = over
                    .1
                    .wait_timeout(done, every)
                    .unwrap_or_else(|e| e.into_inner())
                    .0;
                if *done {
                    return;
                }
                say(format!(
                    "cuconform: installing {what}: {} in place so far, {} s",
                    crate::cache::human(folder_size(dir)),
                    t0.elapsed().as_secs()
                ));
            }
        });
        let r = work();
        *over.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
        over.1.notify_all();
        r
    });
    say(format!(
        "cuconform: installing {what}: done, {} in {} s",
        crate::cache::human(folder_size(dir)),
        t0.elapsed().as_secs()
    ));
    r
}

/// The bytes of the files below `dir` (links not followed).
fn folder_size(dir: &Path) -> u64 {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return 0;
    };
    rd.flatten()
        .map(|e| match e.file_type() {
            Ok(t) if t.is_dir() => folder_size(&e.path()),
            Ok(t) if t.is_file() => e.metadata().map_or(0, |m| m.len()),
            _ => 0,
        })
        .sum()
}

/// The CUDA version whose headers clang gets (the newest of the `-cu12` wheels).
pub const CUDA_ROOT_VERSION: &str = "12.9";

/// The CUDA root clang `major` is judged with: 12.9, except for clang 14 and 15, whose CUDA
/// wrapper headers use the texture references CUDA 12 removed (`texture<>`: every file fails in
/// `__clang_cuda_texture_intrinsics.h`); they get 11.8, the last CUDA with them. A clang result
/// speaks for this CUDA version.
pub fn cuda_root_version_for_clang(major: u32) -> &'static str {
    if major < 16 {
        "11.8"
    } else {
        CUDA_ROOT_VERSION
    }
}

fn cuda_root_dir(version: &str) -> PathBuf {
    cache_dir().join(format!("cuda-root-{version}"))
}

/// The cached CUDA 12.9 root for clang, if complete.
pub fn cached_cuda_root() -> Option<PathBuf> {
    cached_cuda_root_of(CUDA_ROOT_VERSION)
}

/// The cached CUDA root of `version` (`12.9`, `11.8`) for clang, if complete.
pub fn cached_cuda_root_of(version: &str) -> Option<PathBuf> {
    let d = cuda_root_dir(version);
    d.join("version.json").is_file().then_some(d)
}

/// Arranges the CUDA 12.9 root for clang (see [`install_cuda_root_of`]).
pub fn install_cuda_root() -> Result<PathBuf, String> {
    install_cuda_root_of(CUDA_ROOT_VERSION)
}

/// Arranges a CUDA root for clang from NVIDIA's wheels (`-cu12` for 12.x, `-cu11` for 11.x):
/// `include/` (runtime, CCCL, cuRAND, crt), `bin/ptxas`, `nvvm/libdevice`, `lib64/`, and a
/// `version.json` clang reads the version from. CUDA 11 has no CCCL wheel: its root has no
/// thrust or cub.
pub fn install_cuda_root_of(version: &'static str) -> Result<PathBuf, String> {
    if let Some(d) = cached_cuda_root_of(version) {
        return Ok(d);
    }
    let cu = if version.starts_with("11.") {
        "cu11"
    } else {
        "cu12"
    };
    let cache = cache_dir();
    std::fs::create_dir_all(&cache).map_err(|e| format!("{}: {e}", cache.display()))?;
    let tmp = cache.join(format!(
        ".cuda-root-{version}.partial-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    crate::say!(
        "cuconform: arranging a CUDA {version} root for clang from PyPI (-{cu} wheels) ..."
    );
    let python = std::env::var("CUCONFORM_PYTHON").unwrap_or_else(|_| "python3".into());
    let site = tmp.join("site");
    let mut pip = Command::new(&python);
    pip.args([
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
        "--target",
    ])
    .arg(&site);
    let mut pkgs = vec!["nvidia-cuda-runtime", "nvidia-cuda-nvcc"];
    if cu == "cu12" {
        pkgs.push("nvidia-cuda-cccl");
    }
    for p in pkgs {
        pip.arg(format!("{p}-{cu}=={version}.*"));
    }
    pip.arg(format!("nvidia-curand-{cu}"));
    let f = crate::process::run(pip, None, Duration::from_secs(1800));
    if f.exit != crate::process::Exit::Code(0) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(format!(
            "pip install of the -{cu} wheels failed:\n{}{}",
            f.stdout, f.stderr
        ));
    }
    let root = tmp.join("root");
    let nv = site.join("nvidia");
    let copy = |from: &Path, to: &Path| -> Result<(), Error> {
        copy_tree(from, to).map_err(|source| Error::Move {
            from: from.to_path_buf(),
            to: to.to_path_buf(),
            source,
        })
    };
    for pkg in ["cuda_runtime", "cuda_cccl", "curand", "cuda_nvcc"] {
        let inc = nv.join(pkg).join("include");
        if inc.is_dir() {
            copy(&inc, &root.join("include"))?;
        }
    }
    copy(&nv.join("cuda_nvcc/bin"), &root.join("bin"))?;
    copy(&nv.join("cuda_nvcc/nvvm"), &root.join("nvvm"))?;
    copy(&nv.join("cuda_runtime/lib"), &root.join("lib64"))?;
    let full = std::fs::read_dir(nv.join("cuda_runtime"))
        .ok()
        .and_then(|_| std::fs::read_dir(&site).ok())
        .and_then(|rd| {
            rd.flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .find_map(|n| {
                    n.strip_prefix(&format!("nvidia_cuda_runtime_{cu}-"))
                        .map(|v| v.trim_end_matches(".dist-info").to_string())
                })
        })
        .unwrap_or_else(|| format!("{version}.0"));
    std::fs::write(
        root.join("version.json"),
        format!("{{\"cuda\":{{\"name\":\"CUDA SDK\",\"version\":\"{full}\"}}}}\n"),
    )
    .map_err(|e| e.to_string())?;
    let final_dir = cuda_root_dir(version);
    std::fs::rename(&root, &final_dir).or_else(|source| {
        if cached_cuda_root_of(version).is_some() {
            Ok(())
        } else {
            Err(Error::Move {
                from: root.clone(),
                to: final_dir.clone(),
                source,
            })
        }
    })?;
    let _ = std::fs::remove_dir_all(&tmp);
    crate::say!("cuconform: CUDA root for clang at {}", final_dir.display());
    Ok(final_dir)
}

/// The `clang-tidy` wheel of each clang major that the harness installs: the wheels carry a
/// complete clang front end, so clang-tidy run with no checks is clang's CUDA diagnostics.
pub const CLANG_RELEASES: &[(u32, &str)] = &[
    (14, "14.0.6"),
    (15, "15.0.2.1"),
    (16, "16.0.4"),
    (17, "17.0.1"),
    (18, "18.1.8"),
    (19, "19.1.0.1"),
    (20, "20.1.0"),
    (21, "21.1.6"),
    (22, "22.1.8"),
    (23, "23.1.4"),
];

/// The clang majors named by `20` or a range `14..23` (inclusive).
pub fn clang_majors_in(spec: &str) -> Result<Vec<u32>, String> {
    let known: Vec<u32> = CLANG_RELEASES.iter().map(|(m, _)| *m).collect();
    let list = known
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let check = |m: &str| -> Result<usize, String> {
        let major = m
            .split('.')
            .next()
            .and_then(|x| x.parse::<u32>().ok())
            .ok_or_else(|| format!("`{m}` is not a clang major version (like `20`)"))?;
        known
            .iter()
            .position(|k| *k == major)
            .ok_or_else(|| format!("clang {m} cannot be provisioned (known: {list})"))
    };
    match spec.split_once("..") {
        Some((a, b)) => {
            let (i, j) = (check(a)?, check(b)?);
            if i > j {
                return Err(format!("empty range `{spec}`"));
            }
            Ok(known[i..=j].to_vec())
        }
        None => Ok(vec![known[check(spec)?]]),
    }
}

fn clang_release_of(major: u32) -> Option<&'static str> {
    CLANG_RELEASES
        .iter()
        .find(|(m, _)| *m == major)
        .map(|(_, r)| *r)
}

/// An installed clang-tidy wheel: the binary and the folder of its resource headers.
#[derive(Debug, Clone)]
pub struct ClangTidy {
    pub release: &'static str,
    pub bin: PathBuf,
    /// clang's `-resource-dir` (with `include/`: `stddef.h`, the `__clang_cuda_*` headers).
    pub resource_dir: PathBuf,
}

fn clang_tidy_dir(release: &str) -> PathBuf {
    cache_dir().join(format!("clang-tidy-{release}"))
}

/// The binary and the resource folder inside a clang-tidy environment folder, if complete.
fn clang_tidy_in(dir: &Path, major: u32) -> Option<(PathBuf, Option<PathBuf>)> {
    let data = dir.join("site/clang_tidy/data");
    let bin = data.join("bin/clang-tidy");
    if !bin.is_file() {
        return None;
    }
    // The wheels from 15 on carry `lib/clang/<major>[.x.y]/include`; the 14 wheel carries none.
    let res = std::fs::read_dir(data.join("lib/clang"))
        .ok()
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.split('.').next() == Some(&major.to_string()))
                && p.join("include/__clang_cuda_runtime_wrapper.h").is_file()
        });
    Some((bin, res))
}

/// Where clang 14's resource headers are taken from when its wheel lacks them: Debian's
/// `libclang-common-14-dev` puts them in `/usr/lib/llvm-14/lib/clang/14.0.6`.
fn debian_resource_dir(major: u32, root: &Path) -> Option<PathBuf> {
    let base = root.join(format!("usr/lib/llvm-{major}/lib/clang"));
    std::fs::read_dir(base)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.join("include/__clang_cuda_runtime_wrapper.h").is_file())
}

/// The cached clang-tidy of `major`, if installed with its resource headers.
pub fn cached_clang_tidy(major: u32) -> Option<ClangTidy> {
    let release = clang_release_of(major)?;
    let dir = clang_tidy_dir(release);
    let (bin, res) = clang_tidy_in(&dir, major)?;
    let resource_dir = res.or_else(|| debian_resource_dir(major, &dir.join("resource")))?;
    Some(ClangTidy {
        release,
        bin,
        resource_dir,
    })
}

/// Installs the clang-tidy wheel of `major` into the cache (and, for a wheel without resource
/// headers, the headers of the Debian package of the same clang) and returns it.
pub fn install_clang_tidy(major: u32) -> Result<ClangTidy, String> {
    if let Some(t) = cached_clang_tidy(major) {
        return Ok(t);
    }
    let release =
        clang_release_of(major).ok_or_else(|| format!("clang {major} cannot be provisioned"))?;
    let final_dir = clang_tidy_dir(release);
    if clang_tidy_in(&final_dir, major).is_none() {
        crate::say!(
            "cuconform: installing clang-tidy {release} from PyPI into {} (about 40 MB, once) ...",
            final_dir.display()
        );
        pip_install_into(
            &final_dir,
            PipInto::Target,
            &["--no-deps".to_string(), format!("clang-tidy=={release}")],
            &|dir: &Path| {
                clang_tidy_in(dir, major).map(|_| ()).ok_or_else(|| {
                    format!("pip installed clang-tidy {release} but no clang-tidy binary")
                })
            },
        )?;
    }
    let (_, res) = clang_tidy_in(&final_dir, major).ok_or("installed clang-tidy vanished")?;
    if res.is_none() && debian_resource_dir(major, &final_dir.join("resource")).is_none() {
        install_debian_resource_dir(major, &final_dir.join("resource"))?;
    }
    cached_clang_tidy(major).ok_or_else(|| format!("clang-tidy {release}: no resource headers"))
}

/// Copies clang `major`'s resource headers into `dest` (as `usr/lib/llvm-N/lib/clang/V`): from
/// the system when `libclang-common-N-dev` is installed, else from that package fetched with
/// `apt-get download` and unpacked with `dpkg -x` (nothing is installed into the system).
fn install_debian_resource_dir(major: u32, dest: &Path) -> Result<(), String> {
    let need = format!(
        "the clang-tidy {major} wheel has no resource headers: cuconform takes them from Debian's \
         libclang-common-{major}-dev (install it, or make `apt-get download` and `dpkg -x` available)"
    );
    let tmp = dest.with_extension(format!("partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    if let Some(sys) = debian_resource_dir(major, Path::new("/")) {
        let rel = sys.strip_prefix("/").unwrap_or(&sys);
        copy_tree(&sys, &tmp.join(rel)).map_err(|e| format!("{}: {e}", sys.display()))?;
    } else {
        crate::say!("cuconform: fetching libclang-common-{major}-dev (Debian) for clang {major}'s resource headers ...");
        let mut dl = Command::new("apt-get");
        dl.args(["download", &format!("libclang-common-{major}-dev")]);
        let f = crate::process::run(dl, Some(&tmp), Duration::from_secs(600));
        let deb = std::fs::read_dir(&tmp)
            .ok()
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|x| x == "deb"));
        let Some(deb) = deb.filter(|_| f.exit == crate::process::Exit::Code(0)) else {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(format!("{need}: {}{}", f.stdout, f.stderr));
        };
        let mut x = Command::new("dpkg");
        x.arg("-x").arg(&deb).arg(&tmp);
        let f = crate::process::run(x, None, Duration::from_secs(600));
        let _ = std::fs::remove_file(&deb);
        if f.exit != crate::process::Exit::Code(0) {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(format!("{need}: {}{}", f.stdout, f.stderr));
        }
    }
    if debian_resource_dir(major, &tmp).is_none() {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(need);
    }
    let _ = std::fs::remove_dir_all(dest);
    std::fs::rename(&tmp, dest).map_err(|e| format!("{}: {e}", dest.display()))
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)?.flatten() {
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if src.is_dir() {
            copy_tree(&src, &dst)?;
        } else if !dst.exists() {
            std::fs::copy(&src, &dst)?;
        }
    }
    Ok(())
}

impl From<String> for Error {
    fn from(s: String) -> Error {
        Error::Other(s)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn progress_is_said_while_an_install_runs() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("grows");
        std::fs::create_dir_all(&target).unwrap();
        let lines = std::sync::Mutex::new(Vec::new());
        let r = super::progress_to(
            "fake 1.0",
            &target,
            std::time::Duration::from_millis(20),
            &|l| lines.lock().unwrap().push(l),
            || {
                std::fs::write(target.join("a.whl"), vec![0u8; 2 << 20]).unwrap();
                std::thread::sleep(std::time::Duration::from_millis(300));
                42
            },
        );
        assert_eq!(r, 42);
        let lines = lines.into_inner().unwrap();
        assert!(lines.len() >= 3, "{lines:?}");
        assert!(
            lines[0].starts_with("cuconform: installing fake 1.0: ")
                && lines[0].contains("in place so far"),
            "{lines:?}"
        );
        assert_eq!(
            lines.last().unwrap(),
            "cuconform: installing fake 1.0: done, 2.1 MB in 0 s"
        );
    }

    use super::*;

    #[test]
    fn ranges_and_single_minors() {
        assert_eq!(minors_in("13.5").unwrap(), vec!["13.5"]);
        assert_eq!(minors_in("13.5.37").unwrap(), vec!["13.5"]);
        assert_eq!(
            minors_in("13.0..13.2").unwrap(),
            vec!["13.0", "13.1", "13.2"]
        );
        assert!(minors_in("12.9").is_err());
        // The Debian-assembled releases come first, in version order.
        assert_eq!(minors_in("11.8").unwrap(), vec!["11.8"]);
        assert_eq!(
            minors_in("11.8..13.1").unwrap(),
            vec!["11.8", "12.4", "13.0", "13.1"]
        );
        assert!(minors_in("13.0..12.4").is_err());
        assert!(minors_in("13.4..13.1").is_err());
    }

    #[test]
    fn clang_majors_and_ranges() {
        assert_eq!(clang_majors_in("20").unwrap(), vec![20]);
        assert_eq!(clang_majors_in("14..17").unwrap(), vec![14, 15, 16, 17]);
        assert_eq!(clang_majors_in("14..23").unwrap().len(), 10);
        assert!(clang_majors_in("13").is_err());
        assert!(clang_majors_in("20..14").is_err());
        assert!(clang_majors_in("x").is_err());
    }

    fn tree(profile_libraries: &str) -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("bin")).unwrap();
        std::fs::create_dir_all(d.path().join("lib")).unwrap();
        std::fs::write(d.path().join("lib/libcudadevrt.a"), "!<arch>\n").unwrap();
        std::fs::write(
            d.path().join("bin/nvcc.profile"),
            format!("TOP = $(_HERE_)/..\nLIBRARIES =+ $(_SPACE_) {profile_libraries}\n"),
        )
        .unwrap();
        d
    }

    #[test]
    fn a_profile_linking_from_lib64_gets_lib64() {
        // As in the 13.0.88 and 13.1.115 wheels.
        let d = tree(
            r#""-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)/stubs" "-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)""#,
        );
        assert!(repair_libdir(d.path()).unwrap());
        assert!(d.path().join("lib64/libcudadevrt.a").is_file());
        // Idempotent: a second call changes nothing.
        assert!(!repair_libdir(d.path()).unwrap());
    }

    #[test]
    fn a_profile_linking_from_lib_is_left_alone() {
        // As in 13.2.86 and later.
        let d = tree(r#""-L$(TOP)/lib/stubs" "-L$(TOP)/lib""#);
        assert!(!repair_libdir(d.path()).unwrap());
        assert!(d.path().join("lib64").symlink_metadata().is_err());
    }
}
