/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function template with a T& parameter is rejected."
verdict: error
---*/
template <typename T>
__global__ void kern(T &x) { } // expect-error
