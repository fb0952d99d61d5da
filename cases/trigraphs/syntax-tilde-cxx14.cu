/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??- used as ~) is rejected (-std=c++14)."
verdict: error
std: c++14
---*/
__device__ int invert(int a) { return ??-a; } // expect-error
