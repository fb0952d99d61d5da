/*---
section: I.6.2
clause: xlambda.restriction-14
description: "Restriction 14 example: std::result_of on an extended __device__ lambda in host code (no diagnostic required)"
verdict: ndr
std: c++14
flags: ["--extended-lambda"]
tags: [example]
---*/
#include <type_traits>

void foo(void) {
  auto lam1 = [] __device__ { return 10; };

  // Error: attempt to extract the return type
  // of a __device__ lambda in host code
  std::result_of<decltype(lam1)()>::type xx1 = 1; // expect-error


  auto lam2 = [] __host__ __device__  { return 10; };

  // OK : lam2 represents a __host__ __device__ extended lambda
  std::result_of<decltype(lam2)()>::type xx2 = 1;
}
