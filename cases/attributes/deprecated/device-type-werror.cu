/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated class type in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
struct [[deprecated]] OldT { int x; };
__device__ int use(void) {
  OldT t{1}; // expect-error
  return t.x;
}
