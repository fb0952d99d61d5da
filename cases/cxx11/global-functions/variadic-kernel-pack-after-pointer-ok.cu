/*---
section: I.4.20.8
clause: global.variadic-template-one-pack
description: "A variadic __global__ function template with one pack after a pointer parameter, launched with three arguments from host code"
verdict: ok
---*/
template <typename... Ts> __global__ void count_args(int *out, Ts... ts) { *out = static_cast<int>(sizeof...(ts)); }
void host_launch(int *out) { count_args<<<1, 1>>>(out, 1, 2.0f, 'c'); }
