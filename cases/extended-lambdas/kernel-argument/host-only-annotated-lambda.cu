/*---
section: I.6
clause: xlambda.kernel-type-argument
description: "A lambda annotated only __host__ in a __host__ function is not extended; its closure type cannot be a __global__ template argument"
verdict: error
flags: ["--extended-lambda"]
note: "The I.6 sentence 'an extended lambda can be used in the type arguments of a __global__ function template instantiation' read with I.4.20.8: the closure type of a lambda defined in a host function that is not extended cannot be."
---*/
template <typename T>
__global__ void kernel(T in) { }

void foo_host(void) {
  // not an extended lambda: explicitly annotated with only '__host__'
  auto lam4 = [] __host__ { };
  kernel<<<1,1>>>(lam4); // expect-error
}
