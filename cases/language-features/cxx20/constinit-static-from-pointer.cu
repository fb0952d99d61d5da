/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit static local of a kernel initialized by reading a kernel parameter through a pointer"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__global__ void kern(const int *in, int *out) {
  static constinit int first = *in; // expect-error
  *out = first;
}
