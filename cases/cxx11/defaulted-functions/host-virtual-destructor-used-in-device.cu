/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-ignored
description: "A __host__ annotation on a virtual destructor defaulted on its first declaration is ignored too; device code may destroy objects."
verdict: ok
note: "The 11.x guide makes no exception for virtual functions; the 12.9 and 13 guides do (host-virtual-destructor-used-in-device-12)."
---*/
struct V {
  __host__ virtual ~V() = default;
  int x;
};
__device__ int f(void) { V v; v.x = 4; return v.x; }
