/*---
section: I.4.13
clause: hostvar.const-value-use
description: "An extern const declared first and defined with a constant before the device use is usable."
verdict: ok
---*/
extern const int lim;
const int lim = 20;
__device__ int get(void) { return lim; }
