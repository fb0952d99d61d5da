/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Taking the address of a const float host variable in device code is rejected."
verdict: error
---*/
const float www = 5.0;
__device__ const float *get(void) {
  return &www; // expect-error
}
