/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const unsigned long long initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const unsigned long long v = 1ull << 40;
__device__ unsigned long long get(void) { return v; }
