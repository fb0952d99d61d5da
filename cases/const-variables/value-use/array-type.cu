/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const array is not of a built-in integral type: its elements cannot be read in device code."
verdict: error
---*/
const int table[3] = {1, 2, 3};
__device__ int get(int i) {
  return table[i]; // expect-error
}
