/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ function template is __host__; its body cannot call a __device__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
template <typename T>
T f(T v) {
  auto l = [v] { return v + (T)devfn(); }; // expect-error
  return l();
}
int h() { return f(1); }
