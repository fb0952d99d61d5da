/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "Beside an extended lambda, an ordinary lambda stays usable in constant expressions (C++17)"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto plain = [] { return 1; };
  constexpr int v = plain();
  static_assert(v == 1, "");
  auto ext = [] __host__ __device__ { return 2; };
  int w = ext();
  (void)w;
}
