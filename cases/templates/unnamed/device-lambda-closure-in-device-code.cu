/*---
section: I.4.11
clause: template.arg-unnamed-local-to-device
description: "The closure type of a lambda defined in a __global__ function is unnamed: using it for a __device__ variable template instantiation is rejected."
verdict: error
std: c++14
note: "nvcc's own message for the host-side case names an exception for lambdas defined in __device__/__global__ functions; the guide has none for unnamed types."
---*/
template <typename T> __device__ int counter;
__global__ void kern(int *out) {
  auto lam = [] { return 1; };
  *out = counter<decltype(lam)>; // expect-error
}
