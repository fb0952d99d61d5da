/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function template with a C ellipsis is rejected."
verdict: error
---*/
template <typename T>
__global__ void kern(T first, ...) { } // expect-error
