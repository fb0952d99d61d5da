/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ annotation on a destructor defaulted on its first declaration is ignored; device code may destroy objects."
verdict: ok
---*/
struct T {
  int x;
  __host__ ~T() = default;
};
__device__ int f(void) { T t; t.x = 2; return t.x; }
