/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "An explicit conversion to int used through static_cast and direct-initialization in a __host__ __device__ function"
verdict: ok
std: c++11
---*/
struct Width {
  int w;
  __host__ __device__ explicit operator int() const { return w; }
};
__host__ __device__ int total(Width a, Width b) {
  int first(a);
  return first + static_cast<int>(b);
}
