//! Bounded and linear (issue 15): a generated 2 MB translation unit of thousands of kernels and
//! their launches checks in linear time. Once, passes over every use per function made the time
//! grow with the square of the number of `__global__` functions (a file like this took 11 s of
//! CPU). Alone in its test binary so that the process's CPU time is this test's.

use cuconform_check::{check_source, Options};
use std::path::Path;

#[path = "support/scale_gen.rs"]
mod scale_gen;
use scale_gen::{cpu_seconds, generated};

#[test]
fn two_megabytes_of_kernels_in_linear_time() {
    let (src, kernels) = generated(2_000_000);
    assert!(kernels > 5000, "{kernels} kernels");
    let before = cpu_seconds();
    let t0 = std::time::Instant::now();
    let findings = check_source(Path::new("big.cu"), &src, &Options::default());
    let wall = t0.elapsed().as_secs_f64();
    // the file obeys every rule
    assert!(
        findings.is_empty(),
        "{:?}",
        &findings[..findings.len().min(5)]
    );
    if let (Some(a), Some(b)) = (before, cpu_seconds()) {
        // under 1 s unloaded; the bound leaves room for a loaded 2-core machine
        assert!(
            b - a < 4.0,
            "{kernels} kernels: {:.2} s CPU ({wall:.2} s wall)",
            b - a
        );
    } else {
        assert!(wall < 20.0, "{kernels} kernels: {wall:.2} s wall");
    }
}
