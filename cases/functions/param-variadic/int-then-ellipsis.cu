/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function with parameters (int, ...) is rejected."
verdict: error
---*/
__global__ void kern(int n, ...) { } // expect-error
