/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "A __device__ function template calls std::atomic<T>::fetch_sub, instantiated from a kernel"
verdict: error
std: c++11
---*/
#include <atomic>
template <typename T> __device__ T release_one(std::atomic<T> &count) {
  return count.fetch_sub(1); // expect-error
}
__global__ void kern(std::atomic<int> *count, int *out) { *out = release_one(*count); }
