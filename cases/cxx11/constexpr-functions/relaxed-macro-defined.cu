/*---
section: I.4.20.4
clause: constexpr.relaxed-macro
description: "With --expt-relaxed-constexpr nvcc defines __CUDACC_RELAXED_CONSTEXPR__ in both the host and the device compilation."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "__CUDACC_RELAXED_CONSTEXPR__ is not defined"
#endif
__global__ void k(void) { }
