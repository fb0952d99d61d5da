/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "cudaStreamCreate() in a __device__ helper called from a kernel fails to compile for the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ cudaStream_t make_stream() {
    cudaStream_t s;
    cudaStreamCreate(&s); // expect-error
    return s;
}

__global__ void parent() { cudaStream_t s = make_stream(); (void)s; }
