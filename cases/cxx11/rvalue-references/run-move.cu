/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::move in device code moves: the source is emptied by the move constructor."
verdict: ok
phase: run
run:
  stdout: "0 7\n"
---*/
#include "cuconform.h"
#include <utility>
struct M {
  int v;
  __device__ M(int x) : v(x) { }
  __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__global__ void k(int *out) {
  M a(7);
  M b(std::move(a));
  out[0] = a.v;
  out[1] = b.v;
}
int main() {
  int *d, h[2] = {-1, -1};
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
