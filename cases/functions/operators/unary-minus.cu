/*---
section: I.4.9.8
clause: global.no-operator
description: "Declaring unary operator- as a __global__ function is rejected."
verdict: error
---*/
struct V { int x; };
__global__ void operator-(V a) { } // expect-error
