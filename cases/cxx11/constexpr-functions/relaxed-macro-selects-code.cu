/*---
section: I.4.20.4
clause: constexpr.relaxed-macro
description: "Code guarded by __CUDACC_RELAXED_CONSTEXPR__ may rely on the relaxation."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
__device__ int f(int v) {
#ifdef __CUDACC_RELAXED_CONSTEXPR__
  return hcf(v);
#else
#error "__CUDACC_RELAXED_CONSTEXPR__ is not defined"
#endif
}
