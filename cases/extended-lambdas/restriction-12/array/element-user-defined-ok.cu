/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "An array of a class with user-provided default constructor and copy assignment is captured correctly"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
template <typename F>
__global__ void eval_kernel(F f, int *out) { *out = f(); }

template <typename F>
int eval_on_device(F f) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  eval_kernel<<<1, 1>>>(f, d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

struct E {
  int v;
  __host__ __device__ E() : v(-1) { }
  __host__ __device__ E(int x) : v(x) { }
  __host__ __device__ E &operator=(const E &o) { v = o.v; return *this; }
};

int test(void) {
  E arr[3] = {E(10), E(20), E(12)};
  auto lam = [arr] __device__ { return arr[0].v + arr[1].v + arr[2].v; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
