//! Bounded and linear (issue 15): a generated 2 MB translation unit of thousands of kernels and
//! their launches checks in linear time. Once, passes over every use per function made the time
//! grow with the square of the number of `__global__` functions (a file like this took 11 s of
//! CPU). Alone in its test binary so that the process's CPU time is this test's.

use cuconform_check::{check_source, Options};
use std::path::Path;

fn generated(min_bytes: usize) -> (String, usize) {
    let mut s = String::from(
        "struct P { int a; float b; };\n__device__ int helper(int x) { return x * 2; }\n",
    );
    let mut n = 0;
    while s.len() < min_bytes {
        s.push_str(&format!(
            "__global__ void kernel_{n}(float* out, const float* in, int m, P p) {{\n  int t = blockIdx.x * blockDim.x + threadIdx.x;\n  __shared__ float buf[128];\n  if (t < m) {{ buf[threadIdx.x % 128] = in[t] * {n}.0f + p.b; __syncthreads(); out[t] = buf[(threadIdx.x + 1) % 128] + helper(p.a); }}\n}}\n"
        ));
        n += 1;
    }
    s.push_str("int main() { float *a = 0, *b = 0; P p{1, 2.0f};\n");
    for k in 0..n {
        s.push_str(&format!("  kernel_{k}<<<1, 128>>>(a, b, 128, p);\n"));
    }
    s.push_str("  return 0; }\n");
    (s, n)
}

/// user + system CPU seconds of this process (Linux /proc; None elsewhere).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

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
