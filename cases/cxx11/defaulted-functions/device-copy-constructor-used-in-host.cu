/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __device__ annotation on a copy constructor defaulted on its first declaration is ignored; host code may copy."
verdict: ok
---*/
struct C {
  int x;
  C() = default;
  __device__ C(const C &) = default;
};
int h() { C a; a.x = 1; C b(a); return b.x; }
