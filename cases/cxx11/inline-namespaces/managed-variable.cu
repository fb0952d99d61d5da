/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "A __managed__ variable defined in an inline namespace and, with the same name and type, in the enclosing namespace."
verdict: ndr
diagnostics:
  - {severity: error, regex: "ambiguous|contextual"}
note: "Where it may be rejected: at either declaration of the same-named pair (expect-error-any(decl)), or by the host compiler's error on the reference in generated code that the clause describes, which has no line of this file (the unanchored diagnostic: 'ambiguous', or 'no contextual type/insufficient contextual information' for an overloaded name). An error anywhere else rejects valid code."
---*/
__managed__ int Mvar;  // expect-error-any(decl)
inline namespace N1 {
  __managed__ int Mvar;  // expect-error-any(decl)
}
