/*---
section: I.4.11
clause: template.arg-host-local
description: "A type defined in a __host__ __device__ function used as a kernel template argument is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
note: "-rdc=true so that the launch is also valid device code (the device compilation of the __host__ __device__ function is a device-side launch)."
---*/
template <typename T>
__global__ void myKernel(void) { }
__host__ __device__ void launch(void) {
  struct L { };
  myKernel<L><<<1, 1>>>(); // expect-error
}
