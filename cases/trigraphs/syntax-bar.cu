/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??! used as |) is rejected."
verdict: error
revisions: [c++14, c++17]
---*/
__device__ int either(int a, int b) { return a ??! b; } // expect-error
