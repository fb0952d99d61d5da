/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "An extended __host__ __device__ lambda defined in a __host__ __device__ function may instantiate a __global__ template."
verdict: ok
flags: ["--extended-lambda", "-rdc=true"]
requires:
  rdc: true
note: "-rdc=true because foo_hd is also compiled for the device, where the launch is a device-side launch."
---*/
template <typename T>
__global__ void kernel(T in) { }

__host__ __device__ void foo_hd(void)
{
  kernel<<<1,1>>>( [] __host__ __device__ { } );
}
void h() { foo_hd(); }
