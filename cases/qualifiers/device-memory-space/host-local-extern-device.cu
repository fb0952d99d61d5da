/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A block-scope extern __device__ declaration in a host function is allowed (only non-extern ones are forbidden).
verdict: ok
---*/
__device__ int g = 5;

int read_g(void)
{
  extern __device__ int g;
  int v = 0;
  cudaMemcpyFromSymbol(&v, g, sizeof v);
  return v;
}
