/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "Using the guide's f4 default argument from device code converts a __host__ closure in device code."
verdict: error
std: c++14
note: "The default argument is used by the __device__ function c4, so the closure's __host__ conversion to a function pointer is called in device code. The guide does not say where the conversion is diagnosed: in the default argument, where it is written, or at the call of f4 in c4, which uses it; either line satisfies the case. C++14 keeps the conversion function non-constexpr."
---*/
__device__ void f4(int (*fp)() = [] { return 4; } /* __host__ */) { // expect-error-any(call)
}
__device__ void c4(void) {
  f4(); // expect-error-any(call)
}
