/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding of a local array in a kernel."
verdict: ok
std: c++17
---*/
__global__ void k(int *out) {
  int arr[3] = {1, 2, 3};
  auto [x, y, z] = arr;
  *out = x + y + z;
}
