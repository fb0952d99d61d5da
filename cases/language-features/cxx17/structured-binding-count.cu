/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "A structured binding with fewer names than array elements in device code is rejected"
since: "11.0"
verdict: error
std: c++17
---*/
__global__ void kernel(int* out, int x) {
  int arr[3] = {x, 4, 5};
  auto [a, b] = arr;  // expect-error
  *out = a + b;
}
