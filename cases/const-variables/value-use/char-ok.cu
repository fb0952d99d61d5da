/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const char initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const char v = 'A';
__device__ char get(void) { return v; }
