/*---
section: I.4.10.6
clause: class.windows-device-object-in-host
description: "An object of a class outside the set C, created in device code in managed memory, is accessed and its member function called in host code."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#include <new>
struct P {
  int a;
  __host__ __device__ int twice(void) const { return 2 * a; }
};
__global__ void make(void *buf) { P *p = new (buf) P(); p->a = 21; }
int main() {
  void *buf;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(P)));
  make<<<1, 1>>>(buf);
  CC_SYNC();
  std::printf("%d\n", static_cast<P *>(buf)->twice());
  return 0;
}
