/*---
section: I.4.8
clause: stdlib.host-only
description: "Type traits, std::size_t and <cstdint> types used at compile time in device code generate no library calls and are fine."
verdict: ok
std: c++17
note: "Read: the restriction is about library code running on the device; compile-time entities produce none."
---*/
#include <cstddef>
#include <cstdint>
#include <type_traits>

template <typename T, typename = std::enable_if_t<std::is_integral<T>::value>>
__device__ T half(T v) { return v / 2; }

__global__ void kern(std::uint32_t *out, std::size_t n)
{
  static_assert(std::is_same<std::uint32_t, unsigned int>::value, "32-bit");
  for (std::size_t i = 0; i < n; ++i) out[i] = half<std::uint32_t>(i);
}
