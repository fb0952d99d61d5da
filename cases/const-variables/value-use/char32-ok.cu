/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const char32_t initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const char32_t v = U'z';
__device__ char32_t get(void) { return v; }
