/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Host code may take the address of a const host variable."
verdict: ok
---*/
const int xxx = 10;
const int *host_side(void) { return &xxx; }
__device__ int get(void) { return xxx; }
