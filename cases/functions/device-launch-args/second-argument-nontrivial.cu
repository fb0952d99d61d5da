/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "Every argument is checked: a non-trivially-destructible second argument is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct D { int x; __host__ __device__ ~D() { } };
__global__ void child(int a, D d) { }
__global__ void parent(void) {
  D d{2};
  child<<<1, 1>>>(1, d); // expect-error
}
