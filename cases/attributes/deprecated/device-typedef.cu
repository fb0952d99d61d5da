/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated typedef in device code gets a deprecation warning."
verdict: ok
std: c++14
---*/
typedef int old_int [[deprecated]];
__device__ int use(void) {
  old_int v = 1; // expect-warning
  return v;
}
