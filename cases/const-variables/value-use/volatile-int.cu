/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const volatile int is volatile-qualified: its value cannot be used in device code."
verdict: error
---*/
volatile const int v = 3;
__device__ int get(void) {
  return v; // expect-error
}
