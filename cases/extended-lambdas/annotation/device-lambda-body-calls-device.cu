/*---
section: I.6
clause: xlambda.annotation-scope
description: "The body of an extended __device__ lambda may call __device__ functions"
verdict: ok
flags: ["--extended-lambda"]
---*/
__device__ int dev_only(int x) { return x + 1; }

template <typename F>
__global__ void kernel(F f, int *out) { *out = f(); }

void foo(int *out) {
  auto lam = [] __device__ { return dev_only(41); };
  kernel<<<1,1>>>(lam, out);
}
