/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "A deleted explicit specialization of a __device__ function template, selected by a call with a bool argument"
verdict: error
std: c++11
---*/
template <typename T> __device__ T twice(T v) { return v + v; }
template <> __device__ bool twice<bool>(bool) = delete;
__global__ void kern(bool *p) {
  *p = twice(*p); // expect-error
}
