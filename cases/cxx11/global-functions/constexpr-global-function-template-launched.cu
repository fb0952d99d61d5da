/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A constexpr __global__ function template is rejected also when it is instantiated by a launch."
verdict: error
---*/
template <typename T>
constexpr __global__ void k(T) { } // expect-error
void h() { k<<<1,1>>>(1); }
