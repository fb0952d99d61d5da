/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using a __host__ __device__ function using std::vector, called from a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <vector>

__host__ __device__ int count(int n)
{
  return (int)std::vector<int>(n).size();  // expect-diag
}

__global__ void kern(int *out)
{
  *out = count(3);
}
