/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy-no-alloc
description: "cudaHostGetDevicePointer() in a kernel: a kernel may not allocate or free zero-copy memory."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void k(void *p) {
    void *q;
    cudaHostGetDevicePointer(&q, p, 0); // expect-error
    (void)q;
}
