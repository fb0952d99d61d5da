/*---
section: I.4.15
clause: attr.deprecated-nv-diag-suppress
description: "#pragma nv_diag_suppress deprecated_entity silences the device-side diagnostic: compiles even with -Werror=deprecated-declarations."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
#pragma nv_diag_suppress deprecated_entity
[[deprecated]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) { return old_fn(); }
