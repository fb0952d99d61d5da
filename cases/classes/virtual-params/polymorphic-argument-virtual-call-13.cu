/*---
section: I.4.10.3
clause: global.param-polymorphic-ub
description: "A polymorphic object copied from host to device as a __global__ argument, then a virtual call on it in the kernel: undefined (the vtable pointer is a host address)"
verdict: ub
phase: run
witness: {memcheck: out-of-bounds}
note: "The CUDA 13 guide makes this undefined behaviour (the 11.x and 12.x guides forbade the parameter, global.param-no-virtual-class). What the program prints, or whether the kernel faults, is recorded."
---*/
#include "cuconform.h"

struct V {
  int x;
  __host__ __device__ virtual int get(void) const { return x; }
};

// Called through a pointer in a function that is not inlined, so the compiler cannot see the
// object's dynamic type and reads the vtable pointer that came from the host (called on `v`
// directly, the call would be resolved statically and the vtable never read).
__device__ __noinline__ int call_get(const V *p) { return p->get(); }

__global__ void kern(V v, int *out) { *out = call_get(&v); }

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
