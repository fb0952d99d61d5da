/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "decltype(auto) r = (xxx) declares a reference to the host variable: rejected."
verdict: error
std: c++14
---*/
const int xxx = 10;
__device__ int get(void) {
  decltype(auto) r = (xxx); // expect-error
  return r;
}
