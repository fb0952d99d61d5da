/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __global__ template's forwarding reference parameter deduced from an rvalue is an rvalue reference."
verdict: error
note: "T is deduced as int, so the parameter of k<int> has type int&&; the diagnostic is expected at the parameter's declaration."
---*/
template <typename T>
__global__ void k(T &&r) { } // expect-error
void h() { k<<<1,1>>>(1); }
