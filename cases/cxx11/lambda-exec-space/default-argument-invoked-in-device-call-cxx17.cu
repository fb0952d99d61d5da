/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "In C++17 the default-argument lambda's operator() is a __host__ constexpr function; without --expt-relaxed-constexpr device code still cannot call it."
verdict: error
std: c++17
note: "I.4.20.4: by default a constexpr function cannot be called from a function with an incompatible execution space, even where the call is a constant expression. The call is written in the default argument, so the diagnostic is expected on that line."
---*/
__device__ int f4(int x = [] { return 4; }() /* __host__ */) { // expect-error
  return x;
}
__device__ int c4(void) {
  return f4();
}
