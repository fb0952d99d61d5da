/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A function-scope static of a class with a non-constexpr __device__ constructor taking a runtime argument needs dynamic initialization in device code"
verdict: error
std: c++11
---*/
struct Acc {
  int v;
  __device__ Acc(int x) : v(x * 2) {}
};
__device__ int first_seen(int x) {
  static Acc a(x); // expect-error
  return a.v;
}
__global__ void kern(int *p) { *p = first_seen(*p); }
