/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "Memory space specifiers are allowed on statics in nested block scopes of a __device__ function."
verdict: ok
---*/
__device__ int f(int n) {
  if (n > 0) {
    for (int i = 0; i < n; ++i) {
      static __device__ int hits;
      static __shared__ int scratch;
      scratch = i;
      hits += scratch;
    }
  }
  return n;
}
