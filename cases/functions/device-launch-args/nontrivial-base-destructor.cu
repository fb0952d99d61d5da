/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch passing an object whose base class has a user-provided destructor is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct Base { int x; __host__ __device__ ~Base() { } };
struct S : Base { int y; };
__global__ void child(S s) { }
__global__ void parent(void) {
  S s;
  child<<<1, 1>>>(s); // expect-error
}
