/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a deprecated __constant__ variable in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __constant__ int old_c = 3;
__device__ int use(void) {
  return old_c; // expect-error
}
