/*---
section: I.6.2
clause: xlambda.restriction-12.host-copy
description: "A captured class with a user-provided (implicit) copy constructor is copied correctly into the closure"
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
  E(int x) : v(x) { }
  __host__ __device__ E(const E &o) : v(o.v) { }
};

int test(void) {
  E e(42);
  auto lam = [e] __device__ { return e.v; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
