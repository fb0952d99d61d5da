/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "cudaEventCreate() in a __device__ helper used by a kernel."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ cudaEvent_t make_event() {
    cudaEvent_t e;
    cudaEventCreate(&e); // expect-error
    return e;
}

__global__ void parent() { cudaEvent_t e = make_event(); (void)e; }
