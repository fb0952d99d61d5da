/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A virtual __host__ destructor defaulted on its first declaration keeps __host__: an explicit destructor call from a __device__ function is a call of a host function"
verdict: error
---*/
struct V {
  __host__ virtual ~V() = default;
  int x;
};
__device__ void drop(V *p) {
  p->~V(); // expect-error
}
