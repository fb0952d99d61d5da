/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: In separate compilation mode an extern __device__ declaration compiles.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
extern __device__ int ext;

__global__ void kern(int *out)
{
  *out = ext;
}
