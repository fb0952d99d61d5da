/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A unary + fold over an empty pack, instantiated from device code, is rejected"
since: "11.0"
verdict: error
std: c++17
note: "[temp.variadic]: a unary fold of an empty pack is ill-formed except for &&, || and the comma operator."
---*/
template <class... Ts>
__device__ int sum(Ts... ts) {
  return (ts + ...);  // expect-error
}

__global__ void kernel(int* out) { *out = sum(); }
