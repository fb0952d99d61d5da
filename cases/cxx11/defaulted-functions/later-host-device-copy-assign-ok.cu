/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __host__ __device__ copy assignment defaulted on a later declaration keeps both spaces: used in a kernel and in a host function"
verdict: ok
---*/
struct Acc {
  int x;
  __host__ __device__ Acc &operator=(const Acc &);
};
Acc &Acc::operator=(const Acc &) = default;
__global__ void kern(Acc *a, const Acc *b) { *a = *b; }
void host_copy(Acc &a, const Acc &b) { a = b; }
