/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A function-local static with a dynamic initializer, initialized once across host threads"
verdict: ok
phase: run
std: c++11
run:
  stdout: "7 1\n"
---*/
#include "cuconform.h"
#include <thread>

int g_inits = 0;
int make_seed(int v) { ++g_inits; return v * 7; }
int seed(int v) {
  static int s = make_seed(v);  // initialized exactly once, also under concurrency (N2660)
  return s;
}

int host_threads() {
  std::thread t1([] { seed(1); });
  std::thread t2([] { seed(2); });
  t1.join();
  t2.join();
  return g_inits == 1 && (seed(3) == 7 || seed(3) == 14) ? 7 : -1;
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
  std::printf("%d %d\n", host_threads(), h);
  return 0;
}
