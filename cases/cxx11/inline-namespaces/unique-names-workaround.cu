/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "The guide's workaround: unique names for __device__ variables in inline namespaces."
verdict: ok
---*/
__device__ int Gvar;
inline namespace N1 {
  __device__ int Gvar_N1;
}
namespace N2 {
  __device__ int Gvar;
}
__global__ void k(int *out) { *out = Gvar + Gvar_N1 + N2::Gvar; }
