/*---
section: I.4.8
clause: stdlib.host-only
description: "With --expt-relaxed-constexpr, std::numeric_limits members are callable from device code."
verdict: ok
std: c++17
flags: ["--expt-relaxed-constexpr"]
---*/
#include <limits>

__device__ int clamp_add(int a, int b)
{
  long long s = (long long)a + b;
  if (s > std::numeric_limits<int>::max()) return std::numeric_limits<int>::max();
  if (s < std::numeric_limits<int>::min()) return std::numeric_limits<int>::min();
  return (int)s;
}
