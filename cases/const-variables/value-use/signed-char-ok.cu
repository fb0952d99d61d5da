/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const signed char initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const signed char v = -5;
__device__ signed char get(void) { return v; }
