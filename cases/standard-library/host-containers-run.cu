/*---
section: I.4.8
clause: stdlib.host-only
description: "std::vector, std::string and std::sort in host code prepare data for a kernel."
verdict: ok
phase: run
std: c++17
run:
  stdout: "sum=42 min=1\n"
---*/
#include "cuconform.h"
#include <algorithm>
#include <string>
#include <vector>

__global__ void sum(const int *a, int n, int *out)
{
  int s = 0;
  for (int i = 0; i < n; ++i) s += a[i];
  *out = s;
}

int main(void)
{
  std::vector<int> v = {9, 3, 7, 1, 22};
  std::sort(v.begin(), v.end());
  int *d = nullptr, *o = nullptr;
  CC_CHECK(cudaMalloc(&d, v.size() * sizeof(int)));
  CC_CHECK(cudaMalloc(&o, sizeof(int)));
  CC_CHECK(cudaMemcpy(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice));
  sum<<<1, 1>>>(d, (int)v.size(), o);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, o, sizeof h, cudaMemcpyDeviceToHost));
  std::string s = "sum=" + std::to_string(h) + " min=" + std::to_string(v.front());
  std::printf("%s\n", s.c_str());
  return 0;
}
