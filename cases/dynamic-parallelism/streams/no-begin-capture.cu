/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "cudaStreamBeginCapture() in a kernel: it is not part of the device runtime API."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void parent() {
    cudaStream_t s;
    unsigned int flags;
    int prio;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal); // expect-error
    (void)flags; (void)prio;
    cudaStreamDestroy(s);
}
