/*---
section: I.6
clause: xlambda.definition
description: "A lambda annotated __device__ in a nested block (if, for, plain block, body of an unannotated lambda) of a __host__ function is an extended lambda"
verdict: ok
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

void foo(int n) {
  {
    auto lam1 = [] __device__ { };
    static_assert(IS_D_LAMBDA(decltype(lam1)), "");
  }
  if (n > 0) {
    auto lam2 = [] __host__ __device__ { };
    static_assert(IS_HD_LAMBDA(decltype(lam2)), "");
  }
  for (int i = 0; i < n; ++i) {
    auto lam3 = [] __device__ { };
    static_assert(IS_D_LAMBDA(decltype(lam3)), "");
  }
  auto outer = [] {
    auto lam4 = [] __device__ { };
    static_assert(IS_D_LAMBDA(decltype(lam4)), "");
  };
  (void)outer;
}
