/*---
section: I.4.15
clause: attr.deprecated-nv-diag-suppress
description: "#pragma nv_diag_suppress silences the device-side diagnostic of a __host__ __device__ reference; the host compiler's warning on the same line remains."
verdict: ok
std: c++14
note: "The expected warning is the host compiler's (the pragma does not reach g++)."
---*/
#pragma nv_diag_suppress deprecated_entity
[[deprecated]] __host__ __device__ int old_fn(void) { return 1; }
__host__ __device__ int use(void) {
  return old_fn(); // expect-warning
}
