/*---
section: I.4.9.6
clause: global.no-recursion
description: "A __global__ function template calling its own instantiation is rejected."
verdict: error
---*/
template <int N>
__global__ void kern(int *out) {
  if (N > 0)
    kern<N - 1>(out); // expect-error
}
template <>
__global__ void kern<0>(int *out) { *out = 0; }
void launch(int *out) { kern<2><<<1, 1>>>(out); }
