/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A __global__ template whose last template parameter is a non-type pack is accepted."
verdict: ok
---*/
template <int... N>
struct Ints { };
template <typename T, int... N>
__global__ void k(T *out, Ints<N...>) { }
void h(int *p) { k<<<1,1>>>(p, Ints<1, 2, 3>{}); }
