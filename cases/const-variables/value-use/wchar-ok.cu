/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A namespace-scope const wchar_t initialized with a constant expression may be used by value in device code."
verdict: ok
---*/
const wchar_t v = L'x';
__device__ wchar_t get(void) { return v; }
