/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ annotation on a virtual destructor defaulted on its first declaration is ignored too; device code may destroy objects."
verdict: ok
note: "The guide makes no exception for virtual functions."
---*/
struct V {
  __host__ virtual ~V() = default;
  int x;
};
__device__ int f(void) { V v; v.x = 4; return v.x; }
