/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A __global__ function template instantiated with a 4096-byte parameter type is within the limit."
verdict: ok
---*/
template <int N> struct Blob { char data[N]; };
template <int N> __global__ void kern(Blob<N> b) { }
void launch(void) { kern<<<1, 1>>>(Blob<4096>()); }
