/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "A __host__ __device__ function taking the address only in its host compilation is allowed."
verdict: ok
---*/
const int xxx = 10;
__host__ __device__ int get(void) {
#ifndef __CUDA_ARCH__
  const int *p = &xxx;
  return *p;
#else
  return xxx;
#endif
}
