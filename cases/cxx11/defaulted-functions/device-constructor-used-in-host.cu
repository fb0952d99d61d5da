/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __device__ annotation on a constructor defaulted on its first declaration is ignored; host code may use it."
verdict: ok
---*/
struct D {
  int x;
  __device__ D() = default;
};
int h() { D d; d.x = 1; return d.x; }
