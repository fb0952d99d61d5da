/*---
section: "D.3.1.2"
clause: dp.streams.no-sync-query
description: "Device code checks its launch with cudaGetLastError()/cudaPeekAtLastError() (supported) rather than cudaStreamQuery(), and orders the follow-up with a launch into the same stream."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void step(int *p, int i) { p[i] = i; }

__global__ void parent(int *p, int *status) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    step<<<1, 1, 0, s>>>(p, 0);
    if (cudaPeekAtLastError() != cudaSuccess) { *status = (int)cudaGetLastError(); return; }
    step<<<1, 1, 0, s>>>(p, 1);     // stream order, not a query, sequences the steps
    *status = (int)cudaGetLastError();
    cudaStreamDestroy(s);
}
