/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto long used as a storage-class specifier in a __host__ __device__ function"
verdict: error
std: c++11
---*/
__host__ __device__ long keep(long v) {
  auto long n = v; // expect-error
  return n;
}
