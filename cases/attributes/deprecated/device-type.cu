/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated class type in device code gets a deprecation warning."
verdict: ok
std: c++14
---*/
struct [[deprecated]] OldT { int x; };
__device__ int use(void) {
  OldT t{1}; // expect-warning
  return t.x;
}
