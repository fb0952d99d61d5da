/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A __device__ annotation on a virtual destructor defaulted on its first declaration is honoured: device code may destroy the object"
verdict: ok
---*/
struct V {
  __device__ virtual ~V() = default;
  int x;
};
__device__ int f(void) {
  V v;
  v.x = 4;
  return v.x;
}
