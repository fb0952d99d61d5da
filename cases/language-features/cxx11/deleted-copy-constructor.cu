/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "Copying an object whose copy constructor is deleted, in a __device__ function, is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct Unique {
  int v;
  __device__ explicit Unique(int a) : v(a) {}
  Unique(const Unique&) = delete;
};

__device__ int twice(Unique u) { return u.v * 2; }

__global__ void kernel(int* out, int x) {
  Unique a(x);
  *out = twice(a);  // expect-error
}
