//! The compilers the checker is paired with: the CUDA toolkit of an nvcc (its include directories,
//! read from `bin/nvcc.profile` as nvcc reads them) and the host compiler (its system include
//! directories and predefined macros, from `CXX -xc++ -E -v -dM -`). nvcc hands both to the host
//! preprocessor and force-includes `cuda_runtime.h`; the checker follows the same directories so
//! `size_t`, `uint32_t`, the vector types and the toolkit's macros come from the real headers.
//!
//! Flags: `--cuda-path DIR` (toolkit root), `--nvcc PATH` (its `bin/nvcc`), `--host-compiler CXX`
//! (or nvcc's `-ccbin`); `none` for either turns that part off. Without flags: the nvcc 13.5
//! provisioned under `$CUCONFORM_CACHE` (`~/.cache/cuconform`), else an `nvcc` on `PATH`; `g++`
//! (else `c++`) on `PATH`. Nothing found: no toolkit or host directories (the checker as before).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

/// Where each include directory comes from: the search order is -I, -isystem, toolkit, host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DirKind {
    /// `-I`: project headers, read in full.
    User,
    /// `-isystem`: project-chosen system headers, read in full (the project's own libraries).
    ProjectSystem,
    /// The CUDA toolkit's and the host compiler's headers: read for macros and declarations only.
    Toolchain,
}

#[derive(Debug, Default)]
pub struct Toolchain {
    /// The toolkit root (where `bin/nvcc` and `include/` are), when one was found.
    pub cuda_root: Option<PathBuf>,
    /// The toolkit's include directories, in nvcc's order (`INCLUDES`, then `SYSTEM_INCLUDES`).
    pub cuda_dirs: Vec<PathBuf>,
    /// The host compiler's `#include <...>` search list.
    pub host_dirs: Vec<PathBuf>,
    /// The host compiler's predefined macros as `#define` lines (`-dM`).
    pub host_macros: String,
    /// `cuda_runtime.h` of the toolkit: nvcc force-includes it into every translation unit.
    pub force_include: Option<PathBuf>,
}

/// What the flags asked for.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Request {
    /// `--cuda-path` / `--nvcc` (a root or an nvcc binary); `Some("none")` turns it off.
    pub cuda: Option<String>,
    /// `--host-compiler` / `-ccbin`; `Some("none")` turns it off.
    pub host: Option<String>,
    /// The language standard handed to the host compiler (its macros depend on it).
    pub std: Option<String>,
}

/// Resolve a request once per process (spawning the host compiler is the slow part).
pub fn resolve(req: &Request) -> Arc<Toolchain> {
    type Resolved = Mutex<Vec<(Request, Arc<Toolchain>)>>;
    static CACHE: OnceLock<Resolved> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(hit) = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|(r, _)| r == req)
    {
        return hit.1.clone();
    }
    let tc = Arc::new(build(req));
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((req.clone(), tc.clone()));
    tc
}

fn build(req: &Request) -> Toolchain {
    let mut tc = Toolchain::default();
    let root = match req.cuda.as_deref() {
        Some("none") => None,
        Some(p) => cuda_root_of(Path::new(p)),
        None => default_cuda_root(),
    };
    if let Some(root) = root {
        tc.cuda_dirs = profile_dirs(&root);
        tc.force_include = tc
            .cuda_dirs
            .iter()
            .map(|d| d.join("cuda_runtime.h"))
            .find(|p| p.is_file());
        tc.cuda_root = Some(root);
    }
    let host = match req.host.as_deref() {
        Some("none") => None,
        Some(c) => Some(host_binary(c)),
        None => ["g++", "c++"]
            .into_iter()
            .find(|c| on_path(c).is_some())
            .map(String::from),
    };
    if let Some(cxx) = host {
        if let Some((dirs, macros)) = query_host_cached(&cxx, req.std.as_deref()) {
            tc.host_dirs = dirs;
            tc.host_macros = macros;
        }
    }
    tc
}

