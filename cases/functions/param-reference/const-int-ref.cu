/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function with a const int& parameter is rejected."
verdict: error
---*/
__global__ void kern(const int &x) { } // expect-error
