/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch passing an argument with a user-provided destructor is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S {
  int x;
  __host__ __device__ ~S() { }
};
__global__ void child(S s) { }
__global__ void parent(void) {
  S s{1};
  child<<<1, 1>>>(s); // expect-error
}
