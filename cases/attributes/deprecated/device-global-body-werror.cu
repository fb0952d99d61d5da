/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference from a __global__ function body in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
__global__ void kern(int *out) {
  *out = old_fn(); // expect-error
}
