/*---
section: I.5
clause: nvfunction.interface
description: "The same operations on instances in host code: emptiness, comparisons, copy, assignment, swap."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "0 1 1 2 3 0 5\n"
---*/
#include <cstdio>
#include <nvfunctional>
int foo_h() { return 3; }
__host__ __device__ int foo_hd() { return 2; }
int main() {
  nvstd::function<int()> e, a = foo_h, b = foo_hd;
  std::printf("%d %d %d ", (int)(bool)e, (int)(e == nullptr), (int)(a != nullptr));
  a.swap(b);
  std::printf("%d %d ", a(), b());
  nvstd::function<int()> c(a);
  c = nullptr;
  e = [] { return 5; };
  std::printf("%d %d\n", (int)(bool)c, e());
  return 0;
}
