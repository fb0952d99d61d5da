/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding of a user tuple-like type whose get is a __device__ function."
verdict: ok
std: c++17
---*/
#include <cstddef>
#include <utility>
struct P { int a; float b; };
namespace std {
template <> struct tuple_size<P> { static constexpr std::size_t value = 2; };
template <> struct tuple_element<0, P> { using type = int; };
template <> struct tuple_element<1, P> { using type = float; };
}
template <std::size_t I> __device__ auto get(const P &p) {
  if constexpr (I == 0) return p.a; else return p.b;
}
__device__ float f(P p) {
  auto [i, x] = p;
  return i + x;
}
