/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local cannot be used for a local variable of a __device__ function."
verdict: error
---*/
__device__ int f(void) {
  thread_local int x = 1; // expect-error
  return x;
}
