/*---
section: I.4.20.1
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, device code may call the implicitly constexpr __host__ operator() of a namespace-scope lambda."
verdict: ok
std: c++20
flags: ["--expt-relaxed-constexpr"]
note: "The lambda's operator() is __host__ (I.4.20.1) and constexpr (C++17 [expr.prim.lambda.closure]); I.4.20.4 lets device code call __host__ constexpr functions under the flag."
---*/
auto globalVar = [] { return 0; }; // __host__, implicitly constexpr since C++17
__device__ int g() {
  decltype(globalVar) l;
  return l();
}
