/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In separate compilation, an external __device__ variable is defined only in the device pass.
verdict: ndr
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
#ifdef __CUDA_ARCH__
__device__ int shared_counter;  // expect-error
#endif
