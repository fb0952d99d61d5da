//! The NVRTC toolchain: its worker protocol and process handling (with the worker's `fake`
//! library, so these need no NVRTC), the applicability decisions and option mapping, and, where
//! a version is in the cache, what real libraries accept.

use cuconform::case::{self, Case};
use cuconform::outcome::Outcome;
use cuconform::process::Exit;
use cuconform::toolchain::nvrtc::{self, Mapped};
use cuconform::toolchain::nvrtc_worker::{Answer, Pool, Request};
use cuconform::toolchain::{BuildContext, Toolchain};
use cuconform::verdict::{self, Status};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn worker() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cuconform-nvrtc-worker"))
}

fn request(source: &str) -> Request {
    Request {
        name: "t.cu".into(),
        source: source.into(),
        options: vec!["-std=c++17".into(), "-arch=compute_90".into()],
        headers: vec![("new".into(), String::new())],
    }
}

fn case(frontmatter: &str, body: &str) -> Case {
    let src = format!("/*---\n{frontmatter}---*/\n{body}");
    case::parse("t/case".into(), Path::new("/nonexistent/t/case.cu"), src).unwrap()
}

const T: Duration = Duration::from_secs(30);

#[test]
fn a_request_and_its_reply_round_trip() {
    let pool = Pool::new(worker(), "fake".into());
    assert_eq!(pool.version(), Ok((0, 0)));
    match pool.compile(&request("__global__ void k() {}"), T) {
        Answer::Done(r) => {
            assert_eq!(r.result, 0);
            // The fake library echoes the name and options it was given.
            assert_eq!(r.log, "t.cu: -std=c++17 -arch=compute_90");
        }
        a => panic!("{a:?}"),
    }
    let mut bad = request("x");
    bad.options.push("-FAKE_BAD".into());
    assert!(matches!(pool.compile(&bad, T), Answer::Done(r) if r.result == nvrtc_worker_invalid()));
}

fn nvrtc_worker_invalid() -> i32 {
    cuconform::toolchain::nvrtc_worker::INVALID_OPTION
}

#[test]
fn a_worker_that_dies_mid_compile_is_a_crash_and_the_next_compile_works() {
    let pool = Pool::new(worker(), "fake".into());
    match pool.compile(&request("FAKE_CRASH"), T) {
        Answer::Crashed { exit, .. } => assert_eq!(exit, Exit::Signal(6)),
        a => panic!("{a:?}"),
    }
    // A library calling exit() mid-compile (NVRTC 11.8's "LLVM ERROR") is a crash too.
    match pool.compile(&request("FAKE_EXIT"), T) {
        Answer::Crashed { exit, stderr } => {
            assert_eq!(exit, Exit::Signal(6));
            assert!(stderr.contains("exit() mid-compile"), "{stderr}");
        }
        a => panic!("{a:?}"),
    }
    assert!(matches!(pool.compile(&request("fine"), T), Answer::Done(r) if r.result == 0));
}

#[test]
fn a_hanging_worker_is_killed_at_the_deadline_and_the_next_compile_works() {
    let pool = Pool::new(worker(), "fake".into());
    let t = Instant::now();
    assert_eq!(
        pool.compile(&request("FAKE_HANG"), Duration::from_millis(500)),
        Answer::TimedOut
    );
    assert!(t.elapsed() < Duration::from_secs(10));
    assert!(matches!(pool.compile(&request("fine"), T), Answer::Done(r) if r.result == 0));
}

#[test]
fn a_worker_is_reused_between_compiles() {
    // Ten compiles in one worker cost less than ten worker starts would; here it is enough that
    // a reused worker still answers each request with its own reply.
    let pool = Pool::new(worker(), "fake".into()).reusing(true);
    for i in 0..10 {
        let mut r = request("x");
        r.name = format!("n{i}.cu");
        match pool.compile(&r, T) {
            Answer::Done(rep) => assert!(rep.log.starts_with(&format!("n{i}.cu:"))),
            a => panic!("{a:?}"),
        }
    }
}

