//! The report layer: escaping, schemas, and the HTML as a browser renders it.

use cuconform::corpus::Corpus;
use cuconform::results::ResultsFile;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Results of a real run (nvcc 13.5.37 and the checker on the I.4.3.2 cases), committed as
/// schema 3, without the corpus's part.
fn sample_v3() -> ResultsFile {
    ResultsFile::load(&repo().join("harness/tests/fixtures/results-sample.json")).unwrap()
}

/// The same run as schema 4 writes it: with what reports show of its cases and clauses.
fn sample() -> ResultsFile {
    let mut r = sample_v3();
    let corpus = Corpus::load(&repo().join("cases"));
    let ids: std::collections::BTreeSet<&str> = r.results.iter().map(|x| x.case.as_str()).collect();
    let cases = corpus.cases.iter().filter(|c| ids.contains(c.id.as_str()));
    r.describe(cuconform::results::CorpusDigest::of(&corpus, cases));
    r.schema_version = cuconform::results::SCHEMA_VERSION;
    r
}

/// A results file whose strings are hostile HTML/XML.
fn hostile() -> ResultsFile {
    let mut r = sample();
    let evil = "<script>alert('x')</script> & \"quotes\" \u{1}";
    let first = &mut r.results[0];
    first
        .mismatches
        .push(format!("unexpected error at line 3: {evil}"));
    first.remarks.push(evil.into());
    first.deviation = Some(evil.into());
    if let Some(o) = first.outcome.as_mut() {
        if let Some(s) = o.steps.first_mut() {
            s.output.push_str(evil);
        }
        if let Some(d) = o.diagnostics.first_mut() {
            d.message = evil.into();
        }
        o.run = Some(cuconform::outcome::RunRecord {
            exit: cuconform::process::Exit::Code(3),
            stdout: format!("out {evil}"),
            stderr: format!("err {evil}"),
            duration_ms: 12,
            sanitizer: Some(format!("san {evil}")),
        });
    }
    r.machine.hostname = evil.into();
    r
}

fn render(r: &ResultsFile) -> tempfile::TempDir {
    let out = tempfile::tempdir().unwrap();
    cuconform::report::render(r, &[], out.path()).unwrap();
    out
}

/// Schema 5: a revision is its own trial: its own page (a file name a link can reach, `#` would
/// start a fragment), its own JUnit test case and Markdown row, each naming the revision.
#[test]
fn revisions_are_shown_as_their_own_trials() {
    let mut r = sample();
    let base = r.results[0].clone();
    let id = format!("{}#c++14", base.case);
    let mut rev = base.clone();
    rev.case = id.clone();
    rev.revision = Some("c++14".into());
    rev.status = cuconform::verdict::Status::Fail;
    rev.judged = cuconform::verdict::Status::Fail;
    rev.mismatches = vec!["unexpected error at line 8".into()];
    r.results.push(rev);
    let mut info = r.cases[&base.case].clone();
    info.revision = Some("c++14".into());
    info.std = Some("c++14".into());
    info.flags = vec!["--extended-lambda".into()];
    r.cases.insert(id.clone(), info);
    let out = render(&r);
    let file = cuconform::report::html::case_file(&id);
    assert!(!file.contains('#'), "{file}");
    let page = std::fs::read_to_string(out.path().join("cases").join(&file)).unwrap();
    assert!(
        page.contains("Revision <b>c++14</b> of the case: standard c++14, flags <code>--extended-lambda</code>"),
        "{page}"
    );
    let index = std::fs::read_to_string(out.path().join("index.html")).unwrap();
    assert!(
        index.contains(&format!("cases/{file}")),
        "the index links the revision's page"
    );
    let model = cuconform::report::Model::build(&r, &[]);
    let xml = cuconform::report::junit::render(&model).unwrap();
    assert!(xml.contains(&format!("name=\"{id}\"")), "{xml}");
    let md = cuconform::report::markdown::render(&model);
    assert!(md.contains(&id), "{md}");
    // And the file with the revision is valid against the published schema.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo().join("reports/results.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let v = serde_json::to_value(&r).unwrap();
    let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let mut bad = v.clone();
    bad["results"].as_array_mut().unwrap().last_mut().unwrap()["revision"] = "Not A Name".into();
    assert!(!validator.is_valid(&bad));
}

