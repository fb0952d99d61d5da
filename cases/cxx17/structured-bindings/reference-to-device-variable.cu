/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A reference structured binding in device code may bind to a __device__ variable."
verdict: ok
std: c++17
---*/
struct S { int x; int y; };
__device__ S s{1, 2};
__global__ void k(int *out) {
  auto &[a, b] = s;
  a = 10;
  *out = a + b;
}
