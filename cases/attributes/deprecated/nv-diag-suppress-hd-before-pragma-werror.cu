/*---
section: I.4.15
clause: attr.deprecated-nv-diag-suppress
description: "A deprecated __device__ variable referenced in a __host__ __device__ function before #pragma nv_diag_suppress takes effect is still diagnosed (an error under -Werror=deprecated-declarations)"
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int g_old = 4;
__device__ int early(void) {
  return g_old; // expect-error
}
#pragma nv_diag_suppress deprecated_entity
__device__ int late(void) { return g_old; }
