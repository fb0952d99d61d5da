/*---
section: I.4.8
clause: stdlib.host-only
description: "With --expt-relaxed-constexpr, std::array's constexpr members are callable from device code."
verdict: ok
std: c++17
flags: ["--expt-relaxed-constexpr"]
---*/
#include <array>

__device__ int second(void)
{
  std::array<int, 4> a = {1, 2, 3, 4};
  return a[1] + (int)a.size();
}
