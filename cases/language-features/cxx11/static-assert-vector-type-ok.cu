/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A true static_assert on the size of float4 inside a __device__ function"
verdict: ok
std: c++11
---*/
__device__ float sum4(float4 v) {
  static_assert(sizeof(float4) == 16, "float4 is four floats");
  return v.x + v.y + v.z + v.w;
}
