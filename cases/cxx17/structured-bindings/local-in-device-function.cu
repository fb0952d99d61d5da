/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding without a memory space specifier is allowed in device code."
verdict: ok
std: c++17
---*/
struct S { int x; int y; };
__device__ int f() {
  auto [a1, b1] = S{4,5};
  return a1 + b1;
}
