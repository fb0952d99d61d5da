/*---
section: I.4.6
clause: rtti.no-typeid-device
description: typeid in host code works, also for classes used in device code.
verdict: ok
phase: run
run:
  stdout: "1 0\n"
---*/
#include <cstdio>
#include <typeinfo>

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
  *out = b->id();
}

int main(void)
{
  Derived d;
  Base &b = d;
  std::printf("%d %d\n", typeid(b) == typeid(Derived), typeid(int) == typeid(long));
  return 0;
}
