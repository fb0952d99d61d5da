/*---
section: I.6.1
clause: xlambda.traits
description: "The traits are false for types that are not closure types: int, a functor class, a function pointer"
verdict: ok
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

struct Functor { __device__ int operator()() const { return 1; } };
struct HDFunctor { __host__ __device__ int operator()() const { return 1; } };

static_assert(!IS_D_LAMBDA(int), "");
static_assert(!IS_HD_LAMBDA(int), "");
static_assert(!IS_D_LAMBDA(Functor), "");
static_assert(!IS_HD_LAMBDA(HDFunctor), "");
static_assert(!IS_D_LAMBDA(int (*)(void)), "");
static_assert(!IS_HD_LAMBDA(int (*)(void)), "");
