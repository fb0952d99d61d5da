/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const variable of enumeration type is not of a built-in integral type: its value cannot be used in device code."
verdict: error
---*/
enum Color { red, green };
const Color v = green;
__device__ int get(void) {
  return v; // expect-error
}
