/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const short initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const short v = -300;
__device__ short get(void) { return v; }
