/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static pointer initialized with the address of a namespace-scope __device__ variable is constant-initialized: allowed."
verdict: ok
---*/
__device__ int target;
__device__ int *f(void) {
  static int *p = &target;
  return p;
}
