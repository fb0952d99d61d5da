/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "A lambda with a template parameter list and a range-for with an initializer in a __device__ function under -std=c++20"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__device__ int sum3(const int (&a)[3]) {
  auto add = []<typename T>(T x, T y) { return x + y; };
  int s = 0;
  for (int k = 1; int v : a) s = add(s, v * k);
  return s;
}
