/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int initialized from another const int (a constant expression) is usable in device code."
verdict: ok
---*/
const int base = 10;
const int derived = base * 4 + 2;
__device__ int get(void) { return derived; }
