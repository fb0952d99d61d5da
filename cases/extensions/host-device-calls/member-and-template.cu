/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "In a __host__ __device__ member function and in a __host__ __device__ template never instantiated, a call to a __device__ function that does not depend on a template parameter is rejected."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
---*/
__device__ int dev_id() { return blockIdx.x; }
struct Grid {
  __host__ __device__ int id() const { return dev_id(); } // expect-error
};
template <typename T>
__host__ __device__ T first() {
  return T(dev_id()); // expect-error
}
template <typename T>
struct Holder {
  __host__ __device__ int id() { return dev_id(); } // expect-error
};
