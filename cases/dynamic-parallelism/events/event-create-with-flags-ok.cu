/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "cudaEventCreateWithFlags(&e, cudaEventDisableTiming) in device code compiles (and links)."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
__global__ void parent(int *out) {
    cudaEvent_t e;
    *out = (int)cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    cudaEventDestroy(e);
}

int main() { return 0; }
