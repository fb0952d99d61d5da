/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "__global__ functions with unique names in an inline namespace and its enclosing namespace."
verdict: ok
---*/
__global__ void kern(int *p) { }
inline namespace N1 {
  __global__ void kern_n1(int *p) { }
}
void h(int *p) { kern<<<1,1>>>(p); kern_n1<<<1,1>>>(p); }
