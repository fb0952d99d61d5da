/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda cannot be called from a __device__ function."
verdict: error
std: c++20
revisions:
  default: {until: "13.0", note: "Until CUDA 13.0: the operator() is implicitly constexpr, and from 13.0 the guide calls its call from device code outside constant evaluation undefined behaviour, no diagnostic required (G13, CHANGES.md A51). C++20 is used only to default-construct the closure type in device code without touching the host variable globalVar itself."}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, device code may call the implicitly constexpr __host__ operator() of a namespace-scope lambda. The lambda's operator() is __host__ (I.4.20.1) and constexpr (C++17 [expr.prim.lambda.closure]); I.4.20.4 lets device code call __host__ constexpr functions under the flag."}
---*/
auto globalVar = [] { return 0; }; // __host__
__device__ int g() {
  decltype(globalVar) l; // C++20: a captureless closure type is default-constructible
  return l(); // expect-error[default]
}
