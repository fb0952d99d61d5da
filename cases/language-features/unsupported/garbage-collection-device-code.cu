/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "std::declare_reachable called from a __device__ function is rejected (Table 12 - N/A)"
verdict: error
std: c++11
note: "std::declare_reachable is an inline __host__ function of the host's <memory> (I.4.8)."
---*/
#include <memory>

__device__ void keep(int* p) {
  std::declare_reachable(p);  // expect-error
}

__global__ void kernel(int* p) { keep(p); }
