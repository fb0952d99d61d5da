/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function with an int& parameter is rejected."
verdict: error
---*/
__global__ void kern(int &x) { x = 1; } // expect-error
