/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A lambda defined in a __device__ function executes on the device; its body may declare a static __device__ variable."
verdict: ok
note: "The lambda's function call operator is a __device__ function (it is defined in device code), so it is an F of the first kind."
---*/
__device__ int f(void) {
  auto next = [] { static __device__ int n; return ++n; };
  return next();
}
