/*---
section: I.4.12
clause: digraph.not-on-windows
description: "The digraph %: stringizes a macro parameter."
verdict: ok
---*/
#define STR(x) %:x
__device__ char first(void) { return STR(abc)[0]; }
