/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto unsigned as a storage-class specifier for a loop variable in a kernel"
verdict: error
std: c++11
---*/
__global__ void kern(unsigned *p) {
  for (auto unsigned i = 0; i < 4; ++i) { // expect-error
    p[i] = i;
  }
}
