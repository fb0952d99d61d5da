/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A __host__ annotation on a virtual destructor defaulted on its first declaration is honoured: destroying the object in device code calls a __host__ function"
verdict: error
note: "The 12.9 guide's example: virtual __host__ ~S3() = default; called from device code is an error. The 11.x edition ignored the annotation (host-virtual-destructor-used-in-device)."
---*/
struct V {
  __host__ virtual ~V() = default;
  int x;
};
__device__ int f(void) {
  V v; // expect-error-any(dtor)
  v.x = 4;
  return v.x; // expect-error-any(dtor)
}
