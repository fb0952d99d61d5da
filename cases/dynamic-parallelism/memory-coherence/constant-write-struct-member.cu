/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "A device-launched child makes an assignment to a member of a __constant__ struct: constants may not be modified from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
struct S { int a, b; };
__constant__ S c;

__global__ void child() {
    c.b = 2; // expect-error
}

__global__ void parent() { child<<<1, 1>>>(); }
