//! The generated translation unit of `scale.rs` and `scale_paired.rs` (thousands of kernels and
//! one launch of each), and the process's CPU time, shared by both: each test is alone in its own
//! binary so that the process's CPU time is that test's.

/// Kernels and one launch of each, at least `min_bytes` long; returns the source and the number
/// of kernels.
pub fn generated(min_bytes: usize) -> (String, usize) {
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
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}
