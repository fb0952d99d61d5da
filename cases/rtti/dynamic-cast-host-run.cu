/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: dynamic_cast in host code works on classes that also have device virtual functions.
verdict: ok
phase: run
run:
  stdout: "1 0\n"
---*/
#include <cstdio>

struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

int main(void)
{
  Derived d;
  Base b;
  Base *p = &d, *q = &b;
  std::printf("%d %d\n", dynamic_cast<Derived *>(p) != nullptr, dynamic_cast<Derived *>(q) != nullptr);
  return 0;
}
