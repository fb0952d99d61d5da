/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "__global__ functions of the same name but different signatures in an inline namespace and its enclosing namespace."
verdict: ok
note: "The clause covers entities with the same name and type signature; overloads are distinguishable."
---*/
__global__ void kern(int *p) { }
inline namespace N1 {
  __global__ void kern(float *p) { }
}
void h(int *ip, float *fp) { kern<<<1,1>>>(ip); kern<<<1,1>>>(fp); }
