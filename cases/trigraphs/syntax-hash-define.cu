/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??= used as # to start a directive) is rejected."
verdict: error
revisions: [c++14, c++17]
---*/
??=define WIDTH 4 // expect-error
__device__ int width(void) { return 4; }
