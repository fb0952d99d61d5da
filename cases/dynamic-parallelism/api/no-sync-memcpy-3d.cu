/*---
section: "D.3.1.8"
clause: dp.api.memcpy-async-only
description: "cudaMemcpy3D() in a kernel: only the async memcpy/memset functions are supported in device code."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void parent(int *dst, const int *src) {
    cudaMemcpy3DParms p3 = {};
    cudaMemcpy3D(&p3); // expect-error
    (void)p3;
}
