/*---
section: I.6
clause: xlambda.annotation-scope
description: "The body of an extended __host__ __device__ lambda is also device code: calling a __host__ function from it is rejected"
verdict: error
flags: ["--extended-lambda"]
note: "The lambda is used on the device (as a kernel argument), so the call to a __host__ function from its __host__ __device__ operator() is reached in device code."
---*/
int host_only(void) { return 1; }

template <typename F>
__global__ void kernel(F f) { f(); }

void foo(void) {
  auto lam = [] __host__ __device__ { return host_only(); }; // expect-error
  kernel<<<1,1>>>(lam);
}
