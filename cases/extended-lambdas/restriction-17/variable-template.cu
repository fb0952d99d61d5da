/*---
section: I.6.2
clause: xlambda.restriction-17
description: "A __device__ variable template instantiated on std::is_trivially_copyable of an extended lambda's closure type (no diagnostic required; recorded at run time)"
verdict: ndr
phase: run
std: c++17
flags: ["--extended-lambda"]
note: "'Care must be taken that the results of these type traits are not used in ... __device__ / __constant__ / __managed__ variable template instantiation.'"
---*/
#include "cuconform.h"
#include <type_traits>

template <bool B>
__device__ int flag = B ? 1 : 2;

template <typename T>
int read_flag(void) {
  int h = 0;
  cudaError_t e = cudaMemcpyFromSymbol(&h, flag<std::is_trivially_copyable<T>::value>, sizeof(int));  // expect-error-any(use)
  return e == cudaSuccess ? h : -1;
}

template <typename T>
__global__ void touch(T) { (void)flag<std::is_trivially_copyable<T>::value>; }  // expect-error-any(use)

int main() {
  int x = 0;
  auto lam1 = [=] __host__ __device__ () { return x; };
  touch<<<1,1>>>(lam1);
  cudaDeviceSynchronize();
  std::printf("%d\n", read_flag<decltype(lam1)>());
  return 0;
}
