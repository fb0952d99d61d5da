/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.trivial
description: "A __constant__ variable of a class template specialization with no user destructor and only scalar and array members: its destructor is trivial."
verdict: ok
---*/
template <typename T, int N> struct Coeffs {
    T c[N];
    int n;
};

__constant__ Coeffs<float, 8> coeffs;
__global__ void k(float *out) { out[threadIdx.x] = coeffs.c[threadIdx.x % 8]; }
