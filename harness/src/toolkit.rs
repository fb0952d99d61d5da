//! Older full nvcc (host and device: the driver, cudafe++, cicc, ptxas) assembled from Debian's
//! non-free `nvidia-cuda-toolkit` binaries and the same version's PyPI wheels.
//!
//! PyPI's `nvidia-cuda-nvcc-cu11` / `-cu12` wheels carry only ptxas, libnvvm, libdevice and the
//! crt headers: no nvcc, cudafe++ or cicc, so nvcc before 13.0 cannot be installed from PyPI
//! alone. Debian's `nvidia-cuda-toolkit` has those binaries for two versions (11.8 in bookworm,
//! 12.4 in trixie), byte-matching NVIDIA's, but not the headers a compile needs (those are in
//! the 934 MB `nvidia-cuda-dev`). A release here is therefore put together in the cache:
//!
//! - `apt-get download` with an apt configuration of its own (a private sources list, lists and
//!   archive cache under `<cache>/apt`, no dpkg status), so nothing is installed, no system file
//!   is read or written beyond the Debian archive keyring, and no root is needed;
//! - `dpkg -x` of the toolkit (and, where the release needs an older host compiler than the
//!   system's, of Debian's `g++-N` and the packages it runs with);
//! - `pip install --target` of the runtime, nvcc (crt headers) and CCCL wheels of the version;
//! - a CUDA-shaped tree (`bin/`, `nvvm/bin/cicc`, `nvvm/libdevice`, `include/`, `lib64/`,
//!   `host/`) with an `nvcc.profile` of its own, checked with `nvcc --version` before it is
//!   renamed into place (whole or not at all, like every provisioned toolchain).
//!
//! The static runtime libraries (`libcudart_static.a`, `libcudadevrt.a`) are in neither source,
//! so these nvcc compile but cannot link: the toolchain stops at compile
//! (`toolchain::nvcc` reads that from the tree).

use crate::provision::{cache_dir, Error};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A Debian host compiler a release is paired with: `g++-N` of `version` from `suite`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HostGcc {
    pub major: u32,
    pub version: &'static str,
    pub suite: &'static str,
}

/// One nvcc release assembled from Debian's toolkit and PyPI's wheels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Release {
    /// `11.8`.
    pub minor: &'static str,
    /// nvcc's own version (`nvcc --version`), also the cache folder's name: `11.8.89`.
    pub release: &'static str,
    /// The `nvidia-cuda-toolkit` package version.
    pub deb_version: &'static str,
    /// The Debian suite that has it (non-free).
    pub suite: &'static str,
    /// `cu11` / `cu12`: the wheels' suffix.
    pub cu: &'static str,
    /// The host compiler, when the system's may not be supported by this nvcc (nvcc 11.8 rejects
    /// GCC 12 and later: "unsupported GNU version"); `None`: the system's `gcc` / `g++`.
    pub host: Option<HostGcc>,
}

/// The releases Debian has binaries for. 11.8 is paired with Debian's g++ 11 (its newest
/// supported GCC); 12.4 supports GCC up to 13 and uses the system's, as the 13.x wheels do.
pub const RELEASES: &[Release] = &[
    Release {
        minor: "11.8",
        release: "11.8.89",
        deb_version: "11.8.89~11.8.0-5~deb12u1",
        suite: "bookworm",
        cu: "cu11",
        host: Some(HostGcc {
            major: 11,
            version: "11.3.0-12",
            suite: "bookworm",
        }),
    },
    Release {
        minor: "12.4",
        release: "12.4.131",
        deb_version: "12.4.131~12.4.1-2",
        suite: "trixie",
        cu: "cu12",
        host: None,
    },
];

/// The release of `minor`, if Debian has one.
pub fn release_of(minor: &str) -> Option<&'static Release> {
    RELEASES.iter().find(|r| r.minor == minor)
}

