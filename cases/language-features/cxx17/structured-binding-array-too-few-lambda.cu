/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "Two identifiers bound to a four-element array inside a lambda of a kernel"
verdict: error
std: c++17
---*/
__global__ void kern(int *p) {
  auto first_two = [](const int (&a)[4]) {
    auto [x, y] = a; // expect-error
    return x + y;
  };
  int a[4] = {1, 2, 3, 4};
  *p = first_two(a);
}
