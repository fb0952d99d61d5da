/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "A device-launched child makes an assignment to an element of a __constant__ array: constants may not be modified from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__constant__ int c[4];

__global__ void child() {
    c[threadIdx.x] = 1; // expect-error
}

__global__ void parent() { child<<<1, 1>>>(); }
