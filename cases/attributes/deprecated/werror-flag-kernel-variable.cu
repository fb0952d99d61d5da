/*---
section: I.4.15
clause: attr.deprecated-flags
description: "-Werror=deprecated-declarations turns the device-side deprecation warning for a deprecated __device__ variable read in a kernel into an error"
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated("use g_new")]] __device__ int g_old = 1;
__global__ void kern(int *p) {
  *p = g_old; // expect-error
}
