/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit namespace-scope host variable initialized by a non-constexpr function call"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
int compute() { return 7; }
constinit int host_limit = compute(); // expect-error
__global__ void kern(int *p) { *p = 1; }
