/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __device__ function template is __device__ in every instantiation."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
template <typename T>
__device__ T f(T v) {
  auto l = [v] { return v + (T)devfn(); };
  return l();
}
__global__ void k(int *a, float *b) { *a = f(1); *b = f(2.0f); }
