/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const variable of scoped enumeration type cannot be used in device code."
verdict: error
---*/
enum class Mode : int { fast = 1, slow = 2 };
const Mode v = Mode::slow;
__device__ int get(void) {
  return (int)v; // expect-error
}
