/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function taking a reference to an array is rejected."
verdict: error
---*/
__global__ void kern(int (&a)[4]) { } // expect-error
