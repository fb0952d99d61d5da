/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: static_cast and virtual dispatch (no RTTI) on polymorphic classes in device code are fine.
verdict: ok
phase: run
run:
  stdout: "22\n"
---*/
#include "cuconform.h"

struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__global__ void kern(int *out)
{
  Derived d;
  Base *b = &d;
  Derived *back = static_cast<Derived *>(b);
  *out = b->id() * 10 + back->id();
}

int main(void)
{
  int *o = nullptr;
  CC_CHECK(cudaMalloc(&o, sizeof(int)));
  kern<<<1, 1>>>(o);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, o, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
