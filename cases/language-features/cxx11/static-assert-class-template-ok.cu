/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A static_assert in a class template that holds for the instantiation a kernel uses"
verdict: ok
std: c++11
---*/
template <int N> struct Ring {
  static_assert(N > 0 && (N & (N - 1)) == 0, "power of two");
  int slots[N];
};
__global__ void kern(int *out) {
  Ring<8> r;
  r.slots[0] = 1;
  *out = r.slots[0];
}