/// The Debian packages to download, as `name=version`: the toolkit and, for a paired host
/// compiler, what `g++-N` needs to compile and preprocess (`gcc-N` is the driver `g++-N`
/// relies on and has `collect2`, `cpp-N` has `cc1`, `libstdc++-N-dev` the C++ headers,
/// `libgcc-N-dev` `crtbegin.o` and the builtin headers). `gcc-N-base` holds only
/// documentation and is left out. The rest (binutils, libc headers, the libraries cc1plus
/// loads: GMP, MPFR, MPC, ISL, zstd) are those of the system, which has a compiler already.
pub fn deb_packages(r: &Release) -> Vec<String> {
    let mut v = vec![format!("nvidia-cuda-toolkit={}", r.deb_version)];
    if let Some(h) = r.host {
        for p in ["g++", "gcc", "cpp", "libstdc++", "libgcc"] {
            let name = match p {
                "libstdc++" | "libgcc" => format!("{p}-{}-dev", h.major),
                _ => format!("{p}-{}", h.major),
            };
            v.push(format!("{name}={}", h.version));
        }
    }
    v
}

/// The pip requirements: nvcc's wheel at exactly the release (its `include/crt` must match
/// cudafe++), the runtime and CCCL of the same minor (their own patch numbers).
pub fn wheel_requirements(r: &Release) -> Vec<String> {
    vec![
        format!("nvidia-cuda-nvcc-{}=={}", r.cu, r.release),
        format!("nvidia-cuda-runtime-{}=={}.*", r.cu, r.minor),
        format!("nvidia-cuda-cccl-{}=={}.*", r.cu, r.minor),
    ]
}

/// `$CUCONFORM_DEBIAN_MIRROR`, else Debian's own redirector.
pub fn mirror() -> String {
    std::env::var("CUCONFORM_DEBIAN_MIRROR")
        .unwrap_or_else(|_| "http://deb.debian.org/debian".into())
}

/// `$CUCONFORM_DEBIAN_KEYRING`, else the keyring Debian (and Ubuntu's `debian-archive-keyring`)
/// installs: apt checks the archive's signatures with it.
pub fn keyring() -> PathBuf {
    std::env::var_os("CUCONFORM_DEBIAN_KEYRING")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/share/keyrings/debian-archive-keyring.gpg"))
}

/// The private sources list: every suite of every release (one list serves them all, so the
/// index is fetched once), `main` for the host compilers and `non-free` for the toolkit.
pub fn sources_list(mirror: &str, keyring: &Path) -> String {
    let mut suites: Vec<&str> = Vec::new();
    for r in RELEASES {
        for s in std::iter::once(r.suite).chain(r.host.map(|h| h.suite)) {
            if !suites.contains(&s) {
                suites.push(s);
            }
        }
    }
    suites
        .iter()
        .map(|s| {
            format!(
                "deb [arch=amd64 signed-by={}] {mirror} {s} main non-free\n",
                keyring.display()
            )
        })
        .collect()
}

/// apt's options that make it read the private configuration under `dir` and nothing of the
/// system's state: no sources.list.d, no dpkg status (so every package is "not installed"),
/// only the package indices (no translations, no AppStream metadata).
pub fn apt_options(dir: &Path) -> Vec<String> {
    let d = dir.display();
    [
        format!("Dir::Etc::sourcelist={d}/sources.list"),
        "Dir::Etc::sourceparts=-".to_string(),
        format!("Dir::State::Lists={d}/lists"),
        format!("Dir::Cache={d}/cache"),
        "Dir::State::status=/dev/null".to_string(),
        "APT::Architecture=amd64".to_string(),
        "Acquire::Languages=none".to_string(),
        "Acquire::IndexTargets::deb::DEP-11::DefaultEnabled=false".to_string(),
        "Acquire::IndexTargets::deb::DEP-11-icons::DefaultEnabled=false".to_string(),
        "Acquire::IndexTargets::deb::DEP-11-icons-small::DefaultEnabled=false".to_string(),
        "Acquire::IndexTargets::deb::CNF::DefaultEnabled=false".to_string(),
    ]
    .into_iter()
    .flat_map(|o| ["-o".to_string(), o])
    .collect()
}

