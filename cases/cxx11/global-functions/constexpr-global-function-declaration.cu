/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A __global__ function declaration (without definition) cannot be constexpr."
verdict: error
---*/
constexpr __global__ void k(int *); // expect-error
