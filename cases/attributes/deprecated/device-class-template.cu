/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated class template in device code gets a deprecation warning."
verdict: ok
std: c++14
---*/
template <typename T> struct [[deprecated]] OldBox { T v; };
__device__ int use(void) {
  OldBox<int> b{1}; // expect-warning
  return b.v;
}
