/*---
section: I.4.3.1
clause: memspace.no-member
description: Plain data members of a struct used as the type of __device__, __constant__, __managed__ and __shared__ variables are fine.
verdict: ok
---*/
struct S {
  int x;
  float y;
};

__device__ S d;
__constant__ S c;
__managed__ S m;

__global__ void kern(int *out)
{
  __shared__ S sh;
  sh.x = d.x + c.x + m.x;
  __syncthreads();
  *out = sh.x;
}
