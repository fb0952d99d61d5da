/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In separate compilation, whether an external __device__ function is defined depends on the value of __CUDA_ARCH__.
verdict: ndr
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
#if __CUDA_ARCH__ >= 900
__device__ int fast_path(int v) { return v << 1; }  // expect-error
#endif
