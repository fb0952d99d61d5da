/*---
section: I.4.7
clause: exception.no-device
description: A function-try-block on a __device__ function is diagnosed.
verdict: diagnose
---*/
__device__ int f(int x)
try {  // expect-diag
  return x * 2;
} catch (...) {
  return 0;
}
