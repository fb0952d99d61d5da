/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "Host variables of the same name in an inline namespace and its enclosing namespace get no compiler-generated reference."
verdict: ok
note: "Only __global__ functions, __device__/__constant__ variables and texture/surface variables get injected references. After N1 is declared, the unqualified and ::-qualified name Hvar is ambiguous in the source itself, so the outer variable is used before N1."
---*/
int Hvar;
int get_outer() { return Hvar; }   // before N1 exists: unambiguous
inline namespace N1 {
  int Hvar;
}
int h() { return get_outer() + N1::Hvar; }
