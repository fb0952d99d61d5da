/*---
section: I.6.1
clause: xlambda.traits
description: "The traits can be evaluated in a __global__ function template on its closure type parameter"
verdict: ok
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

template <typename T>
__global__ void kern_d(T in) {
  static_assert(IS_D_LAMBDA(T), "");
  static_assert(!IS_HD_LAMBDA(T), "");
  in();
}

template <typename T>
__global__ void kern_hd(T in) {
  static_assert(!IS_D_LAMBDA(T), "");
  static_assert(IS_HD_LAMBDA(T), "");
  in();
}

void foo(void) {
  kern_d<<<1,1>>>([] __device__ { });
  kern_hd<<<1,1>>>([] __host__ __device__ { });
}