/// The `nvcc.profile` of an assembled tree: cicc in `nvvm/bin`, libdevice beside it, the
/// headers and libraries of the tree, and (with a paired host compiler) `host/bin` on the PATH
/// nvcc searches for `gcc` / `g++`, before the system's: the same mechanism Debian's own
/// package uses (its `gcc` / `g++` wrapper scripts in nvcc's folder), with no `-ccbin` on the
/// command lines, so the commands are those of every other nvcc.
pub fn profile(paired_host: bool) -> String {
    let host = if paired_host { "$(TOP)/host/bin:" } else { "" };
    format!(
        "# Written by cuconform: nvcc from Debian's nvidia-cuda-toolkit, headers from PyPI's wheels.\n\
         TOP              = $(_HERE_)/..\n\
         NVVMIR_LIBRARY_DIR = $(TOP)/nvvm/libdevice\n\
         LD_LIBRARY_PATH += $(TOP)/lib64:\n\
         PATH            += $(TOP)/nvvm/bin:$(_HERE_):{host}\n\
         INCLUDES        +=  \"-I$(TOP)/include\" $(_SPACE_)\n\
         LIBRARIES        =+ $(_SPACE_) \"-L$(TOP)/lib64/stubs\" \"-L$(TOP)/lib64\"\n\
         CUDAFE_FLAGS    +=\n\
         PTXAS_FLAGS     +=\n"
    )
}

fn folder(r: &Release) -> PathBuf {
    cache_dir().join(format!("nvcc-{}", r.release))
}

/// The nvcc of an assembled tree, if it is complete.
fn nvcc_in(root: &Path) -> Option<PathBuf> {
    let p = root.join("bin/nvcc");
    (p.is_file() && root.join("bin/nvcc.profile").is_file()).then_some(p)
}

/// The cached nvcc of `minor`, if assembled.
pub fn cached_nvcc(minor: &str) -> Option<PathBuf> {
    nvcc_in(&folder(release_of(minor)?))
}

fn step(cmd: Command, what: &str, cwd: Option<&Path>) -> Result<(), Error> {
    let f = crate::process::run(cmd, cwd, Duration::from_secs(1800));
    if f.exit != crate::process::Exit::Code(0) {
        return Err(Error::Step {
            what: what.to_string(),
            exit: format!(" ({})", f.exit),
            output: format!("{}{}", f.stdout, f.stderr),
        });
    }
    Ok(())
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> Error + '_ {
    move |source| Error::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Downloads the `.deb` files of `r` into `into` with the private apt configuration under
/// `apt` (its index refreshed first). Returns the files.
fn download_debs(r: &Release, apt: &Path, into: &Path) -> Result<Vec<PathBuf>, Error> {
    let keyring = keyring();
    if !keyring.is_file() {
        return Err(Error::Other(format!(
            "{} is missing: apt needs Debian's archive keyring to check the packages nvcc {} is \
             made from (install `debian-archive-keyring`, or set CUCONFORM_DEBIAN_KEYRING)",
            keyring.display(),
            r.minor
        )));
    }
    for d in ["lists/partial", "cache/archives/partial"] {
        std::fs::create_dir_all(apt.join(d)).map_err(io(apt))?;
    }
    let list = apt.join("sources.list");
    std::fs::write(&list, sources_list(&mirror(), &keyring)).map_err(io(&list))?;
    let opts = apt_options(apt);
    let mut update = Command::new("apt-get");
    update.args(&opts).args(["-q", "update"]);
    step(
        update,
        "apt-get update (cuconform's own sources list)",
        None,
    )?;
    std::fs::create_dir_all(into).map_err(io(into))?;
    let mut dl = Command::new("apt-get");
    dl.args(&opts)
        .args(["-q", "download"])
        .args(deb_packages(r));
    step(
        dl,
        &format!(
            "apt-get download of nvcc {}'s Debian packages ({} in {} non-free)",
            r.minor, r.deb_version, r.suite
        ),
        Some(into),
    )?;
    let mut debs: Vec<PathBuf> = std::fs::read_dir(into)
        .map_err(io(into))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "deb"))
        .collect();
    debs.sort();
    let want = deb_packages(r).len();
    if debs.len() != want {
        return Err(Error::Other(format!(
            "apt-get download gave {} of the {want} packages of nvcc {} in {}",
            debs.len(),
            r.minor,
            into.display()
        )));
    }
    Ok(debs)
}

