/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const variable of scoped enumeration type initialized with a constant holds a value of its integral underlying type: the clause's reading lets device code use it."
verdict: ok
---*/
enum class Mode : int { fast = 1, slow = 2 };
const Mode v = Mode::slow;
__device__ int get(void) {
  return (int)v;
}
