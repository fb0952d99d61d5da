/*---
section: I.2
clause: features.cxx14.clarifying-memory-allocation
description: "new-expressions in host code of a CUDA translation unit under C++14 (N3664 lets the implementation merge or omit allocations)"
verdict: ok
phase: run
std: c++14
note: "N3664 only licenses implementations to omit or merge allocations; the observable value is fixed."
run:
  stdout: "12 1\n"
---*/
#include "cuconform.h"

int host_alloc() {
  int* a = new int(5);
  int* b = new int(7);
  int v = *a + *b;
  delete b;
  delete a;
  return v;
}

// Device code of the same translation unit, which the host-only feature must not disturb.
__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d %d\n", host_alloc(), h);
  return 0;
}
