/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const long initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const long v = 1L << 33;
__device__ long get(void) { return v; }
