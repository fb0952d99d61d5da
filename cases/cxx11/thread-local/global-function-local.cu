/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local cannot be used in a __global__ function."
verdict: error
---*/
__global__ void k(int *out) {
  thread_local int y = 2; // expect-error
  *out = y;
}
