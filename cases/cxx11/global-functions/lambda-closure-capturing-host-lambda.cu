/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "A capturing lambda defined in a host function (not an extended lambda) cannot instantiate a __global__ template."
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { }

void foo_host(int v)
{
  kernel<<<1,1>>>( [v] { return v; } ); // expect-error
}
