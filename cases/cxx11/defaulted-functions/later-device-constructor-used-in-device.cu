/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __device__ constructor defaulted after its first declaration may be used in device code."
verdict: ok
---*/
struct S2 {
  int x;
  __device__ S2();
};
S2::S2() = default;
__global__ void k(int *out) { S2 s; s.x = 7; *out = s.x; }
