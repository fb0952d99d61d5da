/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "cudaMemGetInfo() in a kernel: it is not in the device runtime API table, so it is host-only."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child() { }

__global__ void parent() {
    void *p = nullptr;
    size_t pitch, free_b, total_b;
    cudaPointerAttributes attr;
    cudaGraph_t g;
    cudaMemGetInfo(&free_b, &total_b); // expect-error
    (void)pitch; (void)free_b; (void)total_b; (void)attr; (void)g;
}
