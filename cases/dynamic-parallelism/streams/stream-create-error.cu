/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "cudaStreamCreate() in a kernel: it is a host-runtime-only API and will fail to compile for the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreate(&s); // expect-error
    child<<<1, 1, 0, s>>>(out);
}
