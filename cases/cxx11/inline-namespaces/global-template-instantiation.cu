/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "Instantiations of __global__ function templates with the same name and signature in an inline namespace and its enclosing namespace."
verdict: ndr
diagnostics:
  - {severity: error, regex: "ambiguous|contextual"}
note: "After N1 is declared, ::kern would be ambiguous in the source itself, so ::kern<int> is instantiated before N1. Where it may be rejected: at either declaration of the same-named pair (expect-error-any(decl)), or by the host compiler's error on the reference in generated code that the clause describes, which has no line of this file (the unanchored diagnostic: 'ambiguous', or 'no contextual type/insufficient contextual information' for an overloaded name). An error anywhere else rejects valid code."
---*/
template <typename T> __global__ void kern(T) { }  // expect-error-any(decl)
void h1() { kern<<<1,1>>>(1); }   // before N1 exists: names ::kern unambiguously
inline namespace N1 {
  template <typename T> __global__ void kern(T) { }  // expect-error-any(decl)
}
void h2() { N1::kern<<<1,1>>>(1); }
