/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated class template in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
template <typename T> struct [[deprecated]] OldBox { T v; };
__device__ int use(void) {
  OldBox<int> b{1}; // expect-error
  return b.v;
}
