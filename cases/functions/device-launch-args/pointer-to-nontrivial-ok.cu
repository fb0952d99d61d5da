/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "Passing a pointer to a non-trivially-copyable object in a device-side launch is allowed."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  __host__ __device__ S() : x(0) { }
  __host__ __device__ S(const S &o) : x(o.x) { }
  __host__ __device__ ~S() { }
};
__global__ void child(S *s) { }
__global__ void parent(S *s) {
  child<<<1, 1>>>(s);
}
