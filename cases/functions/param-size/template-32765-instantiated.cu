/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A __global__ template instantiated with a 32,765-byte parameter type exceeds the CUDA 12.1+ limit."
verdict: error
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
template <int N> struct Blob { char data[N]; };
template <int N> __global__ void kern(Blob<N> b) { } // expect-error
void launch(void) { kern<<<1, 1>>>(Blob<32765>()); }
