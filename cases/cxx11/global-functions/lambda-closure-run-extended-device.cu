/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "An extended __device__ lambda passed to a __global__ template runs on the device."
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
template <typename T>
__global__ void kernel(T in) { in(); }

int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  int v = 41;
  kernel<<<1,1>>>( [=] __device__ { *d = v + 1; } );
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
