/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const float initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const float v = 5.0f;
__device__ float get(void) { return v; }
