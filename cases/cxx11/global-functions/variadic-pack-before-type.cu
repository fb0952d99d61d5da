/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A type pack followed by a deducible type parameter in a __global__ template."
verdict: error
note: "Valid in plain C++ (B is deduced); the CUDA restriction still requires the pack to be last."
---*/
template <typename... A, typename B> // expect-error
__global__ void k(B b, A... a) { }
