/*---
section: I.4.20.2
clause: initlist.host-device
description: "A __device__ constructor taking std::initializer_list iterates it by default."
verdict: ok
---*/
#include <initializer_list>
struct Vec3 {
  float v[3];
  __device__ Vec3(std::initializer_list<float> in) {
    int i = 0;
    for (float x : in) v[i++] = x;
  }
};
__global__ void k(float *out) { Vec3 a{1.f, 2.f, 3.f}; *out = a.v[0] + a.v[1] + a.v[2]; }
