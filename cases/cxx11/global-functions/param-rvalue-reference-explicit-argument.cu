/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __global__ function template instantiated with an rvalue reference type as parameter type."
verdict: error
note: "The parameter of k<int&&> has type int&&; the diagnostic is expected at the parameter's declaration."
---*/
template <typename T>
__global__ void k(T r) { } // expect-error
void h() { k<int &&><<<1,1>>>(1); }