fn unpack(deb: &Path, into: &Path) -> Result<(), Error> {
    // dpkg-deb creates the files, not the folder they go into.
    std::fs::create_dir_all(into).map_err(io(into))?;
    let mut x = Command::new("dpkg");
    x.arg("-x").arg(deb).arg(into);
    step(x, &format!("dpkg -x {}", deb.display()), None)
}

fn copy_file(from: &Path, to: &Path) -> Result<(), Error> {
    if let Some(p) = to.parent() {
        std::fs::create_dir_all(p).map_err(io(p))?;
    }
    std::fs::copy(from, to)
        .map(|_| ())
        .map_err(|source| Error::Move {
            from: from.to_path_buf(),
            to: to.to_path_buf(),
            source,
        })
}

fn copy_tree(from: &Path, to: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(to).map_err(io(to))?;
    for e in std::fs::read_dir(from).map_err(io(from))?.flatten() {
        let (src, dst) = (e.path(), to.join(e.file_name()));
        let name = e.file_name();
        // The wheels' Python package markers are not headers.
        if name == "__init__.py" || name == "__pycache__" {
            continue;
        }
        if src.is_dir() {
            copy_tree(&src, &dst)?;
        } else {
            copy_file(&src, &dst)?;
        }
    }
    Ok(())
}

/// Puts the tree together in `root` from the unpacked toolkit (`deb`), the unpacked host
/// compiler (already in `root/host`) and the wheels (`site`).
fn assemble(r: &Release, deb: &Path, site: &Path, root: &Path) -> Result<(), Error> {
    let tk = deb.join("usr/lib/nvidia-cuda-toolkit");
    // Debian's /usr/bin/nvcc is a wrapper script; the driver is in its private folder.
    copy_file(&tk.join("bin/nvcc"), &root.join("bin/nvcc"))?;
    copy_file(&tk.join("bin/cicc"), &root.join("nvvm/bin/cicc"))?;
    copy_tree(&tk.join("bin/crt"), &root.join("bin/crt"))?;
    copy_tree(&tk.join("libdevice"), &root.join("nvvm/libdevice"))?;
    for b in [
        "cudafe++",
        "ptxas",
        "fatbinary",
        "nvlink",
        "bin2c",
        "nvprune",
    ] {
        copy_file(&deb.join("usr/bin").join(b), &root.join("bin").join(b))?;
    }
    let nv = site.join("nvidia");
    for pkg in ["cuda_runtime", "cuda_nvcc", "cuda_cccl"] {
        let inc = nv.join(pkg).join("include");
        if !inc.is_dir() {
            return Err(Error::Other(format!(
                "the {} wheels of {} have no {}",
                r.cu,
                r.minor,
                inc.display()
            )));
        }
        copy_tree(&inc, &root.join("include"))?;
    }
    copy_tree(&nv.join("cuda_runtime/lib"), &root.join("lib64"))?;
    if let Some(h) = r.host {
        let bin = root.join("host/bin");
        std::fs::create_dir_all(&bin).map_err(io(&bin))?;
        for t in ["gcc", "g++", "cpp"] {
            // Relative, so the tree can move; GCC finds cc1plus from the link's target.
            let target = format!("../usr/bin/x86_64-linux-gnu-{t}-{}", h.major);
            if !bin.join(&target).is_file() {
                return Err(Error::Other(format!(
                    "Debian's {t}-{} {} has no {}",
                    h.major,
                    h.version,
                    target.trim_start_matches("../")
                )));
            }
            std::os::unix::fs::symlink(&target, bin.join(t)).map_err(io(&bin))?;
        }
    }
    let profile_path = root.join("bin/nvcc.profile");
    std::fs::write(&profile_path, profile(r.host.is_some())).map_err(io(&profile_path))?;
    Ok(())
}

