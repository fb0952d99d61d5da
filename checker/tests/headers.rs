//! Headers followed as nvcc follows them: types from the paired toolkit's and host compiler's
//! headers are known, not guessed; `none` turns the pairing off. Skipped (with a note) where the
//! provisioned nvcc 13.5 or g++ is absent.

use cuconform_check::{check_source, Options, Severity};
use std::path::Path;

const SRC: &str = "#include <cstdint>\n\
struct K { static constexpr float2 v = {1.0f, 2.0f}; static constexpr std::uint32_t n = 4; };\n\
__global__ void k(float *p) { p[0] = K::v.x + K::n; }\n";

fn errors(flags: &[&str]) -> Vec<(u32, &'static str)> {
    let opts = Options::from_flags(&flags.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    check_source(Path::new("v.cu"), SRC, &opts)
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| (f.line, f.rule))
        .collect()
}

#[test]
fn toolkit_types_come_from_its_headers() {
    let opts = Options::from_flags(&["-std=c++17".into()]);
    let tc = opts
        .toolchain
        .clone()
        .expect("from_flags pairs a toolchain");
    if tc.force_include.is_none() || tc.host_dirs.is_empty() {
        eprintln!("no provisioned nvcc 13.5 or no g++ here: skipped");
        return;
    }
    // float2 (vector_types.h, through the force-included cuda_runtime.h) is a class: a host
    // constexpr float2 read in device code is the clause's error; std::uint32_t (<cstdint>,
    // libstdc++ and glibc typedefs) is a scalar: its use is allowed
    // (by the 11.x/12.x rule: CUDA 13 lets a class-type value be used directly, A52)
    assert_eq!(
        errors(&["-std=c++17", "--cuda=12.9"]),
        vec![(3, "hostvar.constexpr-nonscalar-in-constexpr-call")]
    );
    assert_eq!(errors(&["-std=c++17", "--cuda=13.0"]), vec![]);
    // unpaired, float2 is an unknown name and the rule stays silent
    assert_eq!(
        errors(&["-std=c++17", "--cuda-path", "none", "--host-compiler=none"]),
        vec![]
    );
}
