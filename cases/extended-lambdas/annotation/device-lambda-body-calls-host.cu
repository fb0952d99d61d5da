/*---
section: I.6
clause: xlambda.annotation-scope
description: "The body of an extended __device__ lambda is device code: it cannot call a __host__ function"
verdict: error
flags: ["--extended-lambda"]
---*/
int host_only(void) { return 1; }

template <typename F>
__global__ void kernel(F f) { f(); }

void foo(void) {
  auto lam = [] __device__ { return host_only(); }; // expect-error
  kernel<<<1,1>>>(lam);
}
