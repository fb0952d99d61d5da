/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "A device-side <<< >>> launch compiled without relocatable device code must be rejected."
verdict: error
requires:
  features: [cdp]
revisions:
  default: {}
  rdc-false: {flags: ["-rdc=false"], note: "A device-side launch compiled with an explicit -rdc=false must be rejected."}
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    child<<<1, 1>>>(out); // expect-error
}
