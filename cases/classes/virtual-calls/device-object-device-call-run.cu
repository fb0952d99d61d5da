/*---
section: I.4.10.3
clause: class.virtual-call-host-object-in-device
description: "An object created in device code and used through a virtual call in device code dispatches correctly."
verdict: ok
phase: run
run:
  stdout: "2\n"
---*/
#include "cuconform.h"
#include <new>
struct B { virtual __host__ __device__ int id(void) const { return 1; } };
struct D : B { __host__ __device__ int id(void) const { return 2; } };
__global__ void make(void *buf) { new (buf) D(); }
__global__ void call(const void *buf, int *out) { *out = static_cast<const B *>(buf)->id(); }
int main() {
  void *buf;
  int *out;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(D)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  make<<<1, 1>>>(buf);
  CC_SYNC();
  call<<<1, 1>>>(buf, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