#[test]
fn case_pages_show_what_the_results_file_holds() {
    // Schema 4: source, expected lines and clause text come from the file itself.
    let r = sample();
    assert!(!r.cases.is_empty() && !r.clauses.is_empty() && r.holes.is_some());
    let case = r.results[0].case.clone();
    let page = |r: &ResultsFile| {
        let out = render(r);
        std::fs::read_to_string(
            out.path()
                .join("cases")
                .join(cuconform::report::html::case_file(&case)),
        )
        .unwrap()
    };
    let html = page(&r);
    assert!(html.contains("<h2>Source</h2>"), "{html}");
    assert!(html.contains("<h2>Clause</h2>"), "{html}");
    // What the file says is what the page shows (the corpus is not consulted).
    let mut edited = r.clone();
    edited.cases.get_mut(&case).unwrap().source = "int marker_from_results_file;\n".into();
    assert!(page(&edited).contains("marker_from_results_file"));
    // An older file renders without the corpus's part, and says holes were not recorded.
    let old = sample_v3();
    assert!(!page(&old).contains("<h2>Source</h2>"));
    let out = render(&old);
    let index = std::fs::read_to_string(out.path().join("index.html")).unwrap();
    assert!(
        index.contains("Not recorded"),
        "holes section of a schema 3 file"
    );
}

fn all_html(dir: &Path) -> String {
    let mut s = std::fs::read_to_string(dir.join("index.html")).unwrap();
    for e in std::fs::read_dir(dir.join("cases")).unwrap() {
        s.push_str(&std::fs::read_to_string(e.unwrap().path()).unwrap());
    }
    s
}

#[test]
fn strings_from_compilers_and_programs_are_escaped() {
    let out = render(&hostile());
    let html = all_html(out.path());
    assert!(
        !html.contains("<script>alert"),
        "raw script tag in the HTML"
    );
    assert!(
        html.contains("&lt;script&gt;alert(&#x27;x&#x27;)&lt;&#x2f;script&gt;"),
        "escaped text is shown"
    );
    // In attributes too (the host name is in the page, a mismatch in a cell's title).
    assert!(
        !html.contains("\"quotes\""),
        "raw quotes from a result in the HTML"
    );
    // The program's output, on its case's page, in the pre-formatted blocks.
    let r = &hostile().results[0];
    let page = std::fs::read_to_string(
        out.path()
            .join("cases")
            .join(cuconform::report::html::case_file(&r.case)),
    )
    .unwrap();
    for part in ["out", "err", "san"] {
        assert!(
            page.contains(&format!("{part} &lt;script&gt;alert(&#x27;x&#x27;)")),
            "{part}: {page}"
        );
    }
    assert!(
        page.contains("<p>Program exited with status 3 in 12 ms.</p><pre>stdout:\n"),
        "{page}"
    );
    let md = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    assert!(!md.contains("<script>"), "{md}");
    let junit = out.path().join("junit.xml");
    let x = Command::new("xmllint")
        .arg("--noout")
        .arg(&junit)
        .output()
        .expect("xmllint (Debian libxml2-utils) is needed");
    assert!(
        x.status.success(),
        "junit.xml is not well-formed: {}",
        String::from_utf8_lossy(&x.stderr)
    );
}

#[test]
fn junit_validates_against_the_common_schema() {
    let out = render(&sample());
    let x = Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(repo().join("reports/junit.xsd"))
        .arg(out.path().join("junit.xml"))
        .output()
        .expect("xmllint (Debian libxml2-utils) is needed");
    assert!(x.status.success(), "{}", String::from_utf8_lossy(&x.stderr));
    let xml = std::fs::read_to_string(out.path().join("junit.xml")).unwrap();
    assert_eq!(
        xml.matches("<testsuite ").count(),
        sample().toolchains.len(),
        "one testsuite per toolchain"
    );
}

