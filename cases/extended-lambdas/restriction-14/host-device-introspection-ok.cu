/*---
section: I.6.2
clause: xlambda.restriction-14
description: "Restriction 14 does not apply to __host__ __device__ extended lambdas: host-code introspection gives the right types"
verdict: ok
std: c++14
flags: ["--extended-lambda"]
---*/
#include <type_traits>

void foo(void) {
  auto lam2 = [] __host__ __device__ (int x) { return (long)x; };
  static_assert(std::is_same<decltype(lam2(1)), long>::value, "");
  static_assert(std::is_same<std::result_of<decltype(lam2)(int)>::type, long>::value, "");
}
