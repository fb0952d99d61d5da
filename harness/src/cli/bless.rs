//! `cuconform bless`: rewrite a toolchain's expectation file from a run (notes are kept; cases
//! are never edited).

use super::common::{check_writable, config, install_interrupt_handler};
use super::common::{FilterArgs, ToolchainArgs};
use super::Error;
use clap::Args;
use cuconform::case::Phase;
use cuconform::corpus::Corpus;
use cuconform::expectation::{self, BlessInput, ExpectationFile};
use cuconform::results::ResultsFile;
use cuconform::runner::{self, RunConfig};
use cuconform::verdict::Status;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args)]
pub struct BlessArgs {
    #[command(flatten)]
    pub tc: ToolchainArgs,
    #[command(flatten)]
    pub filter: FilterArgs,
    /// Use this results file instead of running.
    #[arg(long)]
    pub results: Option<PathBuf>,
    /// YAML maps `case-id: note` to take notes from for new deviations: a file, or a folder
    /// whose `*.yaml` files are all read (e.g. `expectations/drafts`). Repeatable.
    #[arg(long)]
    pub notes: Vec<PathBuf>,
    /// Add these case-id prefixes to the file's scope (what it has been blessed over).
    #[arg(long)]
    pub scope: Vec<String>,
    #[arg(long, short = 'j', value_parser = super::run::parse_jobs)]
    pub jobs: Option<usize>,
}

