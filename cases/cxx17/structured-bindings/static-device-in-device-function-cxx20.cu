/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A static structured binding (C++20) in a __device__ function cannot be declared __device__."
verdict: error
std: c++20
note: "C++20 allows static structured bindings, so only the memory space specifier is wrong."
---*/
struct S { int x; int y; };
__device__ int f() {
  static __device__ auto [a1, b1] = S{4,5}; // expect-error
  return a1 + b1;
}
