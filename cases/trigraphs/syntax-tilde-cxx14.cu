/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code written with trigraphs (??- used as ~) must be diagnosed, at any severity (-std=c++14)."
verdict: diagnose
std: c++14
note: "Read at the clause's strength (trigraph.not-supported reading): ISO C++14 still has trigraphs, and the guide says only that they are not supported, so each trigraph must draw a diagnostic (warning or error) and what the toolchain then does with it is not specified: replaced or kept, either is allowed once diagnosed. Every line holding a trigraph is an expect-diag line (an error there is allowed, e.g. a failing static_assert after replacement)."
---*/
__device__ int invert(int a) { return ??-a; } // expect-diag
