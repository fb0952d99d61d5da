//! Generated code is valid code: the host view of every generated `verdict: ok` case must be
//! well-formed C++ for g++ (and clang++ when the machine has one). A generated case that is
//! ill-formed whatever the CUDA rule says (a lambda's template parameter shadowing the enclosing
//! template's, say) tests nothing about CUDA, and its `error` siblings are confounded by the
//! same mistake.
//!
//! The host view: `tests/host-view/cuda_host_shim.h` is force-included, which defines CUDA's
//! keywords away (so device bodies are checked as host C++, not stubbed) and declares the
//! built-ins and runtime calls the cases use; launches `k<<<g, b>>>(args)` become calls
//! `k(args)`; a `static_assert` over an nvcc-only trait (`__nv_is_extended_*`) type-checks its
//! argument without judging it. Cases are checked in parallel batches, one compiler process per
//! batch.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "cu")
            && p.components().any(|c| c.as_os_str() == "generated")
        {
            out.push(p);
        }
    }
}

/// The host view of a case's text (see the module comment); line numbers are kept.
fn host_view(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // `<<<grid, block>>>` is dropped: the launch becomes a call of the (now host) kernel.
    while let Some(i) = rest.find("<<<") {
        out.push_str(&rest[..i]);
        match rest[i..].find(">>>") {
            Some(j) => rest = &rest[i + j + 3..],
            None => {
                rest = &rest[i..];
                break;
            }
        }
    }
    out.push_str(rest);
    out.lines()
        .map(|l| {
            if l.contains("static_assert(")
                && (l.contains("IS_D_LAMBDA")
                    || l.contains("IS_HD_LAMBDA")
                    || l.contains("__nv_is_extended"))
            {
                l.replace("static_assert(", "CUCONFORM_UNKNOWN_ASSERT(")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// One file of the host view: the case it comes from and where it was written.
struct Unit {
    case: String,
    file: PathBuf,
    std: String,
}

/// Writes the host views of every generated `ok` case into `dir`.
fn units(dir: &Path) -> Vec<Unit> {
    let cases = repo().join("cases");
    let mut files = Vec::new();
    walk(&cases, &mut files);
    files.sort();
    let mut units = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        // The case's trials (one per revision), read by the case format's own parser.
        let trials = cases_format::case::parse_revisions("case".into(), &f, text.clone())
            .unwrap_or_else(|e| panic!("{e}"));
        // Each distinct `std` of the case's `ok` trials.
        let mut stds: Vec<String> = trials
            .iter()
            .filter(|t| t.meta.verdict == cases_format::case::Verdict::Ok)
            // nvcc's default is C++17.
            .map(|t| t.meta.std.map_or("c++17".into(), |s| s.to_string()))
            .collect();
        stds.sort();
        stds.dedup();
        if stds.is_empty() {
            continue;
        }
        let case = f
            .strip_prefix(&cases)
            .unwrap()
            .with_extension("")
            .to_string_lossy()
            .into_owned();
        // Same relative path below `dir`, so the compiler's messages name the case.
        let file = dir.join(format!("{case}.cpp"));
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, host_view(&text)).unwrap();
        for std in stds {
            units.push(Unit {
                case: case.clone(),
                file: file.clone(),
                std,
            });
        }
    }
    units
}

fn which(tool: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join(tool))
            .find(|p| p.is_file())
    })
}

/// `clang++`, or else the newest versioned `clang++-N` on PATH: Debian's clang packages install
/// only the versioned name unless the unversioned `clang` package is also there.
fn which_clangxx() -> Option<PathBuf> {
    which("clang++").or_else(|| (14..=30).rev().find_map(|v| which(&format!("clang++-{v}"))))
}

