/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "The guide's example: __device__ Gvar defined both in an inline namespace and in the enclosing namespace."
verdict: ndr
tags: ["example"]
diagnostics:
  - {severity: error, regex: "ambiguous|contextual"}
note: "The guide says host compilation fails; the failure comes from the host compiler on compiler-generated code and has no line of this file, so the case is ndr (the clause says 'may'). Where it may be rejected: at either declaration of the same-named pair (expect-error-any(decl)), or by the host compiler's error on the reference in generated code that the clause describes, which has no line of this file (the unanchored diagnostic: 'ambiguous', or 'no contextual type/insufficient contextual information' for an overloaded name). An error anywhere else rejects valid code."
---*/
__device__ int Gvar;  // expect-error-any(decl)
inline namespace N1 {
  __device__ int Gvar;  // expect-error-any(decl)
}

// <-- CUDA compiler inserts a reference to "Gvar" at this point in the 
// translation unit. This reference will be considered ambiguous by the 
// host compiler and compilation will fail.
