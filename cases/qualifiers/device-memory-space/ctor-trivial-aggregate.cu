/*---
section: I.4.3.1
clause: memspace.empty-ctor.trivial
description: A class with a trivial default constructor and destructor can be the type of __device__, __constant__, __managed__ and __shared__ variables.
verdict: ok
---*/
struct Pod {
  int a;
  float b[4];
};

__device__ Pod d;
__constant__ Pod c;
__managed__ Pod m;

__global__ void kern(void)
{
  __shared__ Pod s;
  s.a = d.a + c.a + m.a;
}
