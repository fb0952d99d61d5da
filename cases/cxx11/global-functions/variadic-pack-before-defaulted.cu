/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A pack followed by a defaulted type parameter in a __global__ template."
verdict: error
---*/
template <typename... A, typename B = int> // expect-error
__global__ void k(A... a) { }
