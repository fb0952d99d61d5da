/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "A __device__ variable in a nested inline namespace clashes with the same name in the outermost enclosing namespace."
verdict: ndr
---*/
__device__ int Gvar;
inline namespace N1 {
  inline namespace N2 {
    __device__ int Gvar;
  }
}
