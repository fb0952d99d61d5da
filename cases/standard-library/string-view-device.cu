/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::string_view (constexpr host members) in device code without --expt-relaxed-constexpr is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <string_view>

__device__ int len(void)
{
  return (int)std::string_view("abc").size();  // expect-diag
}
