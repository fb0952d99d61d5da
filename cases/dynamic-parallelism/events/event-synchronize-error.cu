/*---
section: "D.3.1.3"
clause: dp.events.unsupported-apis
description: "cudaEventSynchronize() in a kernel is not supported by the device runtime."
verdict: diagnose
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child() { }

__global__ void parent() {
    cudaEvent_t e;
    float ms;
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    child<<<1, 1>>>();
    cudaEventRecord(e, 0);
    cudaEventSynchronize(e); // expect-diag
    (void)ms;
    cudaEventDestroy(e);
}
