/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding in a __global__ function cannot be declared __shared__."
verdict: error
std: c++17
---*/
struct S { int x; int y; };
__global__ void k(int *out) {
  __shared__ auto [a1, b1] = S{4,5}; // expect-error
  *out = a1 + b1;
}
