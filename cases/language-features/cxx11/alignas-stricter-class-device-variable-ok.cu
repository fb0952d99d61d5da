/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(32) on a class whose __device__ variable a kernel reads: stricter than natural, valid"
verdict: ok
std: c++11
---*/
struct alignas(32) Block {
  float v[3];
};
__device__ Block blk;
__global__ void read_block(float *out) { out[0] = blk.v[0] + static_cast<float>(alignof(Block)); }
