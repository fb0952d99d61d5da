//! The front end reads all it checks (issue 24): every project header nvcc would read is read
//! (no budget of headers), a bound that stops runaway input is a finding (`checker.incomplete`)
//! at the place it was reached, and what the views see follows each view (`<nv/target>`'s
//! dispatch, toolchain macros that depend on `__CUDA_ARCH__`).

use cuconform_check::{check_source, Finding, Options, Severity, Toolchain};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("cuconform-frontend-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Flags without the paired toolchain (the tests below provide what they include).
fn flags(extra: &[&str]) -> Options {
    let mut f: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    f.extend(["--cuda-path", "none", "--host-compiler", "none"].map(String::from));
    Options::from_flags(&f)
}

fn of_rule<'a>(found: &'a [Finding], rule: &str) -> Vec<&'a Finding> {
    found.iter().filter(|f| f.rule == rule).collect()
}

/// 100 project headers, each included by the main file: all are read (the checker once stopped
/// after 48 per view, silently), so a violation in the 100th is found.
#[test]
fn a_project_of_100_headers_is_read_whole() {
    let d = tmp("hundred");
    let mut main = String::new();
    for i in 0..100 {
        let body = if i == 99 {
            "__device__ void last() { throw 1; }\n".to_string()
        } else {
            format!("__device__ int f{i}(int x) {{ return x + {i}; }}\n")
        };
        std::fs::write(
            d.join(format!("h{i}.h")),
            format!("#pragma once\n// header {i}\n{body}"),
        )
        .unwrap();
        main.push_str(&format!("#include \"h{i}.h\"\n"));
    }
    main.push_str("__global__ void k() { last(); }\n");
    let src = d.join("main.cu");
    let found = check_source(&src, &main, &flags(&[&format!("-I{}", d.display())]));
    let throws = of_rule(&found, "exception.no-device");
    assert!(
        throws
            .iter()
            .any(|f| f.file.ends_with("h99.h") && f.line == 3 && f.severity == Severity::Error),
        "{found:#?}"
    );
    assert!(
        of_rule(&found, "checker.incomplete").is_empty(),
        "{found:#?}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Includes nested past the bound (a header that includes itself, unguarded): a
/// `checker.incomplete` warning at the `#include` that reached it, in the header.
#[test]
fn include_nesting_bound_is_a_finding_at_the_include() {
    let d = tmp("nesting");
    std::fs::write(d.join("self.h"), "int s;\n#include \"self.h\"\n").unwrap();
    let src = d.join("main.cu");
    let found = check_source(
        &src,
        "#include \"self.h\"\n__global__ void k() {}\n",
        &flags(&[]),
    );
    let inc = of_rule(&found, "checker.incomplete");
    assert!(!inc.is_empty(), "{found:#?}");
    assert!(
        inc.iter().all(|f| f.file.ends_with("self.h")
            && f.line == 2
            && f.severity == Severity::Warning
            && f.message.contains("nested deeper")),
        "{inc:#?}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// A runaway (exponential) macro: the finding is at its invocation, the rest of the unit is
/// still read and checked.
#[test]
fn expansion_bound_is_a_finding_at_the_macro_and_the_rest_is_checked() {
    let mut src = String::new();
    let names: Vec<char> = "ABCDEFGHIJ".chars().collect();
    for w in names.windows(2) {
        src.push_str(&format!(
            "#define {} {}\n",
            w[0],
            format!("{} ", w[1]).repeat(8)
        ));
    }
    src.push_str("int big[] = { A };\n");
    src.push_str("__device__ void g() { throw 1; }\n");
    let found = check_source(Path::new("runaway.cu"), &src, &flags(&[]));
    let inc = of_rule(&found, "checker.incomplete");
    assert!(
        inc.iter()
            .any(|f| f.line == 10 && f.message.contains("passed")),
        "{found:#?}"
    );
    assert!(
        of_rule(&found, "exception.no-device")
            .iter()
            .any(|f| f.line == 11),
        "{found:#?}"
    );
}

/// The expansion bound is per macro invocation, not per run of lines: one run of text (no
/// directive between) holding several large but finite invocations, each well under the bound
/// and together over it (flashinfer's `mixed_comm.cu`: one function after another, each a nest
/// of `DISPATCH_*` lambdas), is read whole. Each `P(...)` below costs ~1.2 M tokens of
/// replacement (262,144 elements and their commas, pre-expanded and rescanned), four ~4.8 M,
/// above the 4 M bound; nvcc expands it all.
#[test]
fn expansion_bound_is_per_invocation_not_per_run_of_lines() {
    let src = "#define X8(a) a,a,a,a,a,a,a,a\n#define FIRST(a, ...) a\n#define P(x) FIRST(x)\n\
               int a = P(X8(X8(X8(X8(X8(X8(1)))))));\n\
               int b = P(X8(X8(X8(X8(X8(X8(2)))))));\n\
               int c = P(X8(X8(X8(X8(X8(X8(3)))))));\n\
               int d = P(X8(X8(X8(X8(X8(X8(4)))))));\n\
               __device__ void g() { throw 1; }\n";
    let found = check_source(Path::new("runs.cu"), src, &flags(&[]));
    assert!(
        of_rule(&found, "checker.incomplete").is_empty(),
        "{found:#?}"
    );
    assert!(
        of_rule(&found, "exception.no-device")
            .iter()
            .any(|f| f.line == 8),
        "{found:#?}"
    );
}

/// A toolkit-like directory as the paired toolchain (no toolkit needed).
fn with_toolchain(dir: &Path, extra: &[&str]) -> Options {
    let mut o = flags(extra);
    o.toolchain = Some(Arc::new(Toolchain {
        cuda_dirs: vec![dir.to_path_buf()],
        ..Default::default()
    }));
    o
}

/// A toolchain header defines a macro only for device compilation; the project file does not
/// mention `__CUDA_ARCH__`. The device view must still be its own (it once reused the host
/// view's model): code the device view drops is not checked there, code only it keeps is.
#[test]
fn device_view_sees_toolchain_macros_that_depend_on_cuda_arch() {
    let d = tmp("archmacro");
    std::fs::write(
        d.join("arch.h"),
        "#pragma once\n#if defined(__CUDA_ARCH__)\n#define MY_ON_DEVICE 1\n#endif\n#ifdef MY_ON_DEVICE\n#define MY_IS_DEV 1\n#else\n#define MY_IS_DEV 0\n#endif\n",
    )
    .unwrap();
    let o = with_toolchain(&d, &[]);
    // obeys: the throw is in host compilation only
    let ok = "#include <arch.h>\n__host__ __device__ void f() {\n#ifndef MY_ON_DEVICE\n  throw 1;\n#endif\n}\n__global__ void k() { f(); }\n";
    let found = check_source(Path::new("ok.cu"), ok, &o);
    assert!(
        of_rule(&found, "exception.no-device").is_empty(),
        "{found:#?}"
    );
    // breaks: the throw is in device compilation only (through a macro's value, too)
    let bad = "#include <arch.h>\n__device__ void f() {\n#ifdef MY_ON_DEVICE\n  throw 1;\n#endif\n}\n__device__ void g() {\n#if MY_IS_DEV\n  throw 2;\n#endif\n}\n";
    let found = check_source(Path::new("bad.cu"), bad, &o);
    let lines: Vec<u32> = of_rule(&found, "exception.no-device")
        .iter()
        .map(|f| f.line)
        .collect();
    assert!(lines.contains(&4) && lines.contains(&9), "{found:#?}");
    let _ = std::fs::remove_dir_all(&d);
}

/// `<nv/target>`'s dispatch, with the header unread (no toolkit paired): the host view keeps
/// the host branch, the device view the device branch.
#[test]
fn nv_target_dispatch_follows_the_view_without_the_header() {
    let o = flags(&[]);
    let check = |src: &str| check_source(Path::new("nv.cu"), src, &o);
    let throws = |f: &[Finding]| -> Vec<u32> {
        of_rule(f, "exception.no-device")
            .iter()
            .map(|f| f.line)
            .collect()
    };
    // obeys: host-only code in the host branch of a device function
    for ok in [
        "__device__ void f() {\n  NV_IF_TARGET(NV_IS_HOST, (throw 1;))\n}\n",
        "__device__ void f() {\n  NV_IF_ELSE_TARGET(NV_IS_HOST, (throw 1;), (int x = 0; (void)x;))\n}\n",
        "__device__ void f() {\n  NV_IF_TARGET(NV_IS_DEVICE, (int x = 0; (void)x;), (throw 1;))\n}\n",
        "__device__ void f() {\n  NV_DISPATCH_TARGET(NV_IS_HOST, (throw 1;), NV_IS_DEVICE, (int y = 1; (void)y;))\n}\n",
        "__device__ void f() {\n  NV_IF_TARGET(NV_PROVIDES_SM_100, (throw 1;))\n}\n",
    ] {
        let found = check(ok);
        assert!(throws(&found).is_empty(), "{ok}\n{found:#?}");
    }
    // breaks: host-only code in the device branch
    for bad in [
        "__device__ void f() {\n  NV_IF_TARGET(NV_IS_DEVICE, (throw 1;))\n}\n",
        "__device__ void f() {\n  NV_IF_ELSE_TARGET(NV_IS_HOST, (int x = 0; (void)x;), (throw 1;))\n}\n",
        "__device__ void f() {\n  NV_DISPATCH_TARGET(NV_IS_HOST, (int y = 1; (void)y;), NV_PROVIDES_SM_70, (throw 1;))\n}\n",
        "__device__ void f() {\n  NV_IF_TARGET(NV_ANY_TARGET, (throw 1;))\n}\n",
    ] {
        let found = check(bad);
        assert_eq!(throws(&found), vec![2], "{bad}\n{found:#?}");
    }
}

/// The same with the paired toolkit's `<nv/target>` read (skipped where no toolkit is
/// provisioned): its macros depend on `__CUDA_ARCH__`, so the device view is its own.
#[test]
fn nv_target_dispatch_follows_the_view_with_the_header() {
    let o = Options::from_flags(&["-std=c++17".into()]);
    if o.toolchain.as_ref().is_none_or(|t| t.cuda_dirs.is_empty()) {
        eprintln!("no toolkit here: skipped");
        return;
    }
    let ok = "#include <nv/target>\n#include <cstdlib>\n__host__ __device__ void f() {\n  NV_IF_TARGET(NV_IS_HOST, (throw 1;))\n}\n__global__ void k() { f(); }\n";
    let found = check_source(Path::new("nvh.cu"), ok, &o);
    assert!(
        of_rule(&found, "exception.no-device").is_empty(),
        "{found:#?}"
    );
    let bad = "#include <nv/target>\n__device__ void f() {\n  NV_IF_TARGET(NV_IS_DEVICE, (throw 1;))\n}\n";
    let found = check_source(Path::new("nvh.cu"), bad, &o);
    assert!(
        of_rule(&found, "exception.no-device")
            .iter()
            .any(|f| f.line == 3),
        "{found:#?}"
    );
    assert!(
        of_rule(&found, "checker.incomplete").is_empty(),
        "{found:#?}"
    );
}

/// A long double literal at once converted to another type by an explicit cast (gcc's
/// `__DBL_MAX__` is `((double)1.79769313486231570814527423731704357e+308L)`) uses no long double;
/// one that stays long double does.
#[test]
fn long_double_literal_cast_away_is_not_a_long_double_use() {
    let o = flags(&[]);
    let ld = |body: &str| -> usize {
        let src = format!("__device__ double f() {{\n  return {body};\n}}\n");
        let found = check_source(Path::new("ld.cu"), &src, &o);
        of_rule(&found, "long-double.not-in-device").len()
    };
    for ok in [
        "((double)1.79769313486231570814527423731704357e+308L)",
        "-((double)2.22507385850720138309023271733240406e-308L)",
        "(float)-1.5L",
        "static_cast<double>(1.0L)",
        "double(1.0L)",
        "(double)(1.0L)",
    ] {
        assert_eq!(ld(ok), 0, "{ok}");
    }
    for bad in ["1.0L", "(long double)1.0L", "2.0 * 1.0L", "g(1.0L)"] {
        assert!(ld(bad) > 0, "{bad}");
    }
}
