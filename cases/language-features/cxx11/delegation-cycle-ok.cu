/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "A delegating constructor chain without a cycle in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
note: "[class.base.init]: if a constructor delegates to itself directly or indirectly, the program is ill-formed, no diagnostic required; the breaking case is compiled, never run."
run:
  stdout: "7834\n"
---*/
#include "cuconform.h"

struct Point {
  int x, y;
  __device__ Point(int a, int b) : x(a), y(b) {}
  __device__ Point(int a) : Point(a, a + 1) {}
  __device__ Point() : Point(7) {}
};

__global__ void kernel(int* out, int x) {
  Point p, q(x);
  *out = p.x * 1000 + p.y * 100 + q.x * 10 + q.y;
}

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d, 3);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d\n", h);
  return 0;
}
