//! The committed matrix summaries (`reports/matrix/`) against the committed results data they
//! are generated from: the summaries are exactly what `cuconform report` writes from the data,
//! and the data names only trials the corpus has, with the corpus's construct ids.
//! (`reports/matrix/README.md` says how to regenerate both.)

use cuconform::corpus::Corpus;
use cuconform::results::ResultsFile;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn matrix() -> PathBuf {
    repo().join("reports/matrix")
}

const REGENERATE: &str =
    "regenerate as reports/matrix/README.md says (\"Regenerating the summaries\")";

/// The committed summary file of each file `report` writes.
const SUMMARIES: &[(&str, &str)] = &[
    ("timeline.md", "timeline.md"),
    ("summary.md", "by-section.md"),
];

fn report(results: &Path, out: &Path) {
    std::fs::create_dir_all(out).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_cuconform"))
        .arg("report")
        .arg(results)
        .arg("--documented")
        .arg(matrix().join("documented-changes.yaml"))
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "cuconform report failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn committed_summaries_are_what_report_writes_from_the_committed_data() {
    let out = tempfile::tempdir().unwrap();
    report(&matrix().join("results.json"), out.path());
    // The compact data keep no case sources: a construct's page says where the code is rather
    // than showing an empty box (as it did).
    let page = std::fs::read_to_string(
        out.path()
            .join("constructs/host-extensions__float128-device-variable.html"),
    )
    .unwrap();
    assert!(
        !page.contains("<pre class=\"src\"></pre>"),
        "an empty code box"
    );
    assert!(
        page.contains("Not in these results") && page.contains("float128-device-variable.cu"),
        "the page names no case file"
    );
    for (written, committed) in SUMMARIES {
        let want = std::fs::read_to_string(out.path().join(written)).unwrap();
        let have = std::fs::read_to_string(matrix().join(committed)).unwrap();
        if want != have {
            let first = want
                .lines()
                .zip(have.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(want.lines().count().min(have.lines().count()));
            panic!(
                "reports/matrix/{committed} is not what `report` writes from reports/matrix/results.json \
                 (first difference at line {}: committed {:?}, written {:?}); {REGENERATE}",
                first + 1,
                have.lines().nth(first),
                want.lines().nth(first)
            );
        }
    }
}

/// Every trial of the data is a trial of the corpus, with the construct id the corpus gives it
/// today, and every id the summaries name in backquotes is a trial, case file or construct of
/// the corpus, or a prefix of a trial id: a case renamed, split into revisions or regrouped makes this fail until the
/// data are made again.
#[test]
fn the_committed_data_and_summaries_name_only_what_the_corpus_has() {
    let data = ResultsFile::load(&matrix().join("results.json")).unwrap();
    let corpus = Corpus::load(&repo().join("cases"));
    let constructs = cuconform::construct::assign(&corpus.cases);
    let trials: BTreeSet<&str> = corpus.cases.iter().map(|c| c.id.as_str()).collect();
    let mut known: BTreeSet<String> = trials.iter().map(|t| t.to_string()).collect();
    known.extend(corpus.cases.iter().map(|c| c.file_id().to_string()));
    known.extend(constructs.values().cloned());
    let mut stale = Vec::new();
    for r in &data.results {
        if !trials.contains(r.case.as_str()) {
            stale.push(format!(
                "result {} ({}): no such trial",
                r.case, r.toolchain
            ));
        }
    }
    for (id, c) in &data.cases {
        match constructs.get(id) {
            None => stale.push(format!("case {id}: no such trial")),
            Some(k) if c.construct.as_deref() != Some(k.as_str()) => stale.push(format!(
                "case {id}: construct {:?} in the data, {k} in the corpus",
                c.construct
            )),
            Some(_) => {}
        }
    }
    for (_, committed) in SUMMARIES {
        let text = std::fs::read_to_string(matrix().join(committed)).unwrap();
        // An id, or a case-id prefix (the documented changes' `cases`) that some trial has.
        for id in backquoted_ids(&text) {
            if !known.contains(&id) && !trials.iter().any(|t| t.starts_with(id.as_str())) {
                stale.push(format!("{committed} names `{id}`, which the corpus lacks"));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "{} stale ids ({REGENERATE}):\n{}",
        stale.len(),
        stale.join("\n")
    );
    assert!(
        !data.results.is_empty(),
        "reports/matrix/results.json holds no results"
    );
}

/// The ids in backquotes that look like case ids (`area/name`, no spaces, no options).
fn backquoted_ids(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.contains('/')
                && !s.contains(char::is_whitespace)
                && !s.starts_with(['-', '.', '/'])
                && !s.ends_with(['/', '.'])
                && !s.contains(".yaml")
                && !s.contains(".md")
                && !s.contains(".cu")
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn backquoted_ids_are_found_and_paths_and_commands_are_not() {
    let t = "a `functions/x#c++14` b `cuconform run -t clang@14` `reports/matrix/timeline.md` \
             `dynamic-parallelism/` `functions/y` `-fgpu-rdc`";
    assert_eq!(backquoted_ids(t), vec!["functions/x#c++14", "functions/y"]);
}

/// What compaction removes (build commands and output, case sources, machine paths) changes
/// no summary: a report of a real results file and of its compact form write the same
/// timeline, summary and construct data.
#[test]
fn compact_keeps_every_summary() {
    let full = matrix().join("results.json");
    // The committed data are compact already; compacting them again must change nothing the
    // summaries read, and the fixture of a full run (with outputs and sources) must lose only
    // what no summary reads.
    let fixture = repo().join("harness/tests/fixtures/matrix-full-sample.json");
    for input in [&fixture, &full] {
        let r = ResultsFile::load(input).unwrap();
        let mut c = r.clone();
        cuconform::compaction::compact(&mut c);
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (
            dir.path().join("full.json"),
            dir.path().join("compact.json"),
        );
        r.save(&a).unwrap();
        // As `merge --compact` writes it.
        std::fs::write(&b, cuconform::compaction::to_text(&c).unwrap()).unwrap();
        let (ra, rb) = (dir.path().join("ra"), dir.path().join("rb"));
        report(&a, &ra);
        report(&b, &rb);
        for f in ["timeline.md", "summary.md", "constructs.json"] {
            let x = std::fs::read_to_string(ra.join(f)).unwrap();
            let y = std::fs::read_to_string(rb.join(f)).unwrap();
            assert_eq!(x, y, "{f} differs after compaction of {}", input.display());
        }
        if input == &fixture {
            let size = |p: &Path| std::fs::metadata(p).unwrap().len();
            assert!(
                size(&b) * 2 < size(&a),
                "compaction kept {} of {} bytes",
                size(&b),
                size(&a)
            );
        }
    }
}

/// Real results of clang 18, 19, 21 and 22 (the clang-tidy wheels, 2026-11-27) on three
/// constructs: the brackets of the two clang changes of issue 22 show at their first version,
/// with the version before as the bracket, in the view's data and in `constructs.html`.
#[test]
fn clang_brackets_show_at_22_and_19_in_the_construct_view() {
    use cuconform::report::construct::{Kind, View};
    let r =
        ResultsFile::load(&repo().join("harness/tests/fixtures/matrix-full-sample.json")).unwrap();
    let view = View::build(&r, &[]);
    let clang: Vec<&str> = view
        .families
        .iter()
        .find(|f| f.family == "clang")
        .unwrap()
        .columns
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(clang, ["18", "19", "21", "22"]);
    let change = |id: &str| {
        let row = view.constructs.iter().find(|r| r.id == id).unwrap();
        assert_eq!(row.changes.len(), 1, "{id}: {:?}", row.changes);
        row.changes[0].clone()
    };
    let f = change("host-extensions/float128-device-variable");
    assert_eq!(
        (f.at.as_str(), f.before.as_str(), f.exact),
        ("19", "18", true)
    );
    assert_eq!((f.from, f.to), (Kind::RejectsExpected, Kind::Accepts));
    assert_eq!(f.text, "from 19 (18 rejects)");
    // A launch the spec forbids (a non-trivially-copyable argument): 21 rejects it at the launch,
    // for want of device-side launches, and 22 accepts it.
    let l = change("functions/device-launch-args/user-copy-ctor");
    assert_eq!(l.text, "from 22 (21 rejects)");
    // A valid launch: 21's error is at a line no case expects one.
    let ok = change("functions/device-launch-args/pod-ok");
    assert_eq!(ok.text, "from 22 (21 rejects elsewhere)");
    assert_eq!(ok.to, Kind::Accepts);
    // The same in the rendered report: the HTML row and the JSON the schema describes.
    let out = tempfile::tempdir().unwrap();
    let fixture = repo().join("harness/tests/fixtures/matrix-full-sample.json");
    report(&fixture, out.path());
    let html = std::fs::read_to_string(out.path().join("constructs.html")).unwrap();
    for t in ["clang: from 19 (18 rejects)", "clang: from 22 (21 rejects)"] {
        assert!(html.contains(t), "constructs.html lacks {t:?}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("constructs.json")).unwrap())
            .unwrap();
    let texts: Vec<&str> = json["constructs"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["changes"].as_array().unwrap())
        .filter_map(|c| c["text"].as_str())
        .collect();
    assert!(texts.contains(&"from 19 (18 rejects)") && texts.contains(&"from 22 (21 rejects)"));
}
