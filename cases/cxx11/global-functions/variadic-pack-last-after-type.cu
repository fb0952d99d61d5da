/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A __global__ template with a type parameter followed by a pack is accepted."
verdict: ok
---*/
template <typename T, typename... Rest>
__global__ void k(T *out, Rest... rest) { }
void h(int *p) { k<<<1,1>>>(p, 1, 2.0, 'c'); }
