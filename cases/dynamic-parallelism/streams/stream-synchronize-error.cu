/*---
section: "D.3.1.2"
clause: dp.streams.no-sync-query
description: "cudaStreamSynchronize() in a kernel is unsupported by the device runtime."
verdict: diagnose
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1, 0, s>>>(out);
    cudaStreamSynchronize(s); // expect-diag
}
