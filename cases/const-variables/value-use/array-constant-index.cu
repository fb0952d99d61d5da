/*---
section: I.4.13
clause: hostvar.const-value-use
description: "Reading a const array element with a constant index in device code is still rejected."
verdict: error
---*/
const int table[3] = {1, 2, 3};
__device__ int get(void) {
  return table[1]; // expect-error
}
