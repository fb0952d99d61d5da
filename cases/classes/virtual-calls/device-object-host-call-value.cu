/*---
section: I.4.10.3
clause: class.virtual-call-device-object-in-host
description: "Host code calls an overridden virtual function on an object constructed in device code (managed memory); the result is not defined (printed)."
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"
#include <new>
struct B { virtual __host__ __device__ int id(void) const { return 1; } };
struct D : B { __host__ __device__ int id(void) const { return 2; } };
__global__ void make(void *buf) { new (buf) D(); }
int main() {
  void *buf;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(D)));
  make<<<1, 1>>>(buf);
  CC_SYNC();
  const B *p = static_cast<const B *>(buf);
  std::printf("%d\n", p->id());
  return 0;
}
