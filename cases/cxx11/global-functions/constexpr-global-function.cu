/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A __global__ function cannot be declared constexpr."
verdict: error
---*/
constexpr __global__ void k(void) { } // expect-error
