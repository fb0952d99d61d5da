/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A declaration of a __global__ function with a reference parameter is rejected."
verdict: error
---*/
__global__ void kern(int &x); // expect-error
