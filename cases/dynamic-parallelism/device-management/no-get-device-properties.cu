/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "cudaGetDeviceProperties() in a kernel: the device runtime offers no catch-all properties API."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void parent(int *out) {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0); // expect-error
    *out = p.major;
}
