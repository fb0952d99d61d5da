/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "A __managed__ variable defined in an inline namespace and, with the same name and type, in the enclosing namespace."
verdict: ndr
---*/
__managed__ int Mvar;
inline namespace N1 {
  __managed__ int Mvar;
}
