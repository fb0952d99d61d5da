/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const variable of class type cannot be used in device code."
verdict: error
---*/
struct P { int x; };
const P v = {1};
__device__ int get(void) {
  return v.x; // expect-error
}
