/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a deprecated __device__ variable in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int old_var;
__device__ int use(void) {
  return old_var; // expect-error
}
