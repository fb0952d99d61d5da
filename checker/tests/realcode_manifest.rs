//! The real-code corpus manifest (checker/realcode/manifest.yaml, issue 24) stays what run.py
//! and RESULTS.md rely on: at least 20 projects, each pinned to a full commit, with its files and
//! its own build's flags, and every dependency it pins pinned to a full commit too.
//!
//! The manifest is YAML; the checker has no YAML parser, and the shape checked here is simple:
//! each project starts at `  - name:`; its keys are indented four spaces; a `deps` entry starts
//! at `      - repository:`.

use std::collections::HashSet;
use std::path::Path;

#[derive(Default, Debug)]
struct Project {
    name: String,
    line: usize,
    repository: Option<String>,
    commit: Option<String>,
    files: bool,
    flags: bool,
    dep_commits: Vec<(usize, String)>,
}

fn value(line: &str) -> String {
    let v = line.split_once(':').map(|x| x.1).unwrap_or("");
    let v = v.split(" #").next().unwrap_or("");
    v.trim().trim_matches('"').to_string()
}

fn projects(text: &str) -> Vec<Project> {
    let mut out: Vec<Project> = Vec::new();
    let mut in_deps = false;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if let Some(rest) = line.strip_prefix("  - name:") {
            out.push(Project {
                name: rest.trim().to_string(),
                line: n,
                ..Project::default()
            });
            in_deps = false;
            continue;
        }
        let Some(p) = out.last_mut() else { continue };
        if line.starts_with("    ") && !line.starts_with("     ") {
            let key = line.trim_start().split(':').next().unwrap_or("");
            in_deps = key == "deps";
            match key {
                "repository" => p.repository = Some(value(line)),
                "commit" => p.commit = Some(value(line)),
                "files" => p.files = value(line).starts_with('['),
                "flags" => p.flags = value(line).starts_with('['),
                _ => {}
            }
        } else if in_deps && line.trim_start().starts_with("commit:") {
            p.dep_commits.push((n, value(line)));
        }
    }
    out
}

fn full_commit(c: &str) -> bool {
    c.len() == 40 && c.bytes().all(|b| b.is_ascii_hexdigit())
}

#[test]
fn manifest_pins_twenty_projects_with_their_flags() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("realcode/manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let ps = projects(&text);
    assert!(
        ps.len() >= 20,
        "{} projects in {}",
        ps.len(),
        path.display()
    );
    let mut names = HashSet::new();
    for p in &ps {
        let at = format!("{}:{} ({})", path.display(), p.line, p.name);
        assert!(names.insert(p.name.clone()), "{at}: name used twice");
        let repo = p.repository.as_deref().unwrap_or("");
        assert!(
            repo.split('/').count() == 2 && !repo.contains(' '),
            "{at}: repository `{repo}` is not owner/name"
        );
        let c = p.commit.as_deref().unwrap_or("");
        assert!(full_commit(c), "{at}: commit `{c}` is not a full hash");
        assert!(p.files, "{at}: no files list");
        assert!(p.flags, "{at}: no flags list");
        for (n, c) in &p.dep_commits {
            assert!(
                full_commit(c),
                "{}:{n}: dependency commit `{c}` is not a full hash",
                path.display()
            );
        }
    }
}

#[test]
fn manifest_reader_sees_a_bad_entry() {
    // the reader above must notice what it is there to notice
    let bad =
        "projects:\n  - name: x\n    repository: a/b\n    commit: abc\n    files: [\"*.cu\"]\n";
    let ps = projects(bad);
    assert_eq!(ps.len(), 1);
    assert!(!full_commit(ps[0].commit.as_deref().unwrap()));
    assert!(!ps[0].flags);
    let deps = "projects:\n  - name: y\n    deps:\n      - repository: c/d\n        commit: 12\n";
    assert_eq!(projects(deps)[0].dep_commits, vec![(5, "12".to_string())]);
}
