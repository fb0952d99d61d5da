/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A reference in any position of the parameter list is rejected."
verdict: error
---*/
__global__ void kern(int *out, const float &scale) { } // expect-error
