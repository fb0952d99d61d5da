/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "A __global__ function defined in an inline namespace and, with the same name and signature, in the enclosing namespace."
verdict: ndr
---*/
__global__ void kern(int *p) { }
inline namespace N1 {
  __global__ void kern(int *p) { }
}
