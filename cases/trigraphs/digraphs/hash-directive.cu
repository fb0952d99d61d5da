/*---
section: I.4.12
clause: digraph.not-on-windows
description: "The digraph %: starts a preprocessing directive."
verdict: ok
---*/
%:define WIDTH 4
__device__ int width(void) { return WIDTH; }
