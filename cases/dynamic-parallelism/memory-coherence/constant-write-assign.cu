/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "A device-launched child makes an assignment to a __constant__ int: constants may not be modified from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__constant__ int c;

__global__ void child() {
    c = 3; // expect-error
}

__global__ void parent() { child<<<1, 1>>>(); }
