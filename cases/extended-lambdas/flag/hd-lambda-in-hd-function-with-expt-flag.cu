/*---
section: I.6
clause: xlambda.flag
description: "With the older --expt-extended-lambda spelling, an extended __host__ __device__ lambda in a __host__ __device__ function compiles"
verdict: ok
flags: ["--expt-extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

__host__ __device__ void foo(void) {
  auto lam = [] __host__ __device__ { };
  lam();
}

void bar(void) {
  auto lam = [] __host__ __device__ { };
  kernel<<<1,1>>>(lam);
}
