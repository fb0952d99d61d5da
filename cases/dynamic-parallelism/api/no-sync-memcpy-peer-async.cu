/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "cudaMemcpyPeerAsync() in a kernel: peer copies are not part of the device runtime API."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void parent(int *dst, const int *src) {
    cudaMemcpy3DParms p3 = {};
    cudaMemcpyPeerAsync(dst, 0, src, 0, 16, 0); // expect-error
    (void)p3;
}
