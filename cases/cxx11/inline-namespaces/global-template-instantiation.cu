/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "Instantiations of __global__ function templates with the same name and signature in an inline namespace and its enclosing namespace."
verdict: ndr
note: "After N1 is declared, ::kern would be ambiguous in the source itself, so ::kern<int> is instantiated before N1."
---*/
template <typename T> __global__ void kern(T) { }
void h1() { kern<<<1,1>>>(1); }   // before N1 exists: names ::kern unambiguously
inline namespace N1 {
  template <typename T> __global__ void kern(T) { }
}
void h2() { N1::kern<<<1,1>>>(1); }
