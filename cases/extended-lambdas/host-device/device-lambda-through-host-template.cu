/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "An extended __device__ lambda cannot be called from host code, also when the call is inside a host function template"
verdict: error
flags: ["--extended-lambda"]
note: "The call is in the instantiation apply_on_host<closure>, a __host__ function."
---*/
template <typename F>
int apply_on_host(F f, int v) { return f(v); } // expect-error

int test(void) {
  auto lam = [] __device__ (int v) { return v + 1; };
  return apply_on_host(lam, 41);
}
