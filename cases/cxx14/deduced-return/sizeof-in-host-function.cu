/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "sizeof applied to a call of a __device__ function with deduced return type in a host function."
verdict: error
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
int h() {
  return (int)sizeof(fn1(1)); // expect-error
}
