//! Artifact folders: builds made on one machine, run on another.
//!
//! A compile farm (or this project's CPU machines) builds the executables of `run` cases with
//! `cuconform run --build-only DIR`; a GPU runner with the same `cuconform` binary and no
//! compiler runs them with `cuconform run --from-artifacts DIR`. Each build is stored as an
//! executable plus a JSON entry holding the build's outcome, so the runner's results show the
//! real compile and link steps. Entries are separate files, so parallel jobs never contend.

use crate::case::{Case, Phase};
use crate::outcome::Outcome;
use crate::toolchain::{BuildContext, Built, Toolchain, ToolchainInfo};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Entry {
    pub case: String,
    /// Toolchain name (`nvcc-13.5`).
    pub toolchain: String,
    /// File name of the executable inside the folder.
    pub executable: String,
    pub outcome: Outcome,
}

fn key(case: &str, tc: &str) -> String {
    blake3::hash(format!("{tc}\0{case}").as_bytes()).to_hex()[..20].to_string()
}

/// Stores one build. Failures are reported, not fatal: the case then simply has no artifact.
pub fn store(dir: &Path, case: &str, tc: &str, exe: &Path, outcome: &Outcome) {
    let k = key(case, tc);
    let exe_name = format!("{k}.exe");
    let entries = dir.join("entries");
    let r = std::fs::create_dir_all(&entries)
        .and_then(|_| std::fs::copy(exe, dir.join(&exe_name)).map(|_| ()))
        .and_then(|_| {
            let e = Entry {
                case: case.into(),
                toolchain: tc.into(),
                executable: exe_name,
                outcome: outcome.clone(),
            };
            crate::results::write_atomically(
                &entries.join(format!("{k}.json")),
                &serde_json::to_vec(&e).map_err(std::io::Error::other)?,
            )
        });
    if let Err(e) = r {
        crate::say!(
            "cuconform: cannot store the build of {tc}::{case} in {}: {e}",
            dir.display()
        );
    }
}

/// Writes the toolchains' identities next to the entries (once per run).
pub fn store_toolchains(dir: &Path, infos: &[ToolchainInfo]) -> std::io::Result<()> {
    crate::results::write_atomically(
        &dir.join("toolchains.json"),
        &serde_json::to_vec_pretty(infos).map_err(std::io::Error::other)?,
    )
}

/// A loaded artifact folder.
#[derive(Debug)]
pub struct Manifest {
    pub dir: PathBuf,
    pub toolchains: Vec<ToolchainInfo>,
    entries: Mutex<BTreeMap<(String, String), Entry>>,
}

impl Clone for Manifest {
    fn clone(&self) -> Self {
        Manifest {
            dir: self.dir.clone(),
            toolchains: self.toolchains.clone(),
            entries: Mutex::new(self.entries.lock().unwrap().clone()),
        }
    }
}

/// Why an artifact folder could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", path.display())]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
}

/// The binary reports errors as one line of text.
impl From<ManifestError> for String {
    fn from(e: ManifestError) -> String {
        e.to_string()
    }
}

impl Manifest {
    pub fn load(dir: &Path) -> Result<Manifest, ManifestError> {
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |source| ManifestError::Io { path, source }
        };
        let json = |path: &Path| {
            let path = path.to_path_buf();
            move |source| ManifestError::Json { path, source }
        };
        let tc_path = dir.join("toolchains.json");
        let toolchains: Vec<ToolchainInfo> =
            serde_json::from_slice(&std::fs::read(&tc_path).map_err(io(&tc_path))?)
                .map_err(json(&tc_path))?;
        let mut entries = BTreeMap::new();
        let edir = dir.join("entries");
        for f in std::fs::read_dir(&edir).map_err(io(&edir))?.flatten() {
            let p = f.path();
            let e: Entry =
                serde_json::from_slice(&std::fs::read(&p).map_err(io(&p))?).map_err(json(&p))?;
            entries.insert((e.case.clone(), e.toolchain.clone()), e);
        }
        // Executables are started from their case's work folder: the folder must be absolute.
        let dir = dir.canonicalize().map_err(io(dir))?;
        Ok(Manifest {
            dir,
            toolchains,
            entries: Mutex::new(entries),
        })
    }

    /// Case ids with a stored build.
    pub fn cases(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .entries
            .lock()
            .unwrap()
            .keys()
            .map(|(c, _)| c.clone())
            .collect();
        v.dedup();
        v
    }

    pub fn len(&self) -> usize {
        self.entries.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The stored build of `case` by `tc`: its outcome and executable.
    pub fn take(&self, case: &str, tc: &str) -> Option<(Outcome, Option<PathBuf>)> {
        let entries = self.entries.lock().unwrap();
        let e = entries.get(&(case.to_string(), tc.to_string()))?;
        let exe = self.dir.join(&e.executable);
        Some((e.outcome.clone(), exe.is_file().then_some(exe)))
    }
}

/// A toolchain known only from an artifact folder: it cannot build, only hand out stored builds.
pub struct Prebuilt {
    pub info: ToolchainInfo,
}

impl Toolchain for Prebuilt {
    fn info(&self) -> &ToolchainInfo {
        &self.info
    }

    fn build(&self, _case: &Case, target: Phase, _ctx: &BuildContext, _work: &Path) -> Built {
        let mut outcome = Outcome {
            attempted: Some(target),
            ..Default::default()
        };
        outcome.steps.push(crate::outcome::Step {
            phase: Phase::Compile,
            command: "(prebuilt)".into(),
            exit: crate::process::Exit::SpawnFailed(format!(
                "no stored build from {} for this case",
                self.info.id
            )),
            duration_ms: 0,
            output: String::new(),
        });
        Built {
            outcome,
            executable: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each revision of a case is its own stored build (`--build-only`), found again by its
    /// trial id (`--from-artifacts`), and a filter made of the stored ids selects each alone.
    #[test]
    fn revisions_are_stored_and_found_by_trial_id() {
        let d = tempfile::tempdir().unwrap();
        let dir = d.path().join("art");
        std::fs::create_dir_all(&dir).unwrap();
        store_toolchains(&dir, &[]).unwrap();
        for rev in ["c++14", "c++17"] {
            let exe = d.path().join(format!("{rev}.exe"));
            std::fs::write(&exe, rev).unwrap();
            let mut o = Outcome::default();
            o.steps.push(crate::outcome::Step {
                phase: Phase::Compile,
                command: format!("nvcc -std={rev}"),
                exit: crate::process::Exit::Code(0),
                duration_ms: 0,
                output: String::new(),
            });
            store(&dir, &format!("a/fold#{rev}"), "nvcc-13.5", &exe, &o);
        }
        let m = Manifest::load(&dir).unwrap();
        assert_eq!(m.cases(), ["a/fold#c++14", "a/fold#c++17"]);
        for rev in ["c++14", "c++17"] {
            let (o, exe) = m.take(&format!("a/fold#{rev}"), "nvcc-13.5").unwrap();
            assert_eq!(o.steps[0].command, format!("nvcc -std={rev}"));
            assert_eq!(std::fs::read_to_string(exe.unwrap()).unwrap(), rev);
        }
        assert!(m.take("a/fold", "nvcc-13.5").is_none());
        let f = crate::filter::Filter {
            paths: vec!["a/fold#c++17".into()],
            ..Default::default()
        };
        let picked: Vec<String> = m.cases().into_iter().filter(|c| f.matches_id(c)).collect();
        assert_eq!(picked, ["a/fold#c++17"]);
    }
}
