/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Taking the address of a const host variable inside an expression in device code is rejected."
verdict: error
---*/
const int xxx = 10;
__device__ int get(void) {
  return *(&xxx + 0); // expect-error
}
