/*---
section: I.4.10.3
clause: global.param-polymorphic-ub
description: "A kernel parameter of a polymorphic class whose kernel reads only a data member: the code compiles (copying it is undefined, not ill-formed, from CUDA 13)"
verdict: ok
note: "The CUDA 13 guide makes copying a polymorphic object to the device undefined behaviour rather than forbidding the parameter (global.param-no-virtual-class until 13.0), so a toolchain of that edition must accept the declaration; the case goes no further than the compile, where no behaviour is undefined yet."
---*/
struct V {
  int x;
  __host__ __device__ virtual int get(void) const { return x; }
};
__global__ void kern(V v, int *out) { *out = v.x; }