/// `-ccbin` may name a directory holding the compiler.
fn host_binary(c: &str) -> String {
    let p = Path::new(c);
    if p.is_dir() {
        for n in ["g++", "c++", "clang++"] {
            if p.join(n).is_file() {
                return p.join(n).display().to_string();
            }
        }
    }
    c.to_string()
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// The toolkit root of a root directory or of an nvcc binary (`ROOT/bin/nvcc`).
fn cuda_root_of(p: &Path) -> Option<PathBuf> {
    if p.is_file() {
        return p.parent()?.parent().map(Path::to_path_buf);
    }
    p.join("include").is_dir().then(|| p.to_path_buf())
}

/// The provisioned nvcc 13.5 (the harness's `cuconform provision` layout: a pip prefix holding
/// `nvidia/cu13`), the newest build first; else an nvcc on PATH.
fn default_cuda_root() -> Option<PathBuf> {
    let cache = std::env::var_os("CUCONFORM_CACHE")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("XDG_CACHE_HOME").map(|x| PathBuf::from(x).join("cuconform")))
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/cuconform")));
    if let Some(cache) = cache {
        let mut found: Vec<PathBuf> = Vec::new();
        if let Ok(rd) = std::fs::read_dir(&cache) {
            for e in rd.flatten() {
                let name = e.file_name().to_string_lossy().to_string();
                if !name.starts_with("nvcc-13.5.") {
                    continue;
                }
                // lib/pythonX.Y/site-packages/nvidia/cu13
                let Ok(libs) = std::fs::read_dir(e.path().join("lib")) else {
                    continue;
                };
                for l in libs.flatten() {
                    let r = l.path().join("site-packages/nvidia/cu13");
                    if r.join("bin/nvcc").is_file() {
                        found.push(r);
                    }
                }
            }
        }
        found.sort();
        if let Some(r) = found.pop() {
            return Some(r);
        }
    }
    on_path("nvcc").and_then(|n| cuda_root_of(&n))
}

/// The include directories nvcc passes to the host preprocessor: `INCLUDES` and
/// `SYSTEM_INCLUDES` of `bin/nvcc.profile` with `$(TOP)` / `$(_HERE_)` substituted; without a
/// profile, the install layout (`include`, `include/cccl`).
fn profile_dirs(root: &Path) -> Vec<PathBuf> {
    let here = root.join("bin");
    let mut out = Vec::new();
    if let Ok(text) = std::fs::read_to_string(here.join("nvcc.profile")) {
        for line in text.lines() {
            let Some((key, val)) = line.split_once("+=") else {
                continue;
            };
            if !matches!(key.trim(), "INCLUDES" | "SYSTEM_INCLUDES") {
                continue;
            }
            let val = val
                .replace("$(TOP)", &root.display().to_string())
                .replace("$(_HERE_)", &here.display().to_string())
                .replace("$(_SPACE_)", " ");
            let words: Vec<String> = val
                .split_whitespace()
                .map(|w| w.trim_matches('"').to_string())
                .collect();
            let mut i = 0;
            while i < words.len() {
                let w = &words[i];
                let dir = if w == "-isystem" || w == "-I" {
                    i += 1;
                    words.get(i).cloned()
                } else {
                    w.strip_prefix("-I")
                        .or_else(|| w.strip_prefix("-isystem"))
                        .map(String::from)
                };
                if let Some(d) = dir.filter(|d| !d.is_empty()) {
                    let p = PathBuf::from(d);
                    if p.is_dir() && !out.contains(&p) {
                        out.push(p);
                    }
                }
                i += 1;
            }
        }
    }
    if out.is_empty() {
        for d in ["include", "include/cccl"] {
            let p = root.join(d);
            if p.is_dir() {
                out.push(p);
            }
        }
    }
    out
}

