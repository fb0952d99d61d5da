/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A user-provided default constructor does not affect trivial copyability: allowed in a device-side launch."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  __host__ __device__ S() : x(5) { }
};
__global__ void child(S s) { }
__global__ void parent(void) {
  S s;
  child<<<1, 1>>>(s);
}
