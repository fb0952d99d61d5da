/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function template instantiated with an explicit std::initializer_list argument."
verdict: error
note: "Explicit instantiation; the diagnostic is expected at the declaration of the parameter."
---*/
#include <initializer_list>
template <typename T>
__global__ void k(int *out, T in) { } // expect-error
template __global__ void k<std::initializer_list<int>>(int *, std::initializer_list<int>);
