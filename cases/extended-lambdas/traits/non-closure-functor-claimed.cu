/*---
section: I.6.1
clause: xlambda.traits
description: "A functor class with a __device__ operator() is not an extended lambda closure type: a static_assert claiming so fails"
verdict: error
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)

struct Functor { __device__ int operator()() const { return 1; } };

static_assert(IS_D_LAMBDA(Functor), ""); // expect-error
