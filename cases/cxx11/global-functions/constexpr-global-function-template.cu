/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A __global__ function template cannot be declared constexpr."
verdict: error
---*/
template <typename T>
constexpr __global__ void k(T) { } // expect-error
