/*---
section: I.4.8
clause: stdlib.host-only
description: "With --expt-relaxed-constexpr, constexpr library functions such as std::min and std::max are callable from device code (I.4.20.4)."
verdict: ok
phase: run
std: c++17
flags: ["--expt-relaxed-constexpr"]
run:
  stdout: "7 42\n"
---*/
#include "cuconform.h"
#include <algorithm>

__global__ void kern(int a, int b, int *out)
{
  out[0] = std::min(a, b);
  out[1] = std::max(a, b);
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  kern<<<1, 1>>>(42, 7, d);
  CC_SYNC();
  int h[2];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
