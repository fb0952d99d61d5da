/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "Matching __device__ overriders dispatch virtually in device code."
verdict: ok
phase: run
run:
  stdout: "34\n"
---*/
#include "cuconform.h"
struct Shape { virtual __device__ int sides(void) const { return 0; } };
struct Tri : Shape { __device__ int sides(void) const { return 3; } };
struct Quad : Shape { __device__ int sides(void) const { return 4; } };
__global__ void kern(int *out) {
  Tri t; Quad q;
  const Shape *s[2] = {&t, &q};
  *out = s[0]->sides() * 10 + s[1]->sides();
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
