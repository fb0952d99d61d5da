/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch passing an argument with a user-provided copy constructor is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  __host__ __device__ S() : x(0) { }
  __host__ __device__ S(const S &o) : x(o.x) { }
};
__global__ void child(S s) { }
__global__ void parent(void) {
  S s;
  child<<<1, 1>>>(s); // expect-error
}