/// Assembles nvcc `r` into the cache (once) and returns the path of its `bin/nvcc`.
pub fn install(r: &Release) -> Result<PathBuf, Error> {
    let final_dir = folder(r);
    if let Some(p) = nvcc_in(&final_dir) {
        return Ok(p);
    }
    let cache = cache_dir();
    std::fs::create_dir_all(&cache).map_err(io(&cache))?;
    let tmp = cache.join(format!(
        ".nvcc-{}.partial-{}",
        r.release,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    crate::say!(
        "cuconform: assembling nvcc {} from Debian's nvidia-cuda-toolkit {} ({} non-free{}) and \
         PyPI's -{} wheels into {} (about 300 MB of downloads, once) ...",
        r.release,
        r.deb_version,
        r.suite,
        r.host
            .map(|h| format!(", with g++-{} {} from {}", h.major, h.version, h.suite))
            .unwrap_or_default(),
        r.cu,
        final_dir.display()
    );
    let result = (|| {
        let debs = download_debs(r, &cache.join("apt"), &tmp.join("debs"))?;
        let root = tmp.join("root");
        for deb in &debs {
            let name = deb.file_name().map(|n| n.to_string_lossy().into_owned());
            let into = if name.is_some_and(|n| n.starts_with("nvidia-cuda-toolkit_")) {
                tmp.join("toolkit")
            } else {
                root.join("host")
            };
            unpack(deb, &into)?;
        }
        let _ = std::fs::remove_dir_all(root.join("host/usr/share"));
        let python = std::env::var("CUCONFORM_PYTHON").unwrap_or_else(|_| "python3".into());
        let mut pip = Command::new(python);
        pip.args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--target",
        ])
        .arg(tmp.join("site"))
        .args(wheel_requirements(r));
        step(pip, &format!("pip install of the -{} wheels", r.cu), None)?;
        assemble(r, &tmp.join("toolkit"), &tmp.join("site"), &root)?;
        // The tree must be the release it claims to be.
        let mut v = Command::new(root.join("bin/nvcc"));
        v.arg("--version");
        let f = crate::process::run(v, None, Duration::from_secs(60));
        if !f.stdout.contains(&format!("V{}", r.release)) {
            return Err(Error::Other(format!(
                "the assembled nvcc does not say it is {}: {}{}",
                r.release, f.stdout, f.stderr
            )));
        }
        match std::fs::rename(&root, &final_dir) {
            Ok(()) => Ok(()),
            Err(_) if nvcc_in(&final_dir).is_some() => Ok(()),
            Err(source) => Err(Error::Move {
                from: root.clone(),
                to: final_dir.clone(),
                source,
            }),
        }
    })();
    let _ = std::fs::remove_dir_all(&tmp);
    result?;
    crate::say!("cuconform: nvcc {} assembled", r.release);
    nvcc_in(&final_dir).ok_or(Error::Vanished)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_release_is_the_toolkit_plus_its_paired_host_compiler() {
        let r118 = release_of("11.8").unwrap();
        assert_eq!(
            deb_packages(r118),
            vec![
                "nvidia-cuda-toolkit=11.8.89~11.8.0-5~deb12u1",
                "g++-11=11.3.0-12",
                "gcc-11=11.3.0-12",
                "cpp-11=11.3.0-12",
                "libstdc++-11-dev=11.3.0-12",
                "libgcc-11-dev=11.3.0-12",
            ]
        );
        let r124 = release_of("12.4").unwrap();
        assert_eq!(
            deb_packages(r124),
            vec!["nvidia-cuda-toolkit=12.4.131~12.4.1-2"]
        );
        assert!(release_of("12.3").is_none());
        assert_eq!(
            wheel_requirements(r124),
            vec![
                "nvidia-cuda-nvcc-cu12==12.4.131",
                "nvidia-cuda-runtime-cu12==12.4.*",
                "nvidia-cuda-cccl-cu12==12.4.*",
            ]
        );
        assert_eq!(
            wheel_requirements(r118)[0],
            "nvidia-cuda-nvcc-cu11==11.8.89"
        );
    }

    #[test]
    fn one_private_sources_list_names_each_suite_once() {
        let s = sources_list("http://m/debian", Path::new("/k.gpg"));
        assert_eq!(
            s,
            "deb [arch=amd64 signed-by=/k.gpg] http://m/debian bookworm main non-free\n\
             deb [arch=amd64 signed-by=/k.gpg] http://m/debian trixie main non-free\n"
        );
        let o = apt_options(Path::new("/c/apt"));
        // Every option is a `-o` pair, and none reads the system's sources or dpkg state.
        assert!(o.chunks(2).all(|p| p[0] == "-o"));
        assert!(o.contains(&"Dir::Etc::sourcelist=/c/apt/sources.list".to_string()));
        assert!(o.contains(&"Dir::Etc::sourceparts=-".to_string()));
        assert!(o.contains(&"Dir::State::status=/dev/null".to_string()));
        assert!(o.contains(&"Dir::State::Lists=/c/apt/lists".to_string()));
    }

    #[test]
    fn the_profile_puts_the_paired_host_compiler_first_on_nvccs_path() {
        let with = profile(true);
        let path = with.lines().find(|l| l.starts_with("PATH")).unwrap();
        assert_eq!(
            path,
            "PATH            += $(TOP)/nvvm/bin:$(_HERE_):$(TOP)/host/bin:"
        );
        let without = profile(false);
        assert!(!without.contains("host"), "{without}");
        for p in [&with, &without] {
            assert!(p.contains("NVVMIR_LIBRARY_DIR = $(TOP)/nvvm/libdevice\n"));
            assert!(p.contains("\"-I$(TOP)/include\""));
            assert!(p.contains("\"-L$(TOP)/lib64\""));
        }
    }

    /// With nvcc 11.8 / 12.4 provisioned (`cuconform provision nvcc@11.8 nvcc@12.4`; skipped
    /// where absent): each is identified as its release, stops at compile (no static runtime),
    /// runs its own host compiler (11.8: g++ 11), and compiles a case to the expected verdict: an
    /// execution configuration on a `__device__` function rejected at its line, valid code
    /// accepted.
    #[test]
    fn a_provisioned_release_compiles_a_case() {
        use crate::toolchain::Toolchain;
        for r in RELEASES {
            let Some(nvcc) = cached_nvcc(r.minor) else {
                crate::say!("nvcc {} not provisioned: skipped", r.minor);
                continue;
            };
            let tc = crate::toolchain::nvcc::Nvcc::at(&nvcc).unwrap();
            let info = tc.info();
            assert_eq!(info.version.to_string(), r.release);
            assert_eq!(info.max_phase, crate::case::Phase::Compile);
            assert!(info.features.contains(&"cdp".to_string()));
            if let Some(h) = r.host {
                let hc = info.host_compiler.clone().unwrap_or_default();
                assert!(hc.contains(&format!(" {}.", h.major)), "{hc}");
            }
            let d = tempfile::tempdir().unwrap();
            let bad = d.path().join("bad.cu");
            std::fs::write(
                &bad,
                "__device__ void f() {}\n__global__ void k() { f<<<1, 1>>>(); }\n",
            )
            .unwrap();
            let good = d.path().join("good.cu");
            std::fs::write(
                &good,
                "#include <cstdio>\n__global__ void k(int *p) { p[0] = 1; }\n",
            )
            .unwrap();
            let compile = |src: &Path| {
                let mut c = Command::new(&nvcc);
                c.args(["-c", "-arch=sm_90", "-rdc=true"])
                    .arg(src)
                    .arg("-o")
                    .arg(d.path().join("x.o"));
                crate::process::run(c, Some(d.path()), Duration::from_secs(600))
            };
            let f = compile(&bad);
            assert_ne!(f.exit, crate::process::Exit::Code(0));
            let diags = crate::diagnostic::parse_nvcc(&format!("{}{}", f.stdout, f.stderr));
            assert!(
                diags
                    .iter()
                    .any(|d| d.line == Some(2) && d.severity == crate::annotation::Severity::Error),
                "{diags:?}"
            );
            let f = compile(&good);
            assert_eq!(
                f.exit,
                crate::process::Exit::Code(0),
                "{}{}",
                f.stdout,
                f.stderr
            );
        }
    }

    /// A tree laid out as the downloads unpack, assembled: nvcc where its profile is, cicc where
    /// the profile's PATH finds it, the wheels' headers merged without their Python files, the
    /// host compiler's links resolving inside the tree.
    #[test]
    fn assemble_lays_out_a_cuda_tree() {
        let d = tempfile::tempdir().unwrap();
        let (deb, site, root) = (
            d.path().join("deb"),
            d.path().join("site"),
            d.path().join("root"),
        );
        let touch = |p: PathBuf| {
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "x").unwrap();
        };
        let tk = deb.join("usr/lib/nvidia-cuda-toolkit");
        for f in [
            "bin/nvcc",
            "bin/cicc",
            "bin/crt/link.stub",
            "libdevice/libdevice.10.bc",
        ] {
            touch(tk.join(f));
        }
        for b in [
            "cudafe++",
            "ptxas",
            "fatbinary",
            "nvlink",
            "bin2c",
            "nvprune",
        ] {
            touch(deb.join("usr/bin").join(b));
        }
        for f in [
            "cuda_runtime/include/cuda_runtime.h",
            "cuda_runtime/include/__init__.py",
            "cuda_runtime/lib/libcudart.so.11.0",
            "cuda_nvcc/include/crt/host_config.h",
            "cuda_cccl/include/thrust/version.h",
        ] {
            touch(site.join("nvidia").join(f));
        }
        for t in ["gcc", "g++", "cpp"] {
            touch(root.join(format!("host/usr/bin/x86_64-linux-gnu-{t}-11")));
        }
        assemble(release_of("11.8").unwrap(), &deb, &site, &root).unwrap();
        for f in [
            "bin/nvcc",
            "bin/cudafe++",
            "bin/crt/link.stub",
            "nvvm/bin/cicc",
            "nvvm/libdevice/libdevice.10.bc",
            "include/cuda_runtime.h",
            "include/crt/host_config.h",
            "include/thrust/version.h",
            "lib64/libcudart.so.11.0",
            "host/bin/g++",
        ] {
            assert!(root.join(f).is_file(), "{f}");
        }
        assert!(!root.join("include/__init__.py").exists());
        assert_eq!(nvcc_in(&root), Some(root.join("bin/nvcc")));
        assert!(std::fs::read_to_string(root.join("bin/nvcc.profile"))
            .unwrap()
            .contains("$(TOP)/host/bin:"));
        // Without the host compiler's driver, assembling says which file is missing.
        let root2 = d.path().join("root2");
        let e = assemble(release_of("11.8").unwrap(), &deb, &site, &root2).unwrap_err();
        assert!(e.to_string().contains("x86_64-linux-gnu-gcc-11"), "{e}");
    }
}
