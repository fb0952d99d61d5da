/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-set-device
description: "cudaChooseDevice() in a kernel: only the device running the kernel can be controlled from it."
verdict: diagnose
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child() { }

__global__ void parent() {
    int dev = 0;
    unsigned int flags = 0;
    cudaChooseDevice(&dev, nullptr); // expect-diag
    (void)dev; (void)flags;
    child<<<1, 1>>>();
}
