/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "List-initialization from constants whose values fit the target (int 3 to float, 255 to unsigned char): not narrowing"
verdict: ok
std: c++11
---*/
__global__ void kern(float *f, unsigned char *c) {
  float x{3};
  unsigned char u{255};
  *f = x;
  *c = u;
}
