/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated typedef in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
typedef int old_int [[deprecated]];
__device__ int use(void) {
  old_int v = 1; // expect-error
  return v;
}
