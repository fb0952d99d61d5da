/*---
section: I.4.10.3
clause: global.param-polymorphic-ub
description: "A polymorphic object copied from host to device as a __global__ argument, then a virtual call on it in the kernel: undefined (the vtable pointer is a host address)"
verdict: ub
phase: run
note: "The CUDA 13 guide makes this undefined behaviour (the 11.x and 12.x guides forbade the parameter, global.param-no-virtual-class). What the program prints, or whether the kernel faults, is recorded."
---*/
#include "cuconform.h"

struct V {
  int x;
  __host__ __device__ virtual int get(void) const { return x; }
};

__global__ void kern(V v, int *out) { *out = v.get(); }

int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  V v;
  v.x = 3;
  kern<<<1, 1>>>(v, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), e == cudaSuccess ? *out : -1);
  return 0;
}
