/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function whose only parameter is an ellipsis is rejected."
verdict: error
---*/
__global__ void kern(...) { } // expect-error
