/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A block-scope extern __constant__ declaration in a host function is allowed.
verdict: ok
---*/
__constant__ float scale = 2.0f;

void set_scale(float s)
{
  extern __constant__ float scale;
  cudaMemcpyToSymbol(scale, &s, sizeof s);
}
