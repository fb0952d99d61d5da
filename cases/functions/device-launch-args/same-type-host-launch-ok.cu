/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "The trivially-copyable requirement is for device-side launches only: the same non-trivially-copyable argument launched from the host is allowed."
verdict: ok
---*/
struct S {
  int x;
  __host__ __device__ S() : x(0) { }
  __host__ __device__ S(const S &o) : x(o.x) { }
  __host__ __device__ ~S() { }
};
__global__ void child(S s) { }
void launch(void) {
  S s;
  child<<<1, 1>>>(s);
}
