/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Taking the address of a const int host variable in device code is rejected."
verdict: error
---*/
const int xxx = 10;
__device__ const int *get(void) {
  return &xxx; // expect-error
}
