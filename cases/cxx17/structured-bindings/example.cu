/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "The guide's example: a structured binding declared __device__."
verdict: error
std: c++17
tags: ["example"]
---*/
struct S { int x; int y; };
__device__ auto [a1, b1] = S{4,5}; // error // expect-error
