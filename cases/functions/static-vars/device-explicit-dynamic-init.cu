/*---
section: I.4.9.4
clause: function.static-var-init
description: "The restriction applies with an explicit __device__ specifier as well: dynamic initialization is rejected."
verdict: error
---*/
__device__ int f(int p) {
  static __device__ int v = p; // expect-error
  return v;
}
