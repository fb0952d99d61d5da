/*---
section: I.6.2
clause: xlambda.restriction-17
description: "A kernel instantiated on std::is_trivially_copy_constructible of an extended lambda's closure type (no diagnostic required; recorded at run time)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
---*/
#include "cuconform.h"
#include <type_traits>

template <bool b>
__global__ void report(int *out) { *out = b ? 1 : 2; }

template <typename T>
int dolaunch(void) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  report<std::is_trivially_copy_constructible<T>::value><<<1,1>>>(d);  // expect-error
  cudaError_t e = cudaDeviceSynchronize();
  int h = 0;
  if (e == cudaSuccess) cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return e == cudaSuccess ? h : -1;
}

int main() {
  int x = 0;
  auto lam1 = [=] __device__ () { return x; };
  std::printf("%d\n", dolaunch<decltype(lam1)>());
  return 0;
}
