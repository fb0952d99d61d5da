/*---
section: I.4.11
clause: template.arg-host-local
description: "A kernel template instantiated with a namespace-scope type runs."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct Pair { int a, b; };
template <typename T>
__global__ void kern(T t, int *out) { *out = t.a * t.b; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(Pair{6, 7}, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