#[test]
fn junit_carries_statuses_messages_and_output() {
    use cuconform::verdict::Status;
    let mut r = hostile();
    r.results[0].status = Status::NotRun;
    r.results[1].status = Status::Fail;
    r.results[1].mismatches = vec!["missing error at line 7\nmore".into()];
    r.results[2].status = Status::Xfail;
    r.results[2].deviation = Some("nvcc accepts it".into());
    let out = render(&r);
    let xml = std::fs::read_to_string(out.path().join("junit.xml")).unwrap();
    assert!(xml.contains("<skipped message=\"not_run\"/>"), "{xml}");
    assert!(
        xml.contains("<failure message=\"missing error at line 7\" type=\"fail\">missing error at line 7\nmore</failure>"),
        "{xml}"
    );
    assert!(
        xml.contains("<system-out>xfail: nvcc accepts it</system-out>"),
        "{xml}"
    );
    // The hostile remarks of the skipped case are in its system-out, escaped, control character gone.
    assert!(
        xml.contains("<system-out>&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;quotes&quot; </system-out>"),
        "{xml}"
    );
    assert!(!xml.contains('\u{1}'));
}

#[test]
fn results_validate_against_the_published_schema() {
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo().join("reports/results.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    for r in [sample(), hostile()] {
        let v = serde_json::to_value(&r).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&v)
            .map(|e| e.to_string())
            .take(5)
            .collect();
        assert!(errors.is_empty(), "{errors:#?}");
    }
    // A schema 3 file (no corpus part) still validates.
    let v = serde_json::to_value(sample_v3()).unwrap();
    let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // A schema 2 file: the not_run status, an interrupted run, a merged file.
    let mut r = sample_v3();
    r.schema_version = 2;
    r.results[0].status = cuconform::verdict::Status::NotRun;
    r.interrupted = true;
    r.merged = Some(cuconform::results::Merged {
        files: 2,
        parts_duration_ms: 1234,
    });
    let v = serde_json::to_value(&r).unwrap();
    let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // And the schema is not vacuous: a wrong status is rejected, so is a case without source.
    let mut v = serde_json::to_value(sample()).unwrap();
    v["results"][0]["status"] = "maybe".into();
    assert!(!validator.is_valid(&v));
    let mut v = serde_json::to_value(sample()).unwrap();
    let id = sample().results[0].case.clone();
    v["cases"][&id].as_object_mut().unwrap().remove("source");
    assert!(!validator.is_valid(&v));
}

fn chromium() -> PathBuf {
    for c in [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/bin/google-chrome",
    ] {
        if Path::new(c).exists() {
            return c.into();
        }
    }
    panic!("headless Chromium is needed for this test: apt-get install chromium");
}

fn browse(url: &str, extra: &[&str]) -> std::process::Output {
    let profile = tempfile::tempdir().unwrap();
    Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
        ])
        .args([
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1400,1000",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(extra)
        .arg(url)
        .output()
        .unwrap()
}

#[test]
fn html_report_renders_in_headless_chromium() {
    let out = render(&sample());
    let index = format!("file://{}", out.path().join("index.html").display());
    // The DOM after scripts ran: the matrix and the case table are there.
    let dom = String::from_utf8_lossy(&browse(&index, &["--dump-dom"]).stdout).into_owned();
    assert!(
        dom.contains("id=\"matrix-table\""),
        "no matrix in the rendered page"
    );
    assert!(
        dom.contains("class=\"sec\""),
        "no section row in the matrix"
    );
    let rows = dom.matches("data-statuses=").count();
    assert_eq!(
        rows,
        sample()
            .results
            .iter()
            .map(|r| &r.case)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
    );
    // A screenshot that is not a blank page (a blank 1400x1000 PNG is a few KB).
    let shot = out.path().join("index.png");
    browse(&index, &[&format!("--screenshot={}", shot.display())]);
    let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
    assert!(
        size > 30_000,
        "screenshot of the report is {size} bytes: blank?"
    );
    // A case page: the source with the expected line marked, and the toolchains' columns.
    let case = &sample().results[0].case;
    let page = format!(
        "file://{}",
        out.path()
            .join("cases")
            .join(cuconform::report::html::case_file(case))
            .display()
    );
    let dom = String::from_utf8_lossy(&browse(&page, &["--dump-dom"]).stdout).into_owned();
    assert!(dom.contains("<h2>Source</h2>"), "case page without source");
    assert!(
        dom.contains(&format!("<h1>{case}</h1>")),
        "case page without its title"
    );
    let shot = out.path().join("case.png");
    browse(&page, &[&format!("--screenshot={}", shot.display())]);
    assert!(
        std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0) > 30_000,
        "case page screenshot blank?"
    );
}

