//! Checks over the expectation files themselves, without running any toolchain.

use cuconform::corpus::Corpus;
use cuconform::expectation::ExpectationFile;
use cuconform::staleness;

fn expectation_files(root: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(root.join("../expectations"))
        .expect("expectations/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// No entry of any file names a trial that no run of its toolchain can judge: an id no longer
/// in the corpus, a case outside the CUDA range of the toolchain's version, or outside the
/// file's `phases` or `scope`.
/// The triage records and every expectation file, as the triage tests read them.
fn records_and_files(
    root: &std::path::Path,
) -> (Vec<cuconform::triage::Record>, Vec<ExpectationFile>) {
    let records = cuconform::triage::load_dir(&root.join("../expectations/triage")).unwrap();
    let files = expectation_files(root)
        .iter()
        .map(|p| ExpectationFile::load_lenient(p).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    (records, files)
}

/// Each case's clause, by case id.
fn clause_of(corpus: &Corpus) -> std::collections::BTreeMap<&str, &str> {
    corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), c.meta.clause.as_str()))
        .collect()
}

#[test]
fn no_expectation_file_has_stale_entries() {
    let root = cuconform::find_cases_root(None);
    let corpus = Corpus::load(&root);
    let files = expectation_files(&root);
    assert!(!files.is_empty());
    let mut problems = Vec::new();
    for path in files {
        let f = ExpectationFile::load_lenient(&path).unwrap_or_else(|e| panic!("{e}"));
        if staleness::judged_cuda(&f).is_none() {
            problems.push(format!(
                "{}: no CUDA version known for `{}`",
                path.display(),
                f.toolchain
            ));
        }
        for (id, why) in staleness::stale_in_corpus(&f, &corpus) {
            problems.push(format!("{}: `{id}`: {why}", path.display()));
        }
    }
    assert!(
        problems.is_empty(),
        "{} stale entries (remove them, or re-bless):\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

/// Every entry's `detail` is one a run could give today (`staleness::detail_disagreement`):
/// otherwise the next `bless` over a fresh run rewrites it although the toolchain did not
/// change (a case changed after the bless, or the harness's wording did), and "bless over a
/// fresh run changes nothing" fails for a reason no run shows.
#[test]
fn entry_details_agree_with_their_trials() {
    let root = cuconform::find_cases_root(None);
    let corpus = Corpus::load(&root);
    let by_id: std::collections::BTreeMap<&str, &cuconform::case::Case> =
        corpus.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut problems = Vec::new();
    let mut checked = 0;
    for path in expectation_files(&root) {
        let f = ExpectationFile::load_lenient(&path).unwrap_or_else(|e| panic!("{e}"));
        for (id, d) in &f.deviations {
            let (Some(detail), Some(case)) = (d.detail.as_deref(), by_id.get(id.as_str())) else {
                continue;
            };
            checked += 1;
            if let Some(why) = staleness::detail_disagreement(detail, case) {
                problems.push(format!("{}: `{id}`: {why}", path.display()));
            }
        }
    }
    assert!(checked > 1000, "only {checked} details checked");
    assert!(
        problems.is_empty(),
        "{} entries whose detail no run gives today (re-bless those trials):\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

/// Every triage record's conclusion agrees with the CHANGES.md rows it cites, names a clause of
/// the index and has entries; every entry of a recorded group carries the note generated from
/// its record; and no other note contradicts CHANGES.md (says it documents no change, or calls
/// a relaxation undocumented, where a row the note or its clause cites says otherwise).
#[test]
fn triage_records_and_notes_agree_with_changes_md() {
    use cuconform::triage::{self, ChangeRows};
    let root = cuconform::find_cases_root(None);
    let changes = ChangeRows::find(&root).unwrap_or_else(|| {
        panic!(
            "no shared/spec/CHANGES.md above {}: set CUCONFORM_SPEC_DIR to the spec folder",
            root.display()
        )
    });
    let rows = ChangeRows::parse(
        &std::fs::read_to_string(&changes).unwrap_or_else(|e| panic!("{}: {e}", changes.display())),
    );
    assert!(
        rows.rows.len() > 50,
        "{}: too few rows read",
        changes.display()
    );
    let corpus = Corpus::load(&root);
    let (records, files) = records_and_files(&root);
    let clause_of = clause_of(&corpus);
    let consensus = triage::consensus_cases(&corpus, &files);
    let mut problems = Vec::new();
    for (i, r) in records.iter().enumerate() {
        let at = r.path.display();
        if corpus.clauses.get(&r.clause).is_none() {
            problems.push(format!("{at}: no clause `{}` in the index", r.clause));
        }
        if let Err(e) = r.check(&rows) {
            problems.push(format!("{at}: {e}"));
        }
        if records[..i]
            .iter()
            .any(|o| o.clause == r.clause && o.kinds.iter().any(|k| r.kinds.contains(k)))
        {
            problems.push(format!(
                "{at}: a second record for the same clause and kind"
            ));
        }
        let deviating =
            triage::deviating(r, &files, &|id| clause_of.get(id).map(|c| c.to_string()));
        if deviating.is_empty() {
            problems.push(format!("{at}: no entry of any file is in this group"));
        }
        eprintln!("{}: deviating {deviating:?}", r.clause);
    }
    for f in &files {
        let cuda = staleness::judged_cuda(f);
        for (id, d) in &f.deviations {
            let Some(clause) = clause_of.get(id.as_str()) else {
                continue;
            };
            let record = records
                .iter()
                .find(|r| r.clause == *clause && d.kind.is_some_and(|k| r.kinds.contains(&k)));
            if let Some(r) = record {
                let at_consensus = consensus.contains(id.as_str());
                if d.note.contains("no toolchain enforces") && !at_consensus {
                    problems.push(format!(
                        "{}: `{id}`: the note says no toolchain enforces the rule, but some family that judges the case conforms or deviates another way",
                        f.toolchain
                    ));
                }
                if triage::generated_note(&d.note, r, cuda.as_ref(), at_consensus) != d.note {
                    problems.push(format!(
                        "{}: `{id}`: the note does not end with its triage record's sentence (cargo run -p cuconform --example triage-notes)",
                        f.toolchain
                    ));
                }
                continue;
            }
            let Some(c) = corpus.clauses.get(clause) else {
                continue;
            };
            let sources: String = [&c.since, &c.until]
                .iter()
                .filter_map(|b| b.as_ref().map(|b| b.source.clone()))
                .collect::<Vec<_>>()
                .join(" ");
            let context = format!(
                "{} {} {sources}",
                c.text,
                c.reading.as_deref().unwrap_or("")
            );
            if let Some(why) = triage::note_contradiction(&d.note, &context, &sources, &rows) {
                problems.push(format!(
                    "{}: `{id}` ({clause}): {why}: write a triage record for the group",
                    f.toolchain
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

/// Every deviation group (the entries, over every expectation file, whose cases cite one clause
/// and have kinds that refine each other: `triage::group_kinds`) has a triage record saying why
/// it is a deviation. The failure lists each group without one, largest first, with its entry
/// count per file, so the work left is visible.
#[test]
fn every_deviation_group_has_a_triage_record() {
    use cuconform::triage;
    let root = cuconform::find_cases_root(None);
    let corpus = Corpus::load(&root);
    let (records, files) = records_and_files(&root);
    let clause_of = clause_of(&corpus);
    let entries: usize = files.iter().map(|f| f.deviations.len()).sum();
    let missing = triage::unrecorded_groups(&records, &files, &|id| {
        clause_of.get(id).map(|c| c.to_string())
    });
    let left: usize = missing.iter().map(|g| g.total()).sum();
    let lines: Vec<String> = missing
        .iter()
        .map(|g| {
            let kinds: Vec<&str> = g.kinds.iter().map(|k| k.as_str()).collect();
            format!(
                "{} [{}]: {} entries in {} files ({})",
                g.clause,
                kinds.join(", "),
                g.total(),
                g.entries.len(),
                g.entries.keys().cloned().collect::<Vec<_>>().join(" ")
            )
        })
        .collect();
    assert!(
        missing.is_empty(),
        "{} deviation groups ({left} of {entries} entries) have no triage record in expectations/triage/ ({} records written):\n  {}",
        missing.len(),
        records.len(),
        lines.join("\n  ")
    );
}

/// The trials the expectation files speak for, as the consensus finding reads them: for each
/// file of a compiler family, every case its toolchain judges (in the CUDA range of its version,
/// its phases and scope, the case's `requires` met by the family's features, and for NVRTC what
/// it can compile: one translation unit with options it has), deviating where the file has an
/// entry. NVRTC also leaves out, after compiling, a case its log shows to be host code; the
/// files cannot tell that, so such a case counts as judged by NVRTC and conforming there, and
/// a consensus of nvcc and clang alone on it is missed here (the report, from results, has it).
fn trials_of_files(
    corpus: &Corpus,
    files: &[ExpectationFile],
) -> Vec<cuconform::report::consensus::Trial> {
    cuconform::triage::judged_trials(corpus, files)
}

/// Every consensus deviation the expectation files show (every compiler family that judges a
/// case deviates, the same way: `report::consensus`) is resolved: its group's triage record
/// says no toolchain enforces the rule, quoting the guide (`unenforced`). A wrong case is
/// resolved by fixing the case, after which it is no consensus.
#[test]
fn consensus_deviations_are_resolved() {
    use cuconform::triage;
    let root = cuconform::find_cases_root(None);
    let corpus = Corpus::load(&root);
    let records = triage::load_dir(&root.join("../expectations/triage")).unwrap();
    let files: Vec<ExpectationFile> = expectation_files(&root)
        .iter()
        .map(|p| ExpectationFile::load_lenient(p).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let found = cuconform::report::consensus::find(&trials_of_files(&corpus, &files));
    let mut open = Vec::new();
    for c in &found {
        let resolved = records.iter().any(|r| {
            r.clause == c.clause
                && r.unenforced.is_some()
                && r.kinds.iter().any(|k| {
                    cuconform::report::consensus::way_of(Some(*k), cuconform::verdict::Status::Fail)
                        == c.way
                })
        });
        let fams: Vec<String> = c
            .families
            .iter()
            .map(|(f, ts)| format!("{f} {}", ts.len()))
            .collect();
        eprintln!(
            "consensus: {} ({}, {}): {}{}",
            c.case,
            c.clause,
            c.way,
            fams.join(", "),
            if resolved { " [resolved]" } else { "" }
        );
        if !resolved {
            open.push(format!("{} ({}, {})", c.case, c.clause, c.way));
        }
    }
    eprintln!("{} consensus deviations, {} open", found.len(), open.len());
    assert!(
        open.is_empty(),
        "{} of {} consensus deviations are unresolved (fix the case, or give the group's triage record `unenforced` with the guide's words):\n  {}",
        open.len(),
        found.len(),
        open.join("\n  ")
    );
}

/// An entry whose note says the toolchain lacks the feature the case exercises (clang's
/// "'managed' attribute ignored", "does not support dynamic parallelism", a missing header, a
/// checker that does not link: `expectation::kind_from_note`) is a `toolchain-limit`, whatever
/// the judgement inferred from the first mismatch: the case it records breaks no rule once the
/// feature is gone (issue 23 review, F4: a clang-19 `__managed__` structured binding recorded
/// accepts-invalid, clang 14-21's device-side launch error recorded rejects-valid).
#[test]
fn entries_whose_note_names_a_missing_feature_are_toolchain_limits() {
    use cuconform::expectation::{kind_from_note, DeviationKind};
    let root = cuconform::find_cases_root(None);
    let mut wrong = Vec::new();
    for p in expectation_files(&root) {
        let f = ExpectationFile::load_lenient(&p).unwrap_or_else(|e| panic!("{e}"));
        for (id, d) in &f.deviations {
            if kind_from_note(&d.note) == Some(DeviationKind::ToolchainLimit)
                && d.kind != Some(DeviationKind::ToolchainLimit)
            {
                wrong.push(format!(
                    "{}: `{id}` ({}): {}",
                    f.toolchain,
                    d.kind.map(|k| k.as_str()).unwrap_or("no kind"),
                    d.note
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} entries name a missing feature but are not toolchain-limit:\n  {}",
        wrong.len(),
        wrong.join("\n  ")
    );
}

/// No note names its case's host variable wrongly: a class static member called
/// "namespace-scope", a constexpr variable called const, or another section than the case's
/// cited (`note_subject`; issue 23, fifth review F4). `triage-notes` writes the right phrase.
#[test]
fn notes_name_the_cases_own_host_variable_and_section() {
    let root = cuconform::find_cases_root(None);
    let corpus = Corpus::load(&root);
    let by_id: std::collections::BTreeMap<&str, &cuconform::case::Case> =
        corpus.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for p in expectation_files(&root) {
        let f = ExpectationFile::load_lenient(&p).unwrap_or_else(|e| panic!("{e}"));
        for (id, d) in &f.deviations {
            let Some(case) = by_id.get(id.as_str()) else {
                continue;
            };
            if case.meta.clause.starts_with("hostvar.") {
                checked += 1;
            }
            if let Some(why) = cuconform::note_subject::contradiction(&d.note, case) {
                wrong.push(format!("{}: `{id}`: {why}", f.toolchain));
            }
        }
    }
    assert!(checked > 100, "only {checked} hostvar entries checked");
    assert!(
        wrong.is_empty(),
        "{} notes name another host variable than their case's (run the triage-notes example):\n  {}",
        wrong.len(),
        wrong.join("\n  ")
    );
}

/// No note of an accepted case claims silence ("accepted without a diagnostic") where the build,
/// when blessed, printed a warning other than an unused-entity lint (`silence`; issue 23,
/// seventh review F2). `triage-notes` names the warning instead.
#[test]
fn notes_claim_no_silence_the_recorded_warnings_contradict() {
    let root = cuconform::find_cases_root(None);
    let mut wrong = Vec::new();
    for p in expectation_files(&root) {
        let f = ExpectationFile::load_lenient(&p).unwrap_or_else(|e| panic!("{e}"));
        for (id, d) in &f.deviations {
            if let Some(why) = cuconform::silence::contradiction(&d.note, &d.warnings) {
                wrong.push(format!("{}: `{id}`: {why}", f.toolchain));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} notes claim a silence their entry's warnings contradict (run the triage-notes example):\n  {}",
        wrong.len(),
        wrong.join("\n  ")
    );
}

/// A note is about its own toolchain: the first compiler it names with a version is of the
/// file's family. A note written about nvcc's observation and put under clang's or NVRTC's name
/// by a bless claimed what that compiler did (a clang note said clang rejected a declaration it
/// only warned about); `bless` no longer retargets such notes and this keeps them out.
#[test]
fn every_note_names_its_own_toolchain_family_first() {
    use cuconform::expectation::{note_subject_family, Family};
    let root = cuconform::find_cases_root(None);
    let mut problems = Vec::new();
    for path in expectation_files(&root) {
        let f = ExpectationFile::load_lenient(&path).unwrap_or_else(|e| panic!("{e}"));
        let Some(family) = Family::of_id(&f.toolchain) else {
            problems.push(format!(
                "{}: no family for `{}`",
                path.display(),
                f.toolchain
            ));
            continue;
        };
        for (id, d) in &f.deviations {
            if let Some(named) = note_subject_family(&d.note) {
                if named != family {
                    problems.push(format!(
                        "{}: `{id}`: the note is about {named:?}, the file is {family:?}'s: {}",
                        path.display(),
                        d.note
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
