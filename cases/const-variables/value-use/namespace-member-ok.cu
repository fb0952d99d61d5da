/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int in a named namespace is a namespace scope variable: usable by value in device code."
verdict: ok
---*/
namespace cfg { const int width = 64; }
__global__ void kern(int *out) { *out = cfg::width; }
