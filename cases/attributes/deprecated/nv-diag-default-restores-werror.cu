/*---
section: I.4.15
clause: attr.deprecated-nv-diag-suppress
description: "After #pragma nv_diag_default the deprecation diagnostic is back (error with -Werror=deprecated-declarations)."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
#pragma nv_diag_suppress deprecated_entity
__device__ int use1(void) { return old_fn(); }
#pragma nv_diag_default deprecated_entity
__device__ int use2(void) {
  return old_fn(); // expect-error
}
