/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda cannot be called from a __device__ function."
verdict: error
std: c++20
note: "C++20 is used only to default-construct the closure type in device code without touching the host variable globalVar itself."
---*/
auto globalVar = [] { return 0; }; // __host__
__device__ int g() {
  decltype(globalVar) l;  // C++20: a captureless closure type is default-constructible
  return l();             // expect-error
}
