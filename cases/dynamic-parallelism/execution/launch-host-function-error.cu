/*---
section: "D.3.1"
clause: dp.exec.launch-target-global
description: "An execution configuration on a call of a __host__ function from a kernel is ill-formed."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
void host_fn(int *out) { *out = 1; }

__global__ void parent(int *out) {
    host_fn<<<1, 1>>>(out); // expect-error
}
