/*---
section: I.6.2
clause: xlambda.restriction-1
description: "A lambda annotated __host__ __device__ inside an extended __device__ lambda is not itself extended, so restriction 1 does not bar it"
verdict: ok
flags: ["--extended-lambda"]
note: "The operator() of an extended __device__ lambda is a __device__ function, so a lambda annotated inside it is not in a __host__ or __host__ __device__ function and is not an extended lambda (I.6); restriction 1 does not apply."
---*/
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

void foo(void) {
  auto lam1 = [] __device__ {
    auto lam2 = [] __host__ __device__ { return 1; };
    static_assert(!IS_HD_LAMBDA(decltype(lam2)), "");
    return lam2();
  };
}
