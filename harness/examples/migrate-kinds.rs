//! Gives every entry of expectation files a `kind`, inferred from what the file recorded
//! (status, the first mismatch in `detail`, the note) and the case's verdict and phase; prints
//! the count of each kind per file. Entries that have a kind are left alone unless `--reinfer`.
//! Rerunnable: a second run over migrated files changes nothing.
//!
//! With `--prune`, it also removes the entries of cases now outside their CUDA range on the
//! file's toolchain (what `bless` does from a run), without running the toolchain: the CUDA
//! version is the one the harness gives it (`staleness::judged_cuda`: `nvcc-13.5`: 13.5; `clang-N`: the arranged CUDA
//! root's; `checker`: the version it models; `checker-cudaX`: X; otherwise the major.minor at
//! the end of `blessed_with`, as in `nvcc-gpu-image-13.0.88`).
//!
//! cargo run -p cuconform --example migrate-kinds -- [--reinfer] [--prune] [--cases DIR] FILE...
//! (no FILE: every `expectations/*.yaml`)

use cuconform::corpus::Corpus;
use cuconform::expectation::{self, DeviationKind, ExpectationFile};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let reinfer = args.iter().any(|a| a == "--reinfer");
    let prune = args.iter().any(|a| a == "--prune");
    args.retain(|a| a != "--reinfer" && a != "--prune");
    let mut cases = cuconform::find_cases_root(None);
    if let Some(i) = args.iter().position(|a| a == "--cases") {
        if i + 1 >= args.len() {
            eprintln!("--cases needs a folder");
            return ExitCode::FAILURE;
        }
        cases = PathBuf::from(args.remove(i + 1));
        args.remove(i);
    }
    let mut files: Vec<PathBuf> = args.iter().map(PathBuf::from).collect();
    if files.is_empty() {
        let dir = cases.join("../expectations");
        files = std::fs::read_dir(&dir)
            .map(|rd| {
                rd.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
    }
    let corpus = Corpus::load(&cases);
    let by_id: BTreeMap<&str, _> = corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), (c.meta.verdict, c.meta.phase)))
        .collect();
    let case_of = |id: &str| by_id.get(id).copied();
    let ranges: BTreeMap<&str, _> = corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), c.range.clone()))
        .collect();
    let range_of = |id: &str| ranges.get(id).cloned();
    let mut failed = false;
    for path in files {
        let mut f = match ExpectationFile::load_lenient(&path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{e}");
                failed = true;
                continue;
            }
        };
        // The compile-only toolchains: the checker and clang (syntax only).
        let compile_only = f.toolchain.starts_with("checker") || f.toolchain.starts_with("clang");
        let unknown = f
            .deviations
            .keys()
            .filter(|id| case_of(id).is_none())
            .count();
        let got = expectation::migrate(&mut f, &case_of, compile_only, reinfer);
        let pruned = match (prune, cuconform::staleness::judged_cuda(&f)) {
            (false, _) => Vec::new(),
            (true, Some(cuda)) => expectation::prune_outside_range(&mut f, &range_of, &cuda),
            (true, None) => {
                eprintln!(
                    "{}: no CUDA version known for `{}`: not pruned",
                    path.display(),
                    f.toolchain
                );
                Vec::new()
            }
        };
        if let Err(e) = f.save(&path) {
            eprintln!("{}: {e}", path.display());
            failed = true;
            continue;
        }
        let mut all: BTreeMap<DeviationKind, usize> = BTreeMap::new();
        for d in f.deviations.values() {
            *all.entry(d.kind.expect("migrated")).or_default() += 1;
        }
        let row: Vec<String> = all.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!(
            "{}: {} entries ({} given a kind now{}{}): {}",
            path.display(),
            f.deviations.len(),
            got.values().sum::<usize>(),
            if prune {
                format!(", {} outside their CUDA range removed", pruned.len())
            } else {
                String::new()
            },
            if unknown > 0 {
                format!(", {unknown} for cases not in the corpus")
            } else {
                String::new()
            },
            row.join(", ")
        );
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
