/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In separate compilation, an external __host__ __device__ function is defined only in the device pass.
verdict: ndr
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
#ifdef __CUDA_ARCH__
__host__ __device__ int helper(int v) { return v + 1; }  // expect-error
#endif
