/*---
section: I.4.1
clause: hostext.int128-device
description: __int128 arithmetic in a __device__ function compiles.
verdict: ok
requires: {features: [int128]}
---*/
__device__ unsigned long long mulhi(unsigned long long a, unsigned long long b)
{
  unsigned __int128 p = (unsigned __int128)a * b;
  return (unsigned long long)(p >> 64);
}
