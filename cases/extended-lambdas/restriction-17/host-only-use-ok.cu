/*---
section: I.6.2
clause: xlambda.restriction-17
description: "Using an affected trait only in host code, not in a kernel or device variable template instantiation, is allowed"
verdict: ok
flags: ["--extended-lambda"]
---*/
#include <cstdio>
#include <type_traits>

template <typename T>
void describe(void) {
  bool tc = std::is_trivially_copyable<T>::value;
  std::printf("%s\n", tc ? "yes" : "no");
}

void foo(void) {
  int x = 0;
  auto lam1 = [=] __host__ __device__ () { return x; };
  describe<decltype(lam1)>();
}
