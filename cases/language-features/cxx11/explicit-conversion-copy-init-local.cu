/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "Copy-initialization of an int from a class whose conversion to int is explicit, in a kernel"
verdict: error
std: c++11
---*/
struct Width {
  int w;
  __device__ explicit operator int() const { return w; }
};
__global__ void kern(int *p) {
  Width wd{*p};
  int n = wd; // expect-error
  *p = n;
}