/// Checks every unit with `compiler -fsyntax-only`, in parallel batches; returns the failing
/// cases, each with the compiler's first error lines about it.
fn check(compiler: &Path, units: &[Unit], dir: &Path) -> Vec<String> {
    let shim = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host-view/cuda_host_shim.h");
    let include = repo().join("cases/include");
    // Batches of one `std`, one compiler process each.
    let mut by_std: std::collections::BTreeMap<&str, Vec<&Unit>> = Default::default();
    for u in units {
        by_std.entry(u.std.as_str()).or_default().push(u);
    }
    let batches: Vec<(&str, Vec<&Unit>)> = by_std
        .into_iter()
        .flat_map(|(std, us)| us.chunks(40).map(|c| (std, c.to_vec())).collect::<Vec<_>>())
        .collect();
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failed = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((std, batch)) = batches.get(i) else {
                    break;
                };
                let out = Command::new(compiler)
                    .args(["-fsyntax-only", "-x", "c++", &format!("-std={std}")])
                    .arg("-include")
                    .arg(&shim)
                    .arg("-I")
                    .arg(&include)
                    // Relative paths, so that the messages name files as `names` has them.
                    .args(batch.iter().map(|u| u.file.strip_prefix(dir).unwrap()))
                    .current_dir(dir)
                    .output()
                    .unwrap_or_else(|e| panic!("{}: {e}", compiler.display()));
                if out.status.success() {
                    continue;
                }
                let stderr = String::from_utf8_lossy(&out.stderr);
                let mut f = failed.lock().unwrap();
                for u in batch {
                    let name = u
                        .file
                        .strip_prefix(dir)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned();
                    let errors: Vec<&str> = stderr
                        .lines()
                        .filter(|l| l.starts_with(&name) && l.contains("error:"))
                        .take(3)
                        .collect();
                    if !errors.is_empty() {
                        f.push(format!(
                            "{} ({std}):\n    {}",
                            u.case,
                            errors.join("\n    ")
                        ));
                    }
                }
                if !out.status.success()
                    && !batch.iter().any(|u| {
                        let name = u
                            .file
                            .strip_prefix(dir)
                            .unwrap()
                            .to_string_lossy()
                            .into_owned();
                        stderr.contains(&name)
                    })
                {
                    f.push(format!("a batch failed without naming a case:\n{stderr}"));
                }
            });
        }
    });
    let mut v = failed.into_inner().unwrap();
    v.sort();
    v
}

fn run_with(tool: &str) {
    let found = if tool == "clang++" {
        which_clangxx()
    } else {
        which(tool)
    };
    let Some(compiler) = found else {
        // Written past libtest's capture, so that a skip is seen.
        let _ = writeln!(
            std::io::stderr(),
            "host_valid: {tool} not found on PATH: the {tool} host-view check is SKIPPED"
        );
        return;
    };
    let dir =
        std::env::temp_dir().join(format!("cuconform-host-view-{tool}-{}", std::process::id()));
    let units = units(&dir);
    assert!(
        units.len() > 100,
        "only {} generated ok cases found",
        units.len()
    );
    let failed = check(&compiler, &units, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failed.is_empty(),
        "{} of {} generated `ok` cases are not valid host C++ for {tool} (fix the family in \
         generator/src/families, then `cargo run -p cuconform-gen`):\n{}",
        failed.len(),
        units.len(),
        failed.join("\n")
    );
}

#[test]
fn generated_ok_cases_are_valid_host_cpp_for_gxx() {
    run_with("g++");
}

#[test]
fn generated_ok_cases_are_valid_host_cpp_for_clangxx() {
    run_with("clang++");
}

#[test]
fn the_host_view_catches_a_shadowing_template_parameter() {
    // Guard the guard: the known ill-formed shape fails, its fixed form passes.
    let Some(gxx) = which("g++") else { return };
    let dir =
        std::env::temp_dir().join(format!("cuconform-host-view-probe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mk = |name: &str, param: &str| {
        let text = format!(
            "/*---\nverdict: ok\n---*/\ntemplate <typename F> __global__ void kern(F f) {{ }}\n\
             template <typename T> void foo() {{\n  auto lam = [] __device__ <{param}>({} i) {{ return i; }};\n  \
             kern<<<1, 1>>>(lam);\n}}\ntemplate void foo<int>();\n",
            param.rsplit(' ').next().unwrap()
        );
        let file = dir.join(format!("{name}.cpp"));
        std::fs::write(&file, host_view(&text)).unwrap();
        Unit {
            case: name.into(),
            file,
            std: "c++20".into(),
        }
    };
    let bad = [mk("shadow", "typename T")];
    let good = [mk("fresh", "typename U")];
    let bad_result = check(&gxx, &bad, &dir);
    let good_result = check(&gxx, &good, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(bad_result.len(), 1, "{bad_result:?}");
    assert!(good_result.is_empty(), "{good_result:?}");
}
