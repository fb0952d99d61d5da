/*---
section: I.6.4
clause: xlambda.this-pointer-host-memory
description: "Capturing the this pointer is fine when the object lives in memory the GPU can access (managed memory)"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
note: "Contrast with this-pointer-example: the run-time failure the guide describes comes from the pointee being in host memory."
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

#include <new>

struct S1_t {
  int xxx;
  int doit(void) {
    auto lam1 = [=] __device__ { return xxx + 1; };
    return eval_on_device(lam1);
  }
};

int main() {
  void *mem = nullptr;
  CC_CHECK(cudaMallocManaged(&mem, sizeof(S1_t)));
  S1_t *s = new (mem) S1_t{41};
  std::printf("%d\n", s->doit());
  CC_CHECK(cudaFree(mem));
  return 0;
}
