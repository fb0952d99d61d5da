/*---
section: I.4.13
clause: hostvar.const-value-use
description: "An extern const int defined after the device use is not initialized with a constant at the point of use: rejected."
verdict: error
---*/
extern const int lim;
__device__ int get(void) {
  return lim; // expect-error
}
const int lim = 20;
