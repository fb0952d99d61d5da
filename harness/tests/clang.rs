//! The clang toolchains on real cases, where a clang-tidy wheel is in the cache
//! (`cuconform provision clang@N`): what the harness sees of clang's diagnostics.

use cuconform::case::{self, Case};
use cuconform::toolchain::clang::Clang;
use cuconform::toolchain::{BuildContext, Toolchain};
use cuconform::verdict::{self, Status};
use std::path::Path;
use std::time::Duration;

fn ctx() -> BuildContext {
    BuildContext {
        arch: "sm_90".into(),
        include_dir: Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/include"),
        compile_timeout: Duration::from_secs(120),
        mem_limit: None,
        cache: None,
    }
}

/// The cached wheels, newest first (none: the test says so and checks nothing more).
fn wheels() -> Vec<Clang> {
    let v: Vec<Clang> = (14..=23)
        .rev()
        .filter_map(|m| Clang::wheel(m, false).ok())
        .collect();
    if v.is_empty() {
        eprintln!("no clang-tidy wheel in the cache: this test is skipped");
    }
    v
}

/// clang warns that it ignores `__managed__` ("'managed' attribute ignored"), at the case's
/// line, though the attribute comes from a macro of CUDA's `crt/host_defines.h`. clang-tidy's
/// own filter took such a warning for one in a system header and hid it, so the harness judged
/// clang silent (issue 23, fifth review F2); the warning must reach the verdict, where it makes
/// the missing error "only a warning there".
#[test]
fn a_warning_from_a_cuda_macro_expanded_in_the_case_is_seen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("managed.cu");
    let src = "/*---\nsection: I.4.3.3\nclause: x.y\ndescription: d\nverdict: error\n---*/\n\
static __managed__ int m; // expect-error\n\
__global__ void k() { m = 1; }\n";
    std::fs::write(&path, src).unwrap();
    let case: Case = case::parse("t/managed".into(), &path, src.into()).unwrap();
    let line = 7;
    assert_eq!(case.annotations[0].line, line);
    // The newest and the oldest wheel (clang 14's runs were silent the same way).
    let ws = wheels();
    let picked: Vec<&Clang> = ws
        .first()
        .into_iter()
        .chain(ws.last().filter(|_| ws.len() > 1))
        .collect();
    for clang in picked {
        let work = tempfile::tempdir().unwrap();
        let built = clang.build(&case, cuconform::case::Phase::Compile, &ctx(), work.path());
        let o = &built.outcome;
        assert!(
            o.diagnostics.iter().any(|d| d.line == Some(line)
                && d.message.contains("'managed' attribute ignored")
                && d.file.as_deref().is_some_and(|f| f.ends_with("managed.cu"))),
            "{}: {:?}",
            clang.info().id,
            o.diagnostics
        );
        let j = verdict::judge(&case, o);
        assert_eq!(j.status, Status::Fail, "{}", clang.info().id);
        assert!(
            j.mismatches
                .iter()
                .any(|m| m.contains("only a warning there")),
            "{}: {:?}",
            clang.info().id,
            j.mismatches
        );
    }
}
