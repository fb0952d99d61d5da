/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __global__ function cannot have a const rvalue reference parameter."
verdict: error
---*/
__global__ void k(int *out, const int &&r) { } // expect-error
