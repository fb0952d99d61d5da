/*---
section: I.4.17
clause: attr.likely-unlikely-host
description: "[[likely]]/[[unlikely]] in a host function of a .cu file reach g++, which supports them."
verdict: ok
std: c++20
---*/
int classify(int v) {
  if (v > 100) [[unlikely]] {
    return 2;
  }
  return 1;
}
__global__ void kern(int *out) { *out = 1; }
