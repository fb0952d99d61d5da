//! Regenerates the notes of every entry in a group that has a triage record
//! (`expectations/triage/*.yaml`): each keeps what the toolchain does (the note up to its old
//! conclusion) and ends with the record's sentence (`triage::generated_note`). Prints how many
//! notes changed per file; a second run changes nothing.
//!
//! cargo run -p cuconform --example triage-notes -- [FILE...]   (no FILE: every expectations/*.yaml)

use cuconform::corpus::Corpus;
use cuconform::expectation::ExpectationFile;
use cuconform::triage;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cases = cuconform::find_cases_root(None);
    let dir = cases.join("../expectations");
    let records = match triage::load_dir(&dir.join("triage")) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut files: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if files.is_empty() {
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
    let clause_of: BTreeMap<&str, &str> = corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), c.meta.clause.as_str()))
        .collect();
    let case_of: BTreeMap<&str, &cuconform::case::Case> =
        corpus.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    // The consensus deviations over every file (not only those rewritten): only their notes
    // may say "no toolchain enforces this rule".
    let all: Vec<ExpectationFile> = std::fs::read_dir(&dir)
        .map(|rd| {
            let mut ps: Vec<PathBuf> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect();
            ps.sort();
            ps
        })
        .unwrap_or_default()
        .iter()
        .filter_map(|p| ExpectationFile::load_lenient(p).ok())
        .collect();
    let consensus = triage::consensus_cases(&corpus, &all);
    let mut failed = false;
    for path in files {
        let mut f = match ExpectationFile::load(&path, "") {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{e}");
                failed = true;
                continue;
            }
        };
        let mut changed = 0;
        let cuda = cuconform::staleness::judged_cuda(&f);
        for (id, d) in f.deviations.iter_mut() {
            let Some(clause) = clause_of.get(id.as_str()) else {
                continue;
            };
            // A claim of silence is made true of the warnings bless recorded (`silence`).
            let fixed = cuconform::silence::correct(&d.note, &d.warnings);
            if fixed != d.note {
                d.note = fixed;
                changed += 1;
            }
            // The note's words for the case's subject are the case's (`note_subject`).
            if let Some(case) = case_of.get(id.as_str()) {
                let fixed = cuconform::note_subject::correct(&d.note, case);
                if fixed != d.note {
                    d.note = fixed;
                    changed += 1;
                }
            }
            let Some(r) = records
                .iter()
                .find(|r| r.clause == *clause && d.kind.is_some_and(|k| r.kinds.contains(&k)))
            else {
                continue;
            };
            let note =
                triage::generated_note(&d.note, r, cuda.as_ref(), consensus.contains(id.as_str()));
            if note != d.note {
                d.note = note;
                changed += 1;
            }
        }
        if changed > 0 {
            if let Err(e) = f.save(&path) {
                eprintln!("{}: {e}", path.display());
                failed = true;
                continue;
            }
        }
        println!("{}: {changed} notes regenerated", path.display());
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
