/*---
section: I.4.10.3
clause: class.virtual-call-host-object-in-device
description: "A kernel calls an overridden virtual function on an object constructed in host code (managed memory); the result is not defined (printed)."
verdict: ub
phase: run
run:
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"
#include <new>
struct B { virtual __host__ __device__ int id(void) const { return 1; } };
struct D : B { __host__ __device__ int id(void) const { return 2; } };
__global__ void kern(const B *p, int *out) { *out = p->id(); }
int main() {
  void *buf;
  int *out;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(D)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  B *p = new (buf) D();
  *out = 0;
  kern<<<1, 1>>>(p, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), *out);
  return 0;
}