pub fn exec(args: BlessArgs, root: &Path) -> Result<ExitCode, Error> {
    let BlessArgs {
        tc,
        filter,
        results,
        notes,
        scope,
        jobs,
    } = args;
    if tc.toolchains.len() != 1 {
        return Err(Error::Usage("bless takes exactly one --toolchain".into()));
    }
    // A spec naming several versions (`nvrtc@11.7..13.5`) blesses each one's file from the one
    // run: the ids of what it resolved to (a `--results` file is matched by the spec instead).
    let mut resolved: Vec<String> = Vec::new();
    let results = match results {
        Some(p) => ResultsFile::load(&p)?,
        None => {
            install_interrupt_handler();
            let corpus = Corpus::load(root);
            let tcs = tc.resolve(&[])?;
            resolved = tcs.iter().map(|t| t.info().id.clone()).collect();
            let f = filter.filter(root);
            if runner::select(&corpus, &f, None).is_empty()
                && runner::select_invalid(&corpus, &f, None).is_empty()
            {
                return Err(filter.no_match(None));
            }
            // The file to rewrite must be writable before the run that feeds it.
            let dir = RunConfig::new(root).expectations_dir;
            for t in &tcs {
                check_writable(
                    &expectation::path_for(&dir, &t.info().name),
                    "expectation file",
                )?;
            }
            let progress = cuconform::progress::Progress::new(false);
            let r = runner::run_observed(&corpus, &f, &tcs, &config(root, jobs), &progress);
            progress.finish();
            let r = r?;
            if r.interrupted {
                cuconform::say!("cuconform: interrupted: the expectation file is left unchanged");
                return Ok(ExitCode::from(130));
            }
            r
        }
    };
    let note_map = read_notes(&notes)?;
    let wanted = &tc.toolchains[0];
    // The toolchain is named by spec (nvcc@13.5) or by name (nvcc-13.5); match it in the results.
    let infos: Vec<_> = results
        .toolchains
        .iter()
        .filter(|t| {
            resolved.contains(&t.id)
                || &t.name == wanted
                || &t.id == wanted
                || cuconform::spec_match::spec_names(wanted, &t.id)
                || cuconform::spec_match::range_names(wanted, &t.id)
        })
        .cloned()
        .collect();
    if infos.is_empty() {
        return Err(Error::Usage(format!("no results for toolchain `{wanted}`")));
    }
    // With `--results`, a spec matches one toolchain of the file, as it always has; a range
    // (`nvcc@13.0..13.5`) each of its versions there, and each one's file is blessed.
    let infos = if resolved.is_empty() && !wanted.contains("..") {
        infos[..1].to_vec()
    } else {
        infos
    };
    for info in &infos {
        bless_one(info, &results, &filter, &note_map, &scope, root)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Rewrites `info`'s expectation file from its results in `results`.
fn bless_one(
    info: &cuconform::toolchain::ToolchainInfo,
    results: &ResultsFile,
    filter: &FilterArgs,
    note_map: &BTreeMap<String, String>,
    scope: &[String],
    root: &Path,
) -> Result<(), Error> {
    let dir = RunConfig::new(root).expectations_dir;
    let path = expectation::path_for(&dir, &info.name);
    let mut file = ExpectationFile::load(&path, &info.name)?;
    // Blessing over one phase only (`--phase compile`) records it, so the cases of the other
    // phases stay outside what the file speaks for.
    if let Some(ph) = filter.phase {
        file.record_phase(ph);
    }
    file.blessed_with = Some(info.id.clone());
    if !scope.is_empty() {
        let mut sc = file.scope.take().unwrap_or_default();
        for p in scope {
            if !sc.contains(p) {
                sc.push(p.clone());
            }
        }
        sc.sort();
        file.scope = Some(sc);
    }
    let fl = filter.filter(root);
    // The case files' text, for kinds that depend on the rule's line (`expectation::bless`).
    let corpus = Corpus::load(root);
    let source_of: BTreeMap<&str, &str> = corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), c.source.as_str()))
        .collect();
    let inputs: Vec<BlessInput> = results
        .results
        .iter()
        .filter(|r| r.toolchain == info.id)
        // A results file given with --results may hold more than the selection; bless only what
        // was selected (by id, phase, verdict), so a narrow bless never drops other deviations.
        .filter(|r| fl.matches_record(&r.case, &r.section, r.verdict, r.phase))
        .map(|r| BlessInput {
            case_id: &r.case,
            clause: Some(r.clause.as_str()),
            source: source_of.get(r.case.as_str()).copied(),
            verdict: r.verdict,
            status: r.judged,
            mismatches: &r.mismatches,
            warnings: r
                .outcome
                .as_ref()
                .map(cuconform::silence::recorded)
                .unwrap_or_default(),
            outside_range: r.judged == Status::Unsupported
                && r.remarks
                    .iter()
                    .any(|m| m.starts_with(cuconform::toolchain::OUTSIDE_RANGE)),
            capped_before_link: r.phase.is_some_and(|p| p >= Phase::Link)
                && r.outcome
                    .as_ref()
                    .and_then(|o| o.attempted)
                    .is_some_and(|a| a < Phase::Link),
        })
        .collect();
    let note_map: BTreeMap<String, String> = note_map
        .iter()
        .filter_map(|(k, v)| Some((k.clone(), expectation::retarget_note(v, &info.id)?)))
        .collect();
    let n = expectation::bless(&mut file, &inputs, &note_map);
    file.save(&path).map_err(|source| Error::Io {
        path: path.clone(),
        source,
    })?;
    out!(
        "{}: {} added, {} removed, {} kept ({} with a new kind), {} outside their CUDA range removed; {} deviations recorded",
        path.display(),
        n.added,
        n.removed,
        n.kept,
        n.rekinded,
        n.stale,
        file.deviations.len()
    );
    Ok(())
}

/// The notes of `--notes` files and folders; a folder stands for its YAML files, in name order
/// (a later file's note wins).
fn read_notes(notes: &[PathBuf]) -> Result<BTreeMap<String, String>, Error> {
    let io = |p: &Path| {
        let path = p.to_path_buf();
        move |source| Error::Io { path, source }
    };
    let mut note_files = Vec::new();
    for p in notes {
        if p.is_dir() {
            let mut in_dir: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(io(p))?
                .flatten()
                .map(|e| e.path())
                .filter(|f| f.extension().is_some_and(|x| x == "yaml"))
                .collect();
            in_dir.sort();
            note_files.extend(in_dir);
        } else {
            note_files.push(p.clone());
        }
    }
    let mut note_map = BTreeMap::new();
    for p in &note_files {
        let text = std::fs::read_to_string(p).map_err(io(p))?;
        let m: BTreeMap<String, String> =
            serde_saphyr::from_str(&text).map_err(|e| Error::Notes {
                path: p.clone(),
                why: cuconform::case::yaml_message(&e),
            })?;
        note_map.extend(m);
    }
    Ok(note_map)
}
