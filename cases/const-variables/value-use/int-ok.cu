/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const int initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const int v = 10;
__device__ int get(void) { return v; }
