/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "A parent assigns a __constant__ variable before launching its child (\"even between parent and child launches\")."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__constant__ int c;

__global__ void child(int *out) { *out = c; }

__global__ void parent(int *out) {
    c = 5; // expect-error
    child<<<1, 1>>>(out);
}
