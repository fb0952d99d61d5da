/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A __global__ function cannot be declared constexpr."
verdict: error
revisions:
  default: {}
  c++20: {std: "c++20"}
---*/
constexpr __global__ void k(void) { } // expect-error