/// `query_host`, kept in the checker's cache (`hcache`): a process checking one file would
/// otherwise spawn the compiler each time. Keyed by the compiler binary's path and state (inode,
/// size, times: an upgrade changes them), `-std`, and the environment variables gcc reads for its
/// search list; used only while every directory it lists is still one.
fn query_host_cached(cxx: &str, std: Option<&str>) -> Option<(Vec<PathBuf>, String)> {
    let bin = if cxx.contains('/') {
        Some(PathBuf::from(cxx))
    } else {
        on_path(cxx)
    };
    let key = bin.as_ref().map(|b| {
        let mut k = format!("{}|{:?}", crate::hcache::state_key(b), std);
        for v in [
            "CPATH",
            "CPLUS_INCLUDE_PATH",
            "C_INCLUDE_PATH",
            "GCC_EXEC_PREFIX",
            "COMPILER_PATH",
            "GCC_ROOT",
        ] {
            k.push_str(&format!("|{v}={:?}", std::env::var_os(v)));
        }
        format!("host-{}.txt", &blake3::hash(k.as_bytes()).to_hex()[..24])
    });
    if let Some(text) = key
        .as_deref()
        .and_then(crate::hcache::get_blob)
        .and_then(|b| String::from_utf8(b).ok())
    {
        // the search list, a line each, then a blank line, then the macros
        if let Some((dirs, macros)) = text.split_once("\n\n") {
            let dirs: Vec<PathBuf> = dirs.lines().map(PathBuf::from).collect();
            if dirs.iter().all(|d| d.is_dir()) {
                return Some((dirs, macros.to_string()));
            }
        }
    }
    let (dirs, macros) = query_host(cxx, std)?;
    if let Some(key) = key {
        let mut text: String = dirs.iter().map(|d| format!("{}\n", d.display())).collect();
        text.push('\n');
        text.push_str(&macros);
        if !dirs.is_empty()
            && dirs
                .iter()
                .all(|d| d.to_str().is_some_and(|s| !s.contains('\n')))
        {
            crate::hcache::put_blob(&key, text.as_bytes());
        }
    }
    Some((dirs, macros))
}

/// `CXX -xc++ -std=S -E -v -dM -`: the `#include <...>` search list (stderr) and the predefined
/// macros (stdout). nvcc passes its `-std` to the host compiler, so the same one is passed here.
fn query_host(cxx: &str, std: Option<&str>) -> Option<(Vec<PathBuf>, String)> {
    let std = std.unwrap_or("c++17");
    let out = Command::new(cxx)
        .args(["-xc++", &format!("-std={std}"), "-E", "-v", "-dM", "-"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let mut dirs = Vec::new();
    let mut on = false;
    for line in err.lines() {
        if line.starts_with("#include <...> search starts here") {
            on = true;
            continue;
        }
        if line.starts_with("End of search list") {
            break;
        }
        if on {
            // clang marks framework directories; gcc lists plain paths
            let d = line.trim().trim_end_matches(" (framework directory)");
            let p = PathBuf::from(d);
            if p.is_dir() {
                dirs.push(p);
            }
        }
    }
    Some((dirs, String::from_utf8_lossy(&out.stdout).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profile_is_read_as_nvcc_reads_it() {
        let d = std::env::temp_dir().join(format!("chk-tc-{}", std::process::id()));
        std::fs::create_dir_all(d.join("bin")).unwrap();
        std::fs::create_dir_all(d.join("include/cccl")).unwrap();
        std::fs::write(
            d.join("bin/nvcc.profile"),
            "TOP = $(_HERE_)/..\nINCLUDES += \"-I$(TOP)/include\" $(_SPACE_)\nSYSTEM_INCLUDES += \"-isystem\" \"$(TOP)/include/cccl\" $(_SPACE_)\n",
        )
        .unwrap();
        std::fs::write(d.join("bin/nvcc"), "").unwrap();
        let root = cuda_root_of(&d.join("bin/nvcc")).unwrap();
        let dirs = profile_dirs(&root);
        assert_eq!(dirs.len(), 2, "{dirs:?}");
        assert!(dirs[0].ends_with("include") && dirs[1].ends_with("cccl"));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn none_turns_both_off() {
        let tc = resolve(&Request {
            cuda: Some("none".into()),
            host: Some("none".into()),
            std: None,
        });
        assert!(tc.cuda_dirs.is_empty() && tc.host_dirs.is_empty() && tc.host_macros.is_empty());
    }
}
