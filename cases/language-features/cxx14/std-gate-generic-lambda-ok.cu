/*---
section: I.2
clause: features.cxx14.requires-cxx14-mode
description: "A generic lambda with an init-capture in a __device__ function under -std=c++14"
verdict: ok
std: c++14
---*/
__device__ int apply(int x) {
  auto add = [base = x](auto v) { return base + v; };
  return add(2) + static_cast<int>(add(1.5f));
}
