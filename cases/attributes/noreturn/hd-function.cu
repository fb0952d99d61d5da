/*---
section: I.4.16
clause: attr.noreturn-supported
description: "[[noreturn]] on a __host__ __device__ function is accepted."
verdict: ok
---*/
#include <cstdlib>
[[noreturn]] __host__ __device__ void die(void) {
#ifdef __CUDA_ARCH__
  __trap();
#else
  std::abort();
#endif
}
__host__ __device__ int checked(int v) {
  if (v < 0) die();
  return v;
}
