/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local cannot be used in a lambda defined in a __global__ function."
verdict: error
---*/
__global__ void k(int *out) {
  auto l = [] {
    static thread_local int w = 4; // expect-error
    return w;
  };
  *out = l();
}
