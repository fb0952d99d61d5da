/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A declaration (not definition) of a variadic __global__ function is rejected."
verdict: error
---*/
__global__ void kern(int n, ...); // expect-error
