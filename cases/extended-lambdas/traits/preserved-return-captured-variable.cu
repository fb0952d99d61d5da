/*---
section: I.6.1
clause: xlambda.traits-preserved-return
description: "A trailing return type that names an enclosing local variable, but no lambda parameter, preserves the return type"
verdict: ok
flags: ["--extended-lambda"]
since: "12.3"
note: "__nv_is_extended_device_lambda_with_preserved_return_type is not in the 11.x guide this suite is drawn from; it and this example come from later editions of the guide (section 'Extended Lambda Type Traits'). since 12.3: the version from which libcu++ uses the trait. The trait is defined for extended __device__ lambdas only; a __host__ __device__ lambda yields false."
---*/
#define IS_DPRT_LAMBDA(X) __nv_is_extended_device_lambda_with_preserved_return_type(X)

void foo(void) {
  long v = 3;
  auto lam = [v] __device__ (int) -> decltype(v) { return v; };
  static_assert(IS_DPRT_LAMBDA(decltype(lam)), "");
  auto lam_hd = [v] __host__ __device__ (int) -> long { return v; };
  static_assert(!IS_DPRT_LAMBDA(decltype(lam_hd)), "");
}
