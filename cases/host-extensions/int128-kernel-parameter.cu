/*---
section: I.4.1
clause: hostext.int128-device
description: A __global__ function may take an __int128 parameter.
verdict: ok
requires: {features: [int128]}
---*/
__global__ void store(__int128 v, long long *out)
{
  out[0] = (long long)(v >> 64);
  out[1] = (long long)v;
}
