/*---
section: I.4.15
clause: attr.deprecated-gcc-pragma
description: "A #pragma GCC diagnostic push/ignored/pop region around a device reference does not silence the CUDA frontend."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
__device__ int use(void) {
  return old_fn(); // expect-error
}
#pragma GCC diagnostic pop
