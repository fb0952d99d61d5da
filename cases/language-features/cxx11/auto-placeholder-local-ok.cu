/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto as a type placeholder for locals in a kernel (deduced float and pointer)"
verdict: ok
std: c++11
---*/
__global__ void kern(float *p) {
  auto x = 3.0f;
  auto q = p;
  *q = x;
}
