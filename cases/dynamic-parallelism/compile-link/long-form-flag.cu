/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "Compiling a device-side launch with --relocatable-device-code=true."
verdict: ok
flags: ["--relocatable-device-code=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }
