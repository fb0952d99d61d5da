/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A default-argument lambda of a __device__ function is __host__, so invoking it through the default argument from device code is an error."
verdict: error
revisions:
  c++14: {std: "c++14", note: "The default argument is used by the __device__ function c4, so the closure's __host__ operator() is called in device code. The guide does not say where the call is diagnosed: in the default argument, where it is written, or at the call of f4 in c4, which uses it (nvcc 11.8 reports it there); either line satisfies the case. C++14 keeps operator() non-constexpr."}
  c++17: {std: "c++17", until: "13.0", note: "Until CUDA 13.0: from 13.0 the guide calls such a cross-space call of a constexpr function outside constant evaluation undefined behaviour, no diagnostic required (G13, CHANGES.md A51; clause constexpr.cross-space-call-13). In C++17 the default-argument lambda's operator() is a __host__ constexpr function; without --expt-relaxed-constexpr device code still cannot call it. I.4.20.4: by default a constexpr function cannot be called from a function with an incompatible execution space, even where the call is a constant expression. The call is diagnosed in the default argument or at the call of f4 in c4 (either line)."}
---*/
__device__ int f4(int x = [] { return 4; }() /* __host__ */) { // expect-error-any(call)
  return x;
}
__device__ int c4(void) {
  return f4(); // expect-error-any(call)
}
