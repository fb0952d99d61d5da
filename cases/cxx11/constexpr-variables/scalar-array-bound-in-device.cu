/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a host constexpr variable may be used as an array bound in device code."
verdict: ok
---*/
constexpr int N = 4;
__device__ int f() {
  int a[N] = {1, 2, 3, 4};
  return a[N - 1];
}
