/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch of a __global__ template deduced with a non-trivially-copyable type is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  __host__ __device__ S() : x(0) { }
  __host__ __device__ S(const S &o) : x(o.x) { }
};
template <typename T> __global__ void child(T t) { }
__global__ void parent(void) {
  S s;
  child<<<1, 1>>>(s); // expect-error
}
