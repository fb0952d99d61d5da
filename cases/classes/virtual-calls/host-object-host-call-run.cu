/*---
section: I.4.10.3
clause: class.virtual-call-device-object-in-host
description: "An object created in host code (in managed memory) and used through a virtual call in host code dispatches correctly."
verdict: ok
phase: run
run:
  stdout: "2\n"
---*/
#include "cuconform.h"
#include <new>
struct B { virtual __host__ __device__ int id(void) const { return 1; } };
struct D : B { __host__ __device__ int id(void) const { return 2; } };
int main() {
  void *buf;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(D)));
  const B *p = new (buf) D();
  std::printf("%d\n", p->id());
  return 0;
}
