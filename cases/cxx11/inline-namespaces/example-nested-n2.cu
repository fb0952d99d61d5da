/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "The guide's example: __device__ Gvar in a namespace N2 nested in an inline namespace, and in a namespace-scope N2."
verdict: ndr
tags: ["example"]
diagnostics:
  - {severity: error, regex: "ambiguous|contextual"}
note: "Under CWG 2061 (C++ after the guide's edition) 'namespace N2' at global scope reopens N1::N2, making the second Gvar a redefinition that the front end itself rejects; either way compilation fails. Where it may be rejected: at either declaration of the same-named pair (expect-error-any(decl)), or by the host compiler's error on the reference in generated code that the clause describes, which has no line of this file (the unanchored diagnostic: 'ambiguous', or 'no contextual type/insufficient contextual information' for an overloaded name). An error anywhere else rejects valid code."
---*/
inline namespace N1 {
  namespace N2 {
    __device__ int Gvar;  // expect-error-any(decl)
  }
}

namespace N2 {
  __device__ int Gvar;  // expect-error-any(decl)
}

// <-- CUDA compiler inserts reference to "::N2::Gvar" at this point in 
// the translation unit. This reference will be considered ambiguous by 
// the host compiler and compilation will fail.