#[test]
fn summary_counts_each_section_per_toolchain() {
    let r = sample();
    let out = render(&r);
    let md = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    let table: Vec<&str> = md
        .lines()
        .skip_while(|l| !l.starts_with("### By section"))
        .filter(|l| l.starts_with("| I.") || l.starts_with("| D."))
        .collect();
    // Recount from the results file itself: conforming = pass or xpass; judged = not
    // unsupported, not_run or invalid.
    let mut want: std::collections::BTreeMap<(String, String), (usize, usize)> = Default::default();
    for c in &r.results {
        let e = want
            .entry((c.section.clone(), c.toolchain.clone()))
            .or_default();
        let s = c.status.as_str();
        if !["unsupported", "not_run", "invalid"].contains(&s) {
            e.1 += 1;
            if s == "pass" || s == "xpass" {
                e.0 += 1;
            }
        }
    }
    let sections: std::collections::BTreeSet<&String> = want.keys().map(|k| &k.0).collect();
    assert_eq!(table.len(), sections.len(), "{md}");
    let header = md
        .lines()
        .find(|l| l.starts_with("| section |"))
        .expect("section table header");
    let cols: Vec<&str> = header.split('|').map(str::trim).collect();
    for row in table {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        for (i, tc) in cols.iter().enumerate().skip(2) {
            if tc.is_empty() {
                continue;
            }
            let (ok, judged) = want
                .get(&(cells[1].to_string(), tc.to_string()))
                .copied()
                .unwrap_or_default();
            let expect = if judged == 0 {
                "-".to_string()
            } else {
                format!("{ok}/{judged}")
            };
            assert_eq!(cells[i], expect, "section {} on {tc}", cells[1]);
        }
    }
}

/// A real run (`cuconform run functions/param-size functions/generated/global-params/size-
/// -t nvcc@13.5 -t nvrtc@12.0..12.1 -t nvrtc@13.5`, 2026-11-27, schema 6, with observations):
/// the `__global__` parameter limit rose from 4 KB to 32,764 bytes in CUDA 12.1.
fn param_limit() -> ResultsFile {
    ResultsFile::load(&repo().join("harness/tests/fixtures/results-param-limit.json")).unwrap()
}

fn documented() -> Vec<cuconform::report::timeline::Documented> {
    cuconform::report::timeline::load_documented(
        &repo().join("reports/matrix/documented-changes.yaml"),
    )
    .unwrap()
}

/// The 12.1 change shows as one construct per cell of the generated family (its `until-12-1`
/// and `since-12-1` revisions together), changing exactly at NVRTC 12.1 with 12.0 as its
/// bracket and CHANGES.md A26 beside it; a case with only the 4 KB rule shows the same change
/// through its observations outside its range.
#[test]
fn the_12_1_parameter_limit_is_one_construct_changing_at_12_1() {
    use cuconform::report::construct::{Kind, View};
    let r = param_limit();
    let view = View::build(&r, &documented());
    let ids: Vec<&str> = view.constructs.iter().map(|c| c.id.as_str()).collect();
    let unique: std::collections::BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "a construct is one row");
    let row = |id: &str| {
        view.constructs
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no construct {id} in {ids:?}"))
    };
    let cell = view
        .constructs
        .iter()
        .find(|c| c.id == "functions/generated/global-params/size-4097-bytes")
        .unwrap();
    assert_eq!(
        cell.trials,
        [
            "functions/generated/global-params/size-4097-bytes#since-12-1",
            "functions/generated/global-params/size-4097-bytes#until-12-1"
        ]
    );
    let nvrtc: Vec<_> = cell
        .changes
        .iter()
        .filter(|c| c.family == "nvrtc")
        .collect();
    assert_eq!(nvrtc.len(), 1, "{:?}", cell.changes);
    assert_eq!(nvrtc[0].text, "from 12.1 (12.0 rejects)");
    assert!(nvrtc[0].exact);
    assert_eq!(
        (nvrtc[0].from, nvrtc[0].to),
        (Kind::RejectsExpected, Kind::Accepts)
    );
    assert_eq!(nvrtc[0].documented.as_ref().unwrap().row, "A26");
    // Both sides are judged here: each revision inside its own range.
    let tc = |prefix: &str| {
        r.toolchains
            .iter()
            .find(|t| t.id.starts_with(prefix))
            .unwrap()
            .id
            .clone()
    };
    assert!(!cell.cells[&tc("nvrtc-12.0")].observed);
    assert!(!cell.cells[&tc("nvrtc-12.1")].observed);
    // The 4 KB-only case: judged at 12.0, observed (accepted) from 12.1.
    let old = row("functions/param-size/struct-4097-bytes");
    assert_eq!(old.cells[&tc("nvrtc-12.0")].kind, Kind::RejectsExpected);
    let at_12_1 = &old.cells[&tc("nvrtc-12.1")];
    assert!(
        at_12_1.observed && at_12_1.kind == Kind::Accepts,
        "{at_12_1:?}"
    );
    assert_eq!(old.changes[0].text, "from 12.1 (12.0 rejects)");
    // And the construct's behaviour on nvcc 13.5, the only nvcc run, is no change.
    assert!(old.changes.iter().all(|c| c.family == "nvrtc"));
    // Constructs that do not change (32,765 bytes: rejected everywhere) stay unmarked.
    let over = row("functions/param-size/struct-32765-bytes");
    assert!(over.changes.is_empty(), "{:?}", over.changes);
}

