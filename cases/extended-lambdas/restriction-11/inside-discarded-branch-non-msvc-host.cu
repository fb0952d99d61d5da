/*---
section: I.6.2
clause: xlambda.restriction-11
description: "An extended lambda in the discarded branch of an if-constexpr: allowed with a non-Visual-Studio host compiler"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
tags: [host-not-msvc]
note: "The restriction binds only Visual Studio host compilers; with the gcc/clang host compilers this suite runs with, the spec places no such restriction, so the code is valid there."
---*/
template <typename T>
int pick(T v) {
  if constexpr (sizeof(T) == 1) {
    auto lam = [v] __device__ { return (int)v; };
    return 1;
  } else {
    auto lam = [v] __host__ __device__ { return (int)v; };
    return lam();
  }
}

void use(void) { pick(3); pick('a'); }
