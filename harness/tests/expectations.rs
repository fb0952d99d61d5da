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
