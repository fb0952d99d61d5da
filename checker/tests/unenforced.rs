//! Rule forms no toolchain enforces (`src/unenforced.rs`): a warning that says so by default, the
//! rule's error under `--pedantic-errors`; each form tied to the suite's triage record that
//! found every toolchain accepting it, and no wider than that record.

use cuconform_check::{check_source, unenforced, Finding, Options, Severity};
use std::path::Path;

fn check(flags: &[&str], src: &str) -> Vec<Finding> {
    let flags: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    check_source(Path::new("t.cu"), src, &Options::from_flags(&flags))
}

/// (line, severity, rule, unenforced record) of every finding.
fn summary(got: &[Finding]) -> Vec<(u32, Severity, &'static str, Option<&'static str>)> {
    let mut v: Vec<_> = got
        .iter()
        .map(|f| (f.line, f.severity, f.rule, f.unenforced.map(|u| u.record)))
        .collect();
    v.sort_by_key(|x| (x.0, x.2));
    v
}

const SRC: &str = "struct Tag { explicit Tag() = default; };
struct N { constexpr explicit N(Tag, Tag) noexcept {} };
__device__ constexpr N n1{Tag{}, Tag{}};
struct P { P(int) {} };
__device__ P p1(3);
struct Q { constexpr Q(int v) : x(v) {} int x; };
__device__ Q q1(3);
int runtime();
__device__ Q q2(runtime());
struct D { int x = 5; };
__device__ D d1;
__shared__ D s1;
struct V { virtual __device__ void f() {} };
__constant__ V v1;
struct R { int x = runtime(); };
__device__ R r1;
__global__ void k(int &r) { r = 1; }
__device__ void g() { static D sd; (void)sd; }
__global__ void h(int &&r) {}
constexpr __device__ auto cfn(int x) { return x; }
decltype(cfn(10)) g1;
__device__ auto dfn(int x) { return x; }
decltype(dfn(10)) g2;
";

#[test]
fn constant_initialized_objects_and_reference_parameters_warn_by_default() {
    let got = check(&["--cuda=13.5"], SRC);
    let s = summary(&got);
    let at = |line: u32| -> Vec<_> { s.iter().filter(|x| x.0 == line).cloned().collect() };
    use Severity::*;
    // a constexpr variable, constexpr constructors with constant arguments, constant member
    // initializers, virtual functions: constant initialization, which every toolchain accepts
    for line in [3, 7, 11, 14] {
        let f = at(line);
        assert!(
            !f.is_empty()
                && f.iter()
                    .all(|x| x.1 == Warning && x.3 == Some("memspace.empty-ctor-dtor")),
            "line {line}: {f:?}"
        );
    }
    // a non-constexpr constructor, a run-time argument or member initializer: dynamic
    // initialization, which nvcc rejects: the rule's error
    for line in [5, 9, 16] {
        let f = at(line);
        assert!(
            f.iter().any(|x| x.1 == Error && x.3.is_none()),
            "line {line}: {f:?}"
        );
    }
    // __shared__: clang rejects it, so it is not in the form
    assert!(
        at(12).iter().all(|x| x.1 == Error && x.3.is_none()),
        "{:?}",
        at(12)
    );
    assert_eq!(
        at(17),
        [(
            17,
            Warning,
            "global.param-no-reference",
            Some("global.param-no-reference")
        )]
    );
    assert_eq!(
        at(18),
        [(
            18,
            Warning,
            "function.static-var-init",
            Some("function.static-var-init")
        )]
    );
    // rvalue reference parameters are enforced (I.4.20.8): no such form
    assert!(
        at(19).iter().any(|x| x.1 == Error && x.3.is_none()),
        "{:?}",
        at(19)
    );
    // a constexpr __device__ function with a deduced return type referenced in a decltype: every
    // toolchain accepts it; a non-constexpr one is the rule's error
    assert_eq!(
        at(21),
        [(
            21,
            Warning,
            "deduced-return.device-reference-outside-body",
            Some("deduced-return.device-reference-outside-body")
        )]
    );
    assert!(
        at(23).iter().any(|x| x.1 == Error
            && x.2 == "deduced-return.device-reference-outside-body"
            && x.3.is_none()),
        "{:?}",
        at(23)
    );
    // the message says so, and how to make it an error
    let m = &got.iter().find(|f| f.line == 17).unwrap().message;
    assert!(
        m.contains("no toolchain enforces") && m.contains("--pedantic-errors"),
        "{m}"
    );
}

#[test]
fn pedantic_errors_restores_the_rules_severity() {
    let default = check(&["--cuda=13.5"], SRC);
    let pedantic = check(&["--cuda=13.5", "--pedantic-errors"], SRC);
    let key = |f: &Finding| (f.line, f.rule);
    let mut a: Vec<_> = default.iter().map(key).collect();
    let mut b: Vec<_> = pedantic.iter().map(key).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b, "the same findings either way");
    for f in &pedantic {
        let r = cuconform_check::rules()
            .iter()
            .find(|r| r.id == f.rule)
            .unwrap();
        assert_eq!(f.severity, r.severity, "{f:#?}");
    }
    assert!(pedantic.iter().any(|f| f.unenforced.is_some()));
    // -Werror=all-warnings makes the warnings errors again (as clang's -pedantic under -Werror)
    let werror = check(&["--cuda=13.5", "-Werror=all-warnings"], SRC);
    assert!(werror.iter().all(|f| f.severity == Severity::Error));
}

/// JSON names the record; SARIF carries it in the result's properties.
#[test]
fn json_and_sarif_name_the_record() {
    let got = check(&["--cuda=13.5"], SRC);
    let cuda = cuconform_check::Cuda::NEWEST;
    let j: serde_json::Value = serde_json::from_str(&cuconform_check::to_json(&got, cuda)).unwrap();
    let with: Vec<_> = j
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f.get("unenforced").is_some())
        .collect();
    assert_eq!(
        with.len(),
        got.iter().filter(|f| f.unenforced.is_some()).count()
    );
    assert!(with.iter().all(|f| f["severity"] == "warning"));
    let s: serde_json::Value =
        serde_json::from_str(&cuconform_check::to_sarif(&got, cuda)).unwrap();
    let results = s["runs"][0]["results"].as_array().unwrap();
    assert!(results
        .iter()
        .any(|r| r["properties"]["unenforced"] == "global.param-no-reference"));
    assert!(results
        .iter()
        .filter(|r| r["level"] == "error")
        .all(|r| r.get("properties").is_none()));
}

/// Every form mirrors a triage record of the suite that says no toolchain enforces it: the
/// record exists and has its `unenforced` statement.
#[test]
fn every_form_names_a_triage_record_that_says_unenforced() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../expectations/triage");
    for u in unenforced::ALL {
        let p = dir.join(format!("{}.yaml", u.record));
        let text = std::fs::read_to_string(&p)
            .unwrap_or_else(|e| panic!("{}: {e} (form {u:?})", p.display()));
        assert!(
            text.lines().any(|l| l.starts_with("unenforced:")),
            "{}: no `unenforced` statement for form {u:?}",
            p.display()
        );
    }
}
