/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __global__ function cannot have an rvalue reference parameter."
verdict: error
---*/
__global__ void k(int &&r) { } // expect-error
