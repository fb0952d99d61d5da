/*---
section: I.6.1
clause: xlambda.traits
description: "The traits applied to a deduced template parameter report the closure kind of the lambda passed in"
verdict: ok
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

template <typename T>
void expect_device(T) { static_assert(IS_D_LAMBDA(T) && !IS_HD_LAMBDA(T), ""); }

template <typename T>
void expect_host_device(T) { static_assert(!IS_D_LAMBDA(T) && IS_HD_LAMBDA(T), ""); }

template <typename T>
void expect_neither(T) { static_assert(!IS_D_LAMBDA(T) && !IS_HD_LAMBDA(T), ""); }

void foo(void) {
  int x = 1;
  expect_device([=] __device__ { return x; });
  expect_host_device([=] __host__ __device__ { return x; });
  expect_neither([=] { return x; });
}
