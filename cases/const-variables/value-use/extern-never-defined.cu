/*---
section: I.4.13
clause: hostvar.const-value-use
description: "An extern const int with no initializer in the file cannot be used in device code."
verdict: error
---*/
extern const int lim;
__device__ int get(void) {
  return lim; // expect-error
}
