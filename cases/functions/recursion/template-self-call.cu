/*---
section: I.4.9.6
clause: global.no-recursion
description: "A __global__ function template calling its own instantiation is rejected."
verdict: error
note: "The call of kern<N - 1> in kern<N> has no execution configuration, which is ill-formed by itself (nvcc: \"a __global__ function call must be configured\"), so the error at this line does not show that a toolchain enforces the recursion ban; the clause has no breaking form of its own (see its reading)."
---*/
template <int N>
__global__ void kern(int *out) {
  if (N > 0)
    kern<N - 1>(out); // expect-error
}
template <>
__global__ void kern<0>(int *out) { *out = 0; }
void launch(int *out) { kern<2><<<1, 1>>>(out); }
