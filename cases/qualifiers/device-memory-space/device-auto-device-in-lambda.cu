/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A __device__ automatic variable in a lambda defined in a kernel (executes on the device) is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  auto f = [] {
    __device__ int v;  // expect-error
    return v;
  };
  *out = f();
}
