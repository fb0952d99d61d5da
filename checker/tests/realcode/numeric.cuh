// Real-code-shaped seed for the fuzz test (written for this repository): a header of a
// template numeric library (attribute macros, nested namespaces, literal operators, tags).
#pragma once
#include <cstdint>
#if defined(__CUDACC__)
#define LIB_HOST_DEVICE __forceinline__ __device__ __host__
#define LIB_DEVICE __forceinline__ __device__
#else
#define LIB_HOST_DEVICE inline
#define LIB_DEVICE inline
#endif
#define LIB_PRAGMA_UNROLL _Pragma("unroll")
namespace lib::numeric {
struct from_bits_t {};
struct half_t {
  static constexpr from_bits_t from_bits{};
  uint16_t storage;
  half_t() = default;
  LIB_HOST_DEVICE constexpr half_t(from_bits_t, uint16_t s) : storage(s) {}
  LIB_HOST_DEVICE explicit half_t(float x) : half_t(from_bits, uint16_t(x)) {}
  LIB_HOST_DEVICE uint16_t raw() const { return storage; }
  LIB_HOST_DEVICE static half_t bitcast(uint16_t s) { return half_t(from_bits, s); }
};
template <typename T, int N, bool Aligned = (sizeof(T) * N % 16 == 0)>
struct Array {
  static constexpr size_t kElements = N;
  static constexpr size_t kStorageElements = (N + 1) / 1;
  T storage[kStorageElements];
  LIB_HOST_DEVICE T& operator[](size_t i) { return storage[i]; }
  LIB_HOST_DEVICE constexpr size_t size() const { return kElements; }
};
template <typename T, int N>
struct Array<T, N, false> : Array<T, N, true> {};
}  // namespace lib::numeric
LIB_HOST_DEVICE
lib::numeric::half_t abs(lib::numeric::half_t const& h) {
  return lib::numeric::half_t::bitcast(h.raw() & 0x7fff);
}
LIB_HOST_DEVICE
lib::numeric::half_t operator""_hf(long double x) { return lib::numeric::half_t(float(x)); }
