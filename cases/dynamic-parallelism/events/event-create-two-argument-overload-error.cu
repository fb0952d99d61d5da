/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "The two-argument C++ overload cudaEventCreate(&e, cudaEventDisableTiming) in a kernel: even with the right flag, the device must use cudaEventCreateWithFlags(); the overload is host-only."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
note: "cuda_runtime.h declares the overload as a __host__ inline wrapper of cudaEventCreateWithFlags; the device runtime API table lists only cudaEventCreateWithFlags."
---*/
__global__ void child(int *p) { *p = 1; }

__global__ void parent(int *p) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEvent_t e;
    cudaEventCreate(&e, cudaEventDisableTiming); // expect-error
    child<<<1, 1, 0, s>>>(p);
    cudaEventRecord(e, s);
}
