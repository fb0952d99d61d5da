/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const bool initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const bool v = true;
__device__ bool get(void) { return v; }
