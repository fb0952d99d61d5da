/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const volatile float cannot be used in device code."
verdict: error
---*/
const volatile float v = 1.5f;
__device__ float get(void) {
  return v; // expect-error
}
