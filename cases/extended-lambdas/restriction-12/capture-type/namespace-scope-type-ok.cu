/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable of a namespace-scope class type, including through a local alias, may be captured"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
note: "A local alias names a namespace-scope type; it does not make the type local."
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

struct Point { int x, y; };

int test(void) {
  using P = Point;
  P p{40, 2};
  Point q{1, 1};
  auto lam = [p, q] __device__ { return p.x + p.y + q.x - q.y; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
