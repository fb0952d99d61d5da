/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "A local class used only inside the body of an extended __host__ __device__ lambda is not in its signature: accepted"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
note: "The local class is declared inside the lambda body; the rule names only the return and parameter types of operator()."
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

int test(void) {
  auto lam = [] __host__ __device__ (int x) {
    struct Local { int v; };
    Local l{x};
    return l.v + 1;
  };
  return lam(20) + eval_on_device([=] __device__ { return lam(20); });
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
