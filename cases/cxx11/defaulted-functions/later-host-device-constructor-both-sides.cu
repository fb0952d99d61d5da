/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __host__ __device__ constructor defaulted after its first declaration keeps both spaces."
verdict: ok
---*/
struct S3 {
  int x;
  __host__ __device__ S3();
};
S3::S3() = default;
__global__ void k(int *out) { S3 s; s.x = 1; *out = s.x; }
int h() { S3 s; s.x = 2; return s.x; }
