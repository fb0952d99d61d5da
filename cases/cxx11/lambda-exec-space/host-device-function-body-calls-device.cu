/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ __device__ function is __host__ __device__; its body cannot call a __device__-only function unguarded."
verdict: error
note: "The host side of the __host__ __device__ operator() would call a __device__ function."
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__host__ __device__ int f3(void) {
  auto l3 = [] { return devfn(); };      // __host__ __device__ // expect-error
  return l3();
}
int h() { return f3(); }
