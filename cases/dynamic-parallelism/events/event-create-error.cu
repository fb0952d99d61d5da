/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "cudaEventCreate() in a kernel: device events must be created with cudaEventCreateWithFlags()."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void parent() {
    cudaEvent_t e;
    cudaEventCreate(&e); // expect-error
}
