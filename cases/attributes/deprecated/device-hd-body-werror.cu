/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference from a __host__ __device__ function body in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __host__ __device__ int old_fn(void) { return 1; }
__host__ __device__ int use(void) {
  return old_fn(); // expect-error
}
