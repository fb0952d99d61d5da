/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A lambda in a kernel whose returns deduce unsigned and int"
verdict: error
std: c++14
---*/
__global__ void kern(int *p) {
  auto f = [](bool b) {
    if (b) return 1u;
    return 2; // expect-error
  };
  *p = static_cast<int>(f(*p > 0));
}
