/*---
section: I.4.1
clause: hostext.int128-device
description: A __device__ variable of type unsigned __int128 compiles.
verdict: ok
requires: {features: [int128]}
---*/
__device__ unsigned __int128 acc;

__global__ void add(unsigned long long v)
{
  acc += v;
}