/// `constructs.json` is valid against its published schema (and a broken copy is not); the
/// HTML renders in Chromium with the filter box and the construct marked at 12.1; each
/// construct has its page with the code and the output per version.
#[test]
fn the_construct_view_renders_and_validates() {
    let r = param_limit();
    let out = tempfile::tempdir().unwrap();
    cuconform::report::render(&r, &[], out.path()).unwrap();
    cuconform::report::timeline::write(&r, &documented(), out.path()).unwrap();
    cuconform::report::construct::write(&r, &documented(), out.path()).unwrap();
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo().join("reports/constructs.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("constructs.json")).unwrap())
            .unwrap();
    let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let mut bad = v.clone();
    bad["constructs"][0]["changes"] = serde_json::json!([{"family": "nvrtc"}]);
    assert!(!validator.is_valid(&bad));

    let page = format!("file://{}", out.path().join("constructs.html").display());
    let dom = String::from_utf8_lossy(&browse(&page, &["--dump-dom"]).stdout).into_owned();
    for needle in [
        "id=\"c-text\"",
        "id=\"c-family\"",
        "id=\"c-changed\"",
        "functions/generated/global-params/size-4097-bytes",
        "nvrtc: from 12.1 (12.0 rejects) — documented: A26 (12.1)",
    ] {
        assert!(dom.contains(needle), "constructs.html lacks {needle}");
    }
    // The 12.1 column of the changing construct is outlined as the first version.
    assert!(
        dom.contains("class=\"k accepts first\""),
        "no first-version mark"
    );
    let shot = out.path().join("constructs.png");
    browse(&page, &[&format!("--screenshot={}", shot.display())]);
    assert!(std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0) > 30_000);

    let one = out
        .path()
        .join("constructs")
        .join(cuconform::report::construct::page_file(
            "functions/generated/global-params/size-4097-bytes",
        ));
    let dom = String::from_utf8_lossy(
        &browse(&format!("file://{}", one.display()), &["--dump-dom"]).stdout,
    )
    .into_owned();
    assert!(
        dom.contains("struct P { char c[4097]; };"),
        "no code on the construct page"
    );
    assert!(dom.contains("global.param-size-limit-12-1"), "no clause");
    assert!(dom.contains("<h2>Per version</h2>"));
    // The timeline has its part by construct.
    let md = std::fs::read_to_string(out.path().join("timeline.md")).unwrap();
    assert!(md.contains("## By construct"), "{md}");
    assert!(md.contains("| `functions/generated/global-params/size-4097-bytes` | I.4.9.3 | from 12.1 (12.0 rejects) |"), "{md}");
    // The documented change shows for NVRTC through the observations (judged results alone
    // said "not covered": each side of 12.1 is another revision's range).
    assert!(
        md.lines().any(|l| l.starts_with("| A26 |")
            && l.contains("| nvrtc |")
            && l.contains("shows at 12.1")),
        "{md}"
    );
}

/// With one version of each family, the timeline by construct says why it has nothing to show.
#[test]
fn the_timeline_explains_itself_when_nothing_can_change() {
    let out = tempfile::tempdir().unwrap();
    cuconform::report::timeline::write(&sample(), &[], out.path()).unwrap();
    let md = std::fs::read_to_string(out.path().join("timeline.md")).unwrap();
    assert!(
        md.contains("Nothing to show: a change needs two versions of one family"),
        "{md}"
    );
}

