//! The rules per CUDA version (`--cuda`, `edition.rs`): the catalogue's editions against the
//! clause index's `since`/`until`, and for each rule whose clause changed between editions a
//! snippet on both sides of its boundary.

#[path = "support/verdict.rs"]
mod verdict;
use verdict::*;

use cases_format::clause::ClauseIndex;
use cases_format::version::Version;
use cuconform_check::{rules, Cuda, Edition};
use std::path::PathBuf;

fn clause_index() -> ClauseIndex {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../cases/clauses");
    let (index, errors) = ClauseIndex::load(&dir);
    assert!(errors.is_empty(), "clause index: {errors:?}");
    index
}

fn version(c: Cuda) -> Version {
    Version::parse(&c.to_string()).unwrap()
}

/// The item a catalogue entry cites (`CHANGES.md A52` -> `A52`), as a clause bound's source
/// names it (`... (CHANGES.md A52; ...)`).
fn item(change: &str) -> &str {
    change.trim_start_matches("CHANGES.md ")
}

/// Every catalogued rule whose clause carries a range has the same range as its `Edition`, and
/// cites the CHANGES.md item the clause's bound cites; a relaxed rule names a clause of the
/// relaxed form that begins (or a lifted part that ends) at its version. So the checker judges
/// code for CUDA V by the rules the suite judges a CUDA V toolchain by.
#[test]
fn catalogue_editions_follow_the_clause_index() {
    let index = clause_index();
    let mut versioned = 0;
    for r in rules() {
        let clause = index.get(r.id);
        let (since, until) = match clause {
            Some(c) => (c.since.as_ref(), c.until.as_ref()),
            None => {
                assert_eq!(
                    r.edition,
                    Edition::Always,
                    "{}: versioned but not in the clause index",
                    r.id
                );
                continue;
            }
        };
        match r.edition {
            Edition::Always => assert!(
                since.is_none() && until.is_none(),
                "{}: the clause index gives it a range ({since:?} .. {until:?}); the catalogue gives it no Edition",
                r.id
            ),
            Edition::Until {
                at,
                successor,
                change,
            } => {
                versioned += 1;
                let u = until.unwrap_or_else(|| panic!("{}: no until in the index", r.id));
                assert_eq!(u.version, version(at), "{}", r.id);
                assert!(u.source.contains(item(change)), "{}: {}", r.id, u.source);
                assert!(since.is_none(), "{}", r.id);
                if let Some(s) = successor {
                    let sc = index
                        .get(s)
                        .unwrap_or_else(|| panic!("{}: successor {s} not in the index", r.id));
                    assert_eq!(
                        sc.since.as_ref().map(|b| b.version.clone()),
                        Some(version(at)),
                        "{}: successor {s}",
                        r.id
                    );
                }
            }
            Edition::Since { at, change } => {
                versioned += 1;
                let s = since.unwrap_or_else(|| panic!("{}: no since in the index", r.id));
                assert_eq!(s.version, version(at), "{}", r.id);
                assert!(s.source.contains(item(change)), "{}: {}", r.id, s.source);
                assert!(until.is_none(), "{}", r.id);
            }
            Edition::Relaxed { at, by, change } => {
                versioned += 1;
                // the rule's own clause: every edition, or (when the index splits the rule at
                // the change) until the change
                assert!(since.is_none(), "{}", r.id);
                if let Some(u) = until {
                    assert_eq!(u.version, version(at), "{}", r.id);
                }
                let b = index
                    .get(by)
                    .unwrap_or_else(|| panic!("{}: relaxing clause {by} not in the index", r.id));
                let bound = [b.since.as_ref(), b.until.as_ref()]
                    .into_iter()
                    .flatten()
                    .find(|x| x.version == version(at))
                    .unwrap_or_else(|| panic!("{}: {by} has no bound at {at}", r.id));
                assert!(bound.source.contains(item(change)), "{}: {}", r.id, bound.source);
            }
        }
    }
    assert!(versioned >= 8, "only {versioned} versioned rules");
}

// ------------------------------------------------------------------ boundaries

/// A52: a class-type host constexpr variable read in device code is an error by the 11.x/12.x
/// rule and allowed from 13.0; a raw array keeps the rule.
#[test]
fn constexpr_class_value_relaxed_at_13() {
    let rule = "hostvar.constexpr-nonscalar-in-constexpr-call";
    let src = "struct P { int x; int y; };\nconstexpr P p = {1, 2};\n__device__ int f(int i) {\n  P q = p; //!\n  return p.x + q.y + i; //!\n}\n";
    bad(rule, &["--cuda=12.9"], src);
    obeys(rule, &["--cuda=13.0"], &src.replace("//!", ""));
    bad(
        rule,
        &["--cuda=13.0"],
        "constexpr int arr[] = {1, 2, 3};\nconstexpr __device__ int get(int i) { return arr[i]; }\n__device__ int f(int idx) {\n  return get(idx); //!\n}\n",
    );
    // references and addresses stay errors in every edition
    bad(
        "hostvar.constexpr-no-reference-or-address",
        &["--cuda=13.0"],
        "struct P { int x; };\nconstexpr P p = {1};\n__device__ const P *f() {\n  return &p; //!\n}\n",
    );
}

/// A52: a pointer's value is usable by the 11.x/12.x rule and not from 13.0.
#[test]
fn constexpr_pointer_value_from_13() {
    let rule = "hostvar.constexpr-pointer-value-13";
    let src = "constexpr int *ip = nullptr;\n__device__ int f(int i) {\n  return (ip == nullptr) + i; //!\n}\n";
    bad(rule, &["--cuda=13.0"], src);
    obeys(rule, &["--cuda=12.9"], &src.replace("//!", ""));
    // read while a constant expression is evaluated: nothing is read at run time
    obeys(
        rule,
        &["--cuda=13.0"],
        "constexpr const int *ip = nullptr;\ntemplate <bool B> struct T { static constexpr int v = B; };\n__device__ int f() { return T<ip == nullptr>::v; }\n",
    );
}

