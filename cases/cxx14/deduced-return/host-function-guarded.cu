/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A reference in a host function that exists only when __CUDA_ARCH__ is defined is allowed."
verdict: ok
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
int h() {
#ifdef __CUDA_ARCH__
  decltype(fn1(1)) x = 0;
  return x;
#else
  return 0;
#endif
}
