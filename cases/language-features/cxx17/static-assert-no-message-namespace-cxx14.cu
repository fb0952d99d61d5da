/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "A namespace-scope static_assert without a message under -std=c++14"
verdict: diagnose
std: c++14
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
static_assert(sizeof(float2) == 8); // expect-diag
__device__ float2 zero2() { return make_float2(0.0f, 0.0f); }
