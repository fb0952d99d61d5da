/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Binding a named const reference to a const host variable in device code is rejected."
verdict: error
---*/
const int xxx = 10;
__device__ int get(void) {
  const int &r = xxx; // expect-error
  return r;
}