/// `report --diff OLD NEW` prints the trials whose status changed and the constructs whose
/// behaviour changed; two equal files give "Nothing changed".
#[test]
fn report_diff_names_trials_and_constructs_that_changed() {
    let d = tempfile::tempdir().unwrap();
    let old = d.path().join("old.json");
    let new = d.path().join("new.json");
    let r = param_limit();
    r.save(&old).unwrap();
    let mut n = r.clone();
    // NVRTC 12.1 now rejects the 4097-byte cell it accepted (a regression, made up).
    let x = n
        .results
        .iter_mut()
        .find(|x| {
            x.case == "functions/generated/global-params/size-4097-bytes#since-12-1"
                && x.toolchain.starts_with("nvrtc-12.1")
        })
        .unwrap();
    x.status = cuconform::verdict::Status::Fail;
    let o = x.outcome.as_mut().unwrap();
    o.diagnostics.push(cuconform::diagnostic::Diagnostic {
        file: Some("size-4097-bytes.cu".into()),
        line: Some(14),
        column: None,
        severity: cuconform::annotation::Severity::Error,
        tool: "nvrtc".into(),
        code: None,
        message: "too large".into(),
    });
    n.save(&new).unwrap();
    let diff = |a: &Path, b: &Path| {
        let o = Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .args(["report", "--diff"])
            .arg(a)
            .arg(b)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{o:?}");
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let text = diff(&old, &new);
    assert!(
        text.contains("| `functions/generated/global-params/size-4097-bytes#since-12-1` | nvrtc-12.1.105 | pass | fail |"),
        "{text}"
    );
    assert!(
        text.contains("| `functions/generated/global-params/size-4097-bytes` | nvrtc-12.1.105 | accepts | rejects-"),
        "{text}"
    );
    assert!(text.contains("Version changes that went"), "{text}");
    assert!(diff(&old, &old).contains("Nothing changed"));
}

/// A case every compiler family judges and fails the same way is listed as a consensus
/// deviation in `summary.md`, `index.html` and `consensus.json`; a case one family passes is not.
#[test]
fn consensus_deviations_are_listed_in_every_output() {
    use cuconform::verdict::Status;
    let mut r = sample();
    let nvcc = r
        .toolchains
        .iter()
        .find(|t| t.family == "nvcc")
        .unwrap()
        .clone();
    let mut clang = nvcc.clone();
    clang.id = "clang-19.1.7".into();
    clang.name = "clang-19".into();
    clang.family = "clang".into();
    r.toolchains.push(clang.clone());
    let failing = r
        .results
        .iter()
        .find(|x| x.toolchain == nvcc.id && x.judged == Status::Fail)
        .expect("a failing nvcc trial in the sample")
        .clone();
    let passing = r
        .results
        .iter()
        .find(|x| x.toolchain == nvcc.id && x.judged == Status::Pass)
        .expect("a passing nvcc trial in the sample")
        .clone();
    for base in [&failing, &passing] {
        let mut c = base.clone();
        c.toolchain = clang.id.clone();
        if c.case == passing.case {
            // clang deviates where nvcc conforms: no consensus there
            c.judged = Status::Fail;
            c.status = Status::Fail;
        }
        r.results.push(c);
    }
    let out = render(&r);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.path().join("consensus.json")).unwrap()).unwrap();
    let listed: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["case"].as_str().unwrap())
        .collect();
    assert_eq!(listed, [failing.case.as_str()]);
    let md = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    assert!(md.contains("### Consensus deviations (1)"), "{md}");
    assert!(md.contains(&format!("| `{}` |", failing.case)), "{md}");
    let html = std::fs::read_to_string(out.path().join("index.html")).unwrap();
    assert!(html.contains("Consensus deviations (1)"));
    let section = &html[html.find("id=\"consensus\"").unwrap()..];
    // minijinja's HTML escaping writes `/` as `&#x2f;`.
    let escaped = failing.case.replace('/', "&#x2f;");
    let section = &section[..section.find("id=\"holes\"").unwrap_or(section.len())];
    assert!(
        section.contains(&escaped) && section.contains("clang (1), nvcc (1)"),
        "{section}"
    );
}
