/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "A __device__ variable in a nested inline namespace clashes with the same name in the outermost enclosing namespace."
verdict: ndr
diagnostics:
  - {severity: error, regex: "ambiguous|contextual"}
note: "Where it may be rejected: at either declaration of the same-named pair (expect-error-any(decl)), or by the host compiler's error on the reference in generated code that the clause describes, which has no line of this file (the unanchored diagnostic: 'ambiguous', or 'no contextual type/insufficient contextual information' for an overloaded name). An error anywhere else rejects valid code."
---*/
__device__ int Gvar;  // expect-error-any(decl)
inline namespace N1 {
  inline namespace N2 {
    __device__ int Gvar;  // expect-error-any(decl)
  }
}
