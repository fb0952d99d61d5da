/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: Non-virtual member functions do not stop a constructor from being empty.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ S() {}
  __host__ __device__ int get() const { return v; }
  __host__ __device__ void set(int x) { v = x; }
};

__device__ S d;

__global__ void kern(int *out)
{
  d.set(4);
  *out = d.get();
}
