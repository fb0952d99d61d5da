/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "Copy-initialization of an int from a scoped enumerator in a kernel"
verdict: error
std: c++11
---*/
enum class Mode : int { Slow = 1, Fast = 4 };
__global__ void kern(int *p) {
  int m = Mode::Fast; // expect-error
  *p = m;
}
