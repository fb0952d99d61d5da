/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "A generic lambda defined in a host function (not an extended lambda) cannot instantiate a __global__ template."
verdict: error
std: c++14
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { }

void foo_host(void)
{
  auto g = [](auto x) { return x; };
  kernel<<<1,1>>>( g ); // expect-error
}
