/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda cannot be called from device code through a pointer to the closure."
verdict: error
---*/
auto globalVar = [] { return 0; }; // __host__
__device__ int g(decltype(globalVar) *p) {
  return (*p)(); // expect-error
}
