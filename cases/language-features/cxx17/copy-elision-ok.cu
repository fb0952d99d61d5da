/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "Returning a class with deleted copy and move constructors by value from a __device__ function under C++17"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "P0135R1 (C++17): a prvalue initializes the object directly. Before C++17 copy-initialization from a temporary needs an accessible, non-deleted copy or move constructor even when the copy is elided."
run:
  stdout: "9\n"
---*/
#include "cuconform.h"

struct Pinned {
  int v;
  __device__ explicit Pinned(int a) : v(a) {}
  Pinned(const Pinned&) = delete;
  Pinned(Pinned&&) = delete;
};

__device__ Pinned make(int a) { return Pinned(a * 3); }

__global__ void kernel(int* out, int x) {
  Pinned p = make(x);
  *out = p.v;
}

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d, 3);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d\n", h);
  return 0;
}
