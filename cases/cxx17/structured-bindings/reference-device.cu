/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A reference structured binding cannot be declared __device__."
verdict: error
std: c++17
---*/
struct S { int x; int y; };
__device__ S s{1, 2};
__device__ auto &[a1, b1] = s; // expect-error