/// A38: an object of a polymorphic class passed to a kernel: an error until 13.0, undefined
/// behaviour (no diagnostic required) from it.
#[test]
fn virtual_class_parameter_until_13() {
    let rule = "global.param-no-virtual-class";
    let src = "struct V { virtual __device__ void f() { } };\n__global__ void k(V v) { } //!\n";
    bad(rule, &["--cuda=12.9"], src);
    obeys(rule, &["--cuda=13.0"], &src.replace("//!", ""));
}

/// A51: a host constexpr function called from device code: an error until 13.0, undefined
/// behaviour from it.
#[test]
fn constexpr_cross_space_call_until_13() {
    let rule = "constexpr.cross-space-call";
    let src =
        "constexpr int sq(int x) { return x * x; }\n__device__ int f() {\n  return sq(3); //!\n}\n";
    bad(rule, &["--cuda=12.9"], src);
    obeys(rule, &["--cuda=13.0"], &src.replace("//!", ""));
}

/// A26: 4 KB of kernel parameters until 12.1, 32,764 bytes from it.
#[test]
fn param_size_limit_relaxed_at_12_1() {
    let rule = "global.param-size-limit";
    let mid = "struct Big { char b[5000]; };\n__global__ void k(Big b) { } //!\n";
    bad(rule, &["--cuda=12.0"], mid);
    obeys(rule, &["--cuda=12.1"], &mid.replace("//!", ""));
    let huge = "struct Huge { char b[32765]; };\n__global__ void k(Huge b) { } //!\n";
    bad(rule, &["--cuda=13.5"], huge);
    obeys(
        rule,
        &["--cuda=13.5"],
        "struct Edge { char b[32764]; };\n__global__ void k(Edge b) { }\n",
    );
}

/// `*this` capture: from 12.0 allowed where the dialect enables it (C++17 and later).
#[test]
fn this_capture_relaxed_at_12_by_dialect() {
    let rule = "xlambda.this-capture";
    let src = "struct S1_t {\n  int xxx;\n  void host_func(void) {\n    auto lam2 = [=, *this] __host__ __device__ { return xxx; }; //!\n    (void)lam2;\n  }\n};\n";
    bad(
        rule,
        &["--extended-lambda", "-std=c++17", "--cuda=11.8"],
        src,
    );
    obeys(
        rule,
        &["--extended-lambda", "-std=c++17", "--cuda=12.0"],
        &src.replace("//!", ""),
    );
    obeys(
        rule,
        &["--extended-lambda", "-std=c++20", "--cuda=13.0"],
        &src.replace("//!", ""),
    );
}

/// A42: an unnamed type local to a __device__ function in a device variable template's
/// argument: an error until 13.0, allowed from it; an unnamed type elsewhere stays an error.
#[test]
fn unnamed_local_type_relaxed_at_13() {
    let rule = "template.arg-unnamed";
    let src = "template <typename T> __device__ int vt = sizeof(T);\n__device__ int f() {\n  auto l = [] (int x) { return x; };\n  return vt<decltype(l)>; //!\n}\n";
    bad(rule, &["-std=c++17", "--cuda=12.9"], src);
    obeys(
        rule,
        &["-std=c++17", "--cuda=13.0"],
        &src.replace("//!", ""),
    );
    bad(
        rule,
        &["-std=c++17", "--cuda=13.0"],
        "template <auto V> __global__ void kern(void) { }\nenum { e_a, e_b };\nvoid launch(void) {\n  kern<e_b><<<1, 1>>>(); //!\n}\n",
    );
}

/// C2: device-side cudaDeviceSynchronize() is an error from 12.0 (CDP2), a deprecated API
/// before it.
#[test]
fn device_synchronize_removed_at_12() {
    let rule = "dp.sync.cdp2-removed";
    let src = "__global__ void child(int *x) { *x = 1; }\n__global__ void parent(int *x) {\n  child<<<1, 1>>>(x);\n  cudaDeviceSynchronize(); //!\n}\n";
    bad(rule, &["-rdc=true", "--cuda=12.0"], src);
    obeys(rule, &["-rdc=true", "--cuda=11.8"], &src.replace("//!", ""));
    // the host's call is not affected
    obeys(
        rule,
        &["--cuda=13.0"],
        "int main() { return (int)cudaDeviceSynchronize(); }\n",
    );
}

/// A28: G13 no longer states "__global__ function parameters cannot be pass-by-reference", but
/// no edition or release note lifts it: the suite's triage keeps the rule for every version
/// (`expectations/triage/global.param-no-reference.yaml`), and so does the checker.
#[test]
fn reference_parameter_rule_holds_in_every_edition() {
    for v in ["--cuda=11.8", "--cuda=12.9", "--cuda=13.5"] {
        bad(
            "global.param-no-reference",
            &[v],
            "__global__ void k(int &x) { } //!\n",
        );
    }
}

/// The default is the newest modelled release.
#[test]
fn default_is_the_newest_release() {
    let o = cuconform_check::Options::from_flags(&[]);
    assert_eq!(o.cuda, Cuda::NEWEST);
    let o = cuconform_check::Options::from_flags(&["--cuda".into(), "12.4".into()]);
    assert_eq!(o.cuda, Cuda::new(12, 4));
}
