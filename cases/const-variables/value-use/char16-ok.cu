/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const char16_t initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const char16_t v = u'y';
__device__ char16_t get(void) { return v; }
