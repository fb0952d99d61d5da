/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??' used as ^) is rejected."
verdict: error
revisions: [c++14, c++17]
---*/
// expect-error@+1
__device__ int flip(int a, int b) { return a ??' b; }
