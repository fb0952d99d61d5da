/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "A function-scope thread_local counter in a host function of a .cu file"
verdict: ok
std: c++11
---*/
int host_next_id() {
  thread_local int counter = 0;
  return ++counter;
}
__global__ void kern(int *p) { *p = static_cast<int>(threadIdx.x); }
