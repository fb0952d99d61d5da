/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "A C++14 constexpr function with if and a local variable gives an array bound in device code"
verdict: ok
std: c++14
---*/
__host__ __device__ constexpr unsigned round_up(unsigned v, unsigned m) {
  unsigned r = v % m;
  if (r != 0) v += m - r;
  return v;
}
__device__ float first_of_padded(float x) {
  float buf[round_up(5, 4)];
  buf[7] = x;
  return buf[7];
}
