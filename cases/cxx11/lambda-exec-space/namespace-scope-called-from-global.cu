/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda cannot be called from a __global__ function."
verdict: error
std: c++20
note: "C++20 is used only to default-construct the closure type in device code."
---*/
auto globalVar = [] { return 0; }; // __host__
__global__ void k(int *out) {
  *out = decltype(globalVar){}(); // expect-error
}
