/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Postfix ++ on a bool parameter of a __host__ __device__ function under -std=c++17"
verdict: error
std: c++17
---*/
__host__ __device__ bool mark(bool b) {
  b++; // expect-error
  return b;
}
