/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "An extern \"C\" __global__ function with an ellipsis is rejected."
verdict: error
---*/
extern "C" __global__ void kern(int n, ...) { } // expect-error
