/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch passing a struct whose member has a user-provided copy constructor is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct Inner {
  int x;
  __host__ __device__ Inner() : x(0) { }
  __host__ __device__ Inner(const Inner &o) : x(o.x) { }
};
struct S { Inner in; int y; };
__global__ void child(S s) { }
__global__ void parent(void) {
  S s;
  child<<<1, 1>>>(s); // expect-error
}
