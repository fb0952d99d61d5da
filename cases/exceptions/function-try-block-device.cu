/*---
section: I.4.7
clause: exception.no-device
description: A function-try-block on a __device__ function is rejected.
verdict: error
---*/
__device__ int f(int x)
try {  // expect-error
  return x * 2;
} catch (...) {
  return 0;
}
