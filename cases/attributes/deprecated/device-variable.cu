/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a deprecated __device__ variable in device code gets a deprecation warning."
verdict: ok
std: c++14
---*/
[[deprecated]] __device__ int old_var;
__device__ int use(void) {
  return old_var; // expect-warning
}
