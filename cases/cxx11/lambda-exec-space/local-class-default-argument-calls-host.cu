/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a default argument of a member of a local class of a __device__ function is __device__; its body cannot call a __host__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ int f6(void) {
  struct S1_t {
    static __device__ int helper(int x = [] { return hostfn(); }() /* __device__ */) { // expect-error
      return x;
    }
  };
  return S1_t::helper();
}
