/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "Copy-initialization through an explicit conversion operator in device code is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct Flag {
  int v;
  __device__ explicit operator int() const { return v * 3; }
};

__device__ int read(Flag f) {
  int n = f;  // expect-error
  return n;
}

__global__ void kernel(int* out) { *out = read(Flag{2}); }
