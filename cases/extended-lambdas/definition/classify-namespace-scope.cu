/*---
section: I.6
clause: xlambda.definition
description: "Lambdas at namespace scope, annotated or not, are not extended lambdas"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

// lam1 and lam2 are not extended lambdas because they are not defined
// within a __host__ or __host__ __device__ function.
auto lam1 = [] { };
auto lam2 = [] __host__ __device__ { };
auto lam3 = [] __device__ { };

static_assert(!IS_D_LAMBDA(decltype(lam1)), "");
static_assert(!IS_HD_LAMBDA(decltype(lam1)), "");
static_assert(!IS_D_LAMBDA(decltype(lam2)), "");
static_assert(!IS_HD_LAMBDA(decltype(lam2)), "");
static_assert(!IS_D_LAMBDA(decltype(lam3)), "");
static_assert(!IS_HD_LAMBDA(decltype(lam3)), "");
