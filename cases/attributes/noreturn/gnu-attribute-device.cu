/*---
section: I.4.16
clause: attr.noreturn-supported
description: "__attribute__((noreturn)) on a __device__ function is accepted."
verdict: ok
---*/
__attribute__((noreturn)) __device__ void die(void) { __trap(); }
__device__ int checked(int v) {
  if (v < 0) die();
  return v;
}
