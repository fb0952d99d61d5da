/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A static_assert that fails in a device function template instantiated only from device code is diagnosed"
since: "7.0"
verdict: error
std: c++11
---*/
template <class T>
__device__ int checked_size() {
  static_assert(sizeof(T) >= 4, "T is too small");  // expect-error {{too small}}
  return static_cast<int>(sizeof(T));
}

__global__ void kernel(int* out) { *out = checked_size<char>(); }
