/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding of an array cannot be declared __device__."
verdict: error
std: c++17
---*/
int arr[2] = {1, 2};
__device__ auto [p, q] = arr; // expect-error
