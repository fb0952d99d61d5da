/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const variable of enumeration type initialized with a constant holds a value of its integral underlying type: the clause's reading lets device code use it."
verdict: ok
---*/
enum Color { red, green };
const Color v = green;
__device__ int get(void) {
  return v;
}
