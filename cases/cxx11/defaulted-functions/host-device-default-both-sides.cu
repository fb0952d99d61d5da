/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ __device__ annotation on a first-declaration default is ignored and the inferred space allows both sides."
verdict: ok
---*/
struct B {
  int x;
  __host__ __device__ B() = default;
};
__global__ void k(int *out) { B b; b.x = 5; *out = b.x; }
int h() { B b; b.x = 6; return b.x; }
