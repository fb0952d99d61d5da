/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A unary | fold in a generic lambda of a kernel called with no arguments"
verdict: error
std: c++17
---*/
__global__ void kern(unsigned *p) {
  auto merge = [](auto... m) {
    return (... | m); // expect-error
  };
  *p = merge();
}
