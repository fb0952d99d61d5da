/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "A namespace-scope static_assert without a message under -std=c++14"
verdict: error
std: c++14
---*/
static_assert(sizeof(float2) == 8); // expect-error
__device__ float2 zero2() { return make_float2(0.0f, 0.0f); }
