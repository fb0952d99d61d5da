//! Installing nvcc from PyPI into a per-user cache, so a fresh machine needs no CUDA install.
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
    #[error("pip installed nvcc {release} but no nvidia/cu13/bin/nvcc is in {}", dir.display())]
    NoNvcc { release: String, dir: PathBuf },
    #[error("installed nvcc vanished")]
    Vanished,
}

/// The binary reports errors as one line of text.
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}

/// The minors named by `13.5` or a range `13.0..13.5` (inclusive).
pub fn minors_in(spec: &str) -> Result<Vec<String>, Error> {
    let known: Vec<&str> = RELEASES.iter().map(|(m, _)| *m).collect();
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
    nvcc_in(&cache_dir().join(format!("nvcc-{}", release_of(minor)?))).map(ready)
}

/// Installs nvcc `minor` into the cache and returns its path. Prints progress to stderr.
pub fn install_nvcc(minor: &str) -> Result<PathBuf, Error> {
    let release = release_of(minor).ok_or_else(|| Error::NoRelease(minor.to_string()))?;
    let cache = cache_dir();
    let final_dir = cache.join(format!("nvcc-{release}"));
    if let Some(p) = nvcc_in(&final_dir) {
        return Ok(ready(p));
    }
    std::fs::create_dir_all(&cache).map_err(|source| Error::Io {
        path: cache.clone(),
        source,
    })?;
    let tmp = cache.join(format!(".nvcc-{release}.partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "cuconform: installing nvcc {release} from PyPI into {} (about 370 MB, once) ...",
        final_dir.display()
    );
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
    let mut venv = Command::new(&python);
    venv.args(["-m", "venv"]).arg(&tmp);
    run(venv, "creating the virtual environment")?;
    let mut pip = Command::new(tmp.join("bin/pip"));
    pip.args(["install", "--quiet", "--disable-pip-version-check"]);
    pip.args(requirements(minor, release));
    run(pip, "pip install")?;
    if nvcc_in(&tmp).is_none() {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(Error::NoNvcc {
            release: release.to_string(),
            dir: tmp,
        });
    }
    match std::fs::rename(&tmp, &final_dir) {
        Ok(()) => {}
        // Another process finished first: keep theirs.
        Err(_) if nvcc_in(&final_dir).is_some() => {
            let _ = std::fs::remove_dir_all(&tmp);
        }
        Err(source) => {
            return Err(Error::Move {
                from: tmp,
                to: final_dir,
                source,
            })
        }
    }
    eprintln!("cuconform: nvcc {release} installed");
    nvcc_in(&final_dir).map(ready).ok_or(Error::Vanished)
}

/// The CUDA version whose headers clang gets (the newest of the `-cu12` wheels).
pub const CUDA_ROOT_VERSION: &str = "12.9";

fn cuda_root_dir() -> PathBuf {
    cache_dir().join(format!("cuda-root-{CUDA_ROOT_VERSION}"))
}

/// The cached CUDA root for clang, if complete.
pub fn cached_cuda_root() -> Option<PathBuf> {
    let d = cuda_root_dir();
    d.join("version.json").is_file().then_some(d)
}

/// Arranges a CUDA root for clang from the `-cu12` wheels: `include/` (runtime, CCCL, cuRAND,
/// crt), `bin/ptxas`, `nvvm/libdevice`, `lib64/`, and a `version.json` clang reads the version from.
pub fn install_cuda_root() -> Result<PathBuf, Error> {
    if let Some(d) = cached_cuda_root() {
        return Ok(d);
    }
    let cache = cache_dir();
    std::fs::create_dir_all(&cache).map_err(|source| Error::Io {
        path: cache.clone(),
        source,
    })?;
    let tmp = cache.join(format!(".cuda-root.partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!("cuconform: arranging a CUDA {CUDA_ROOT_VERSION} root for clang from PyPI (-cu12 wheels) ...");
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
    for p in [
        "nvidia-cuda-runtime-cu12",
        "nvidia-cuda-nvcc-cu12",
        "nvidia-cuda-cccl-cu12",
    ] {
        pip.arg(format!("{p}=={CUDA_ROOT_VERSION}.*"));
    }
    pip.arg("nvidia-curand-cu12");
    let f = crate::process::run(pip, None, Duration::from_secs(1800));
    if f.exit != crate::process::Exit::Code(0) {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(Error::Step {
            what: "pip install of the -cu12 wheels".into(),
            exit: String::new(),
            output: format!("{}{}", f.stdout, f.stderr),
        });
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
                    n.strip_prefix("nvidia_cuda_runtime_cu12-")
                        .map(|v| v.trim_end_matches(".dist-info").to_string())
                })
        })
        .unwrap_or_else(|| format!("{CUDA_ROOT_VERSION}.0"));
    let version_json = root.join("version.json");
    let json = serde_json::json!({"cuda": {"name": "CUDA SDK", "version": full}});
    std::fs::write(&version_json, format!("{json}\n")).map_err(|source| Error::Io {
        path: version_json,
        source,
    })?;
    let final_dir = cuda_root_dir();
    std::fs::rename(&root, &final_dir).or_else(|source| {
        if cached_cuda_root().is_some() {
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
    eprintln!("cuconform: CUDA root for clang at {}", final_dir.display());
    Ok(final_dir)
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

#[cfg(test)]
mod tests {
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
        assert!(minors_in("13.4..13.1").is_err());
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
