/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "Compiling a device-side launch with -dc (the guide's first step of the two-step build)."
verdict: ok
requires:
  features: [cdp]
revisions:
  dc: {flags: ["-dc"]}
  long-form: {flags: ["--relocatable-device-code=true"], note: "Compiling a device-side launch with --relocatable-device-code=true."}
---*/
__global__ void child(int *out) { *out = 1; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }
