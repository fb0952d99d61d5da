/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "The __host__ operator() of a namespace-scope lambda cannot be called from device code through a pointer to the closure."
verdict: error
revisions:
  default: {}
  cxx14-relaxed: {std: "c++14", flags: ["--expt-relaxed-constexpr"], note: "In C++14 a lambda's operator() is not constexpr, so --expt-relaxed-constexpr does not make a __host__ closure callable from device code. The closure reaches device code through a pointer parameter, so the host variable globalVar itself is not referenced."}
---*/
auto globalVar = [] { return 0; }; // __host__
__device__ int g(decltype(globalVar) *p) {
  return (*p)(); // expect-error
}
