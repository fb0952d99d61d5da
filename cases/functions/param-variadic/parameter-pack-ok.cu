/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A variadic template __global__ function (parameter pack) has a fixed parameter list per instantiation and is allowed."
verdict: ok
---*/
template <typename... Ts>
__global__ void kern(int *out, Ts... vs) { *out = sizeof...(Ts); }
void launch(int *out) { kern<<<1, 1>>>(out, 1, 2.0, 'c'); }
