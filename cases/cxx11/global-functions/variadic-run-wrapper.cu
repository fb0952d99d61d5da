/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "The guide's foo1 shape (template template parameter, then the pack) instantiated and launched."
verdict: ok
phase: run
run:
  stdout: "3\n"
---*/
#include "cuconform.h"
template <typename... T>
struct Wrap { int n = sizeof...(T); };

template <template <typename...> class Wrapper, typename... Pack>
__global__ void foo1(Wrapper<Pack...> w, int *out) { *out = w.n; }

int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  foo1<<<1,1>>>(Wrap<int, float, char>{}, d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
