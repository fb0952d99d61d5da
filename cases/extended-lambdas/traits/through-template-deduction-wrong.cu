/*---
section: I.6.1
clause: xlambda.traits
description: "A deduced extended __device__ closure type is not a __host__ __device__ one: the static_assert in the instantiation fails"
verdict: error
flags: ["--extended-lambda"]
note: "The failing static_assert is in the template; nvcc reports the instantiation context separately."
---*/
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

template <typename T>
void expect_host_device(T) { static_assert(IS_HD_LAMBDA(T), ""); } // expect-error

void foo(void) {
  expect_host_device([] __device__ { return 1; });
}
