/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A non-type pack followed by a type parameter in a __global__ template."
verdict: error
---*/
template <int... N, typename T> // expect-error
__global__ void k(T t) { }
