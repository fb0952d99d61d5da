/*---
section: I.4.16
clause: attr.noreturn-supported
description: "[[noreturn]] on a __device__ function that traps is accepted under -std=c++11."
verdict: ok
std: c++11
---*/
[[noreturn]] __device__ void die(void) { __trap(); }
__device__ int checked(int v) {
  if (v < 0) die();
  return v;
}
