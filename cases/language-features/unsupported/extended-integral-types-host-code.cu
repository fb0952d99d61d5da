/*---
section: I.1
clause: features.cxx11.extended-integral-types
description: "The host compiler's extended integer type __int128 in host code of a CUDA translation unit"
verdict: ok
phase: run
std: c++11
requires: {features: [int128]}
run:
  stdout: "68719476736 1\n"
---*/
#include "cuconform.h"

long long host_int128() {
  __int128 v = static_cast<__int128>(1) << 100;
  return static_cast<long long>(v >> 64);
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
  std::printf("%lld %d\n", host_int128(), h);
  return 0;
}