#[test]
fn a_library_that_does_not_load_is_an_error_naming_it() {
    let pool = Pool::new(worker(), "/nonexistent/libnvrtc.so.12".into());
    let e = pool.version().unwrap_err();
    assert!(e.contains("/nonexistent/libnvrtc.so.12"), "{e}");
}

#[test]
fn cases_nvrtc_cannot_take_are_told_apart_from_the_frontmatter() {
    let c = |fm: &str| {
        case(
            &format!("section: I.1\nclause: x.y\ndescription: d\nverdict: ok\n{fm}"),
            "__global__ void k() {}\n",
        )
    };
    assert_eq!(nvrtc::static_inapplicability(&c("")), None);
    assert!(
        nvrtc::static_inapplicability(&c("flags: [\"--extended-lambda\"]\n"))
            .unwrap()
            .contains("--extended-lambda")
    );
    assert!(nvrtc::static_inapplicability(&c("phase: link\n"))
        .unwrap()
        .contains("link"));
    assert!(nvrtc::static_inapplicability(&c("tus: 2\n"))
        .unwrap()
        .contains("translation units"));
}

#[test]
fn host_code_is_told_apart_from_nvrtc_s_log() {
    // NVRTC 12.4's log for a file with a host function, a host variable, a `__host__` function
    // and a host header.
    let log = "/w/a.cu(2): error: A function without execution space annotations (__host__/__device__/__global__) is considered a host function, and host functions are not allowed in JIT mode. Consider using -default-device flag to process unannotated functions as __device__ functions in JIT mode\n";
    assert_eq!(
        nvrtc::host_code_in(log).as_deref(),
        Some("not applicable to NVRTC: host code (a function without execution space annotations) at line 2")
    );
    let var = "/w/a.cu(7): error: A namespace scope variable without memory space annotations (__device__/__constant__/__shared__/__managed__) is considered a host variable, and host variables are not allowed in JIT mode.\n";
    assert!(nvrtc::host_code_in(var)
        .unwrap()
        .contains("namespace-scope variable"));
    let hdr = "/w/a.cu(3): catastrophic error: cannot open source file \"cstdio\"\n";
    assert_eq!(
        nvrtc::host_code_in(hdr).as_deref(),
        Some("not applicable to NVRTC: a header NVRTC lacks \"cstdio\" at line 3")
    );
    // An ordinary device-code error is judged, not excused.
    let dev = "/w/a.cu(4): error: calling a __host__ function(\"f\") from a __global__ function(\"k\") is not allowed\n";
    assert_eq!(nvrtc::host_code_in(dev), None);
}

#[test]
fn options_map_to_nvrtc_s_spelling() {
    let c = |fm: &str| {
        case(
            &format!("section: I.1\nclause: x.y\ndescription: d\nverdict: ok\n{fm}"),
            "__device__ __int128 v;\n",
        )
    };
    let opts = |fm: &str| match nvrtc::map_options(&c(fm), "sm_90") {
        Mapped::Options(o) => o,
        m => panic!("{m:?}"),
    };
    // nvcc's default dialect is given explicitly (NVRTC 11.x defaults to C++03); __int128 needs
    // NVRTC's switch.
    assert_eq!(
        opts(""),
        ["-arch=compute_90", "-std=c++17", "--device-int128"]
    );
    assert_eq!(
        opts("std: c++20\nflags: [\"-rdc=true\", \"-DX=1\", \"-Xcompiler\", \"-Wall\", \"-lcudadevrt\", \"--expt-relaxed-constexpr\"]\n"),
        [
            "-arch=compute_90",
            "-std=c++20",
            "-DX=1",
            "--expt-relaxed-constexpr",
            "--relocatable-device-code=true",
            "--device-int128"
        ]
    );
    assert_eq!(
        opts("flags: [\"-Werror\", \"all-warnings\"]\n")[2],
        "-Werror=all-warnings"
    );
    assert!(matches!(
        nvrtc::map_options(&c("flags: [\"--expt-extended-lambda\"]\n"), "sm_90"),
        Mapped::NoSpelling(_)
    ));
}

