/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "The guide's example: __device__ Gvar defined both in an inline namespace and in the enclosing namespace."
verdict: ndr
tags: ["example"]
note: "The guide says host compilation fails; the failure comes from the host compiler on compiler-generated code and has no line of this file, so the case is ndr (the clause says 'may')."
---*/
__device__ int Gvar;
inline namespace N1 {
  __device__ int Gvar;  
}

// <-- CUDA compiler inserts a reference to "Gvar" at this point in the 
// translation unit. This reference will be considered ambiguous by the 
// host compiler and compilation will fail.
