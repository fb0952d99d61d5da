/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "A polymorphic class type in any parameter position is rejected."
verdict: error
---*/
struct V { virtual __device__ void f(void) { } };
__global__ void kern(int *out, V v) { } // expect-error