#[test]
fn version_spellings() {
    assert_eq!(nvrtc::minors_in("12.4").unwrap(), ["12.4"]);
    assert_eq!(nvrtc::minors_in("12.4.127").unwrap(), ["12.4"]);
    let all = nvrtc::minors_in("11.8..13.5").unwrap();
    assert_eq!(all.len(), 16);
    assert!(all.contains(&"12.0") && all.contains(&"12.1") && !all.contains(&"12.7"));
    assert!(nvrtc::minors_in("12.7").is_err());
    assert!(nvrtc::minors_in("13.5..12.0").is_err());
}

fn ctx() -> BuildContext {
    BuildContext {
        arch: "sm_90".into(),
        include_dir: Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/include"),
        compile_timeout: Duration::from_secs(60),
        mem_limit: None,
        cache: None,
    }
}

/// A cached NVRTC, when this machine has one (`cuconform provision nvrtc@X`).
fn installed(minor: &str) -> Option<nvrtc::Nvrtc> {
    if std::env::var_os("CUCONFORM_NVRTC_WORKER").is_none() {
        std::env::set_var("CUCONFORM_NVRTC_WORKER", worker());
    }
    let n = nvrtc::cached_library(minor).map(|_| nvrtc::Nvrtc::of_version(minor, false).unwrap());
    if n.is_none() {
        eprintln!("NVRTC {minor} is not installed here: part of this test is skipped");
    }
    n
}

#[test]
fn a_version_lacking_an_option_makes_the_case_not_applicable_there() {
    // 11.8 has no -std=c++20, 12.0 has it (CHANGES.md: C++20 from 12.0).
    let c20 = case(
        "section: I.1\nclause: x.y\ndescription: d\nverdict: ok\nstd: c++20\n",
        "__device__ int f() { return 1; }\n",
    );
    if let Some(v118) = installed("11.8") {
        assert_eq!(v118.info().version.major_minor(), "11.8");
        let why = v118.not_applicable(&c20, &ctx()).unwrap();
        assert!(why.contains("-std=c++20"), "{why}");
    }
    if let Some(v120) = installed("12.0") {
        assert_eq!(v120.not_applicable(&c20, &ctx()), None);
        let b = v120.build(&c20, case::Phase::Compile, &ctx(), Path::new("/tmp"));
        assert_eq!(
            verdict::judge(&c20, &b.outcome).status,
            Status::Pass,
            "{:?}",
            b.outcome
        );
    }
}

#[test]
fn a_real_nvrtc_judges_device_code_and_excuses_host_code() {
    let Some(n) = installed("12.4") else { return };
    let dev = case(
        "section: I.1\nclause: x.y\ndescription: d\nverdict: error\n",
        "__host__ int h() { return 1; }\n__device__ int f() { return h(); } // expect-error\n",
    );
    // `__host__` explicitly: host code in JIT mode.
    assert!(n
        .not_applicable(&dev, &ctx())
        .unwrap()
        .contains("host code"));
    let bad = case(
        "section: I.1\nclause: x.y\ndescription: d\nverdict: error\n",
        "#include \"cuconform.h\"\n#include <new>\n__device__ int g;\n__global__ void k() { int *p = &g; delete p; static_assert(sizeof(int) == 2, \"x\"); } // expect-error\n",
    );
    assert_eq!(n.not_applicable(&bad, &ctx()), None);
    let b = n.build(&bad, case::Phase::Compile, &ctx(), Path::new("/tmp"));
    let o: &Outcome = &b.outcome;
    assert_eq!(verdict::judge(&bad, o).status, Status::Pass, "{o:?}");
}
