/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "A device-side launch compiled with an explicit -rdc=false must be rejected."
verdict: error
flags: ["-rdc=false"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    child<<<1, 1>>>(out); // expect-error
}
