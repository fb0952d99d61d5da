/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "The same initialization under C++20, where a user-declared constructor makes the class a non-aggregate (P1008R1), is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
tags: [beyond-guide]
---*/
struct Tag {
  int v;
  Tag() = delete;
};

__global__ void kernel(int* out, int x) {
  Tag t{x};  // expect-error
  *out = t.v;
}
