/*---
section: I.6.2
clause: xlambda.restriction-14
description: "Restriction 14 example without the lam1 line: std::result_of on an extended __host__ __device__ lambda in host code is fine"
verdict: ok
std: c++14
flags: ["--extended-lambda"]
tags: [example]
---*/
#include <type_traits>

void foo(void) {
  auto lam1 = [] __device__ { return 10; };


  auto lam2 = [] __host__ __device__  { return 10; };

  // OK : lam2 represents a __host__ __device__ extended lambda
  std::result_of<decltype(lam2)()>::type xx2 = 1;
}
