/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "An init-capture of class type moved into an extended __device__ lambda"
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

struct Pair { int a, b; };

Pair make(void) { return Pair{40, 2}; }

int test(void) {
  Pair p0 = make();
  auto lam = [p = static_cast<Pair &&>(p0)] __device__ { return p.a + p.b; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
