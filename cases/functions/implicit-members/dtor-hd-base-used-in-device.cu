/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit destructor run in device code may call a __host__ __device__ base destructor."
verdict: ok
---*/
struct Base {
  int x;
  __host__ __device__ Base() : x(0) {}
  __host__ __device__ ~Base() { x = -1; }
};
struct Derived : Base { int y; };
__global__ void kern(void) { Derived d; }
void host_side(void) { Derived d; }
