/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const double initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const double v = 2.5;
__device__ double get(void) { return v; }
