/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "An extended __device__ lambda with a by-value capture may instantiate a __global__ template from host code."
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

void foo_host(int *p)
{
  int v = 3;
  kernel<<<1,1>>>( [=] __device__ { *p = v; } );
}
