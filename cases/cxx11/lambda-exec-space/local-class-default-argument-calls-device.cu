/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a default argument of a member of a local class of a __device__ function is __device__ and may call a __device__ function."
verdict: ok
note: "helper is annotated __device__ so that it can be called from f6; the closure's space comes from f6, the innermost enclosing function scope."
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ int f6(void) {
  struct S1_t {
    static __device__ int helper(int x = [] { return devfn(); }() /* __device__ */) {
      return x;
    }
  };
  return S1_t::helper();
}
