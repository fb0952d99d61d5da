/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit namespace-scope host variable with a constant initializer in a .cu file"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
constinit int host_limit = 3 * 7;
int host_get() { return host_limit; }
__global__ void kern(int *p) { *p = 21; }
