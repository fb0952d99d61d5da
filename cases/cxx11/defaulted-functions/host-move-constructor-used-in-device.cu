/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ annotation on a move constructor defaulted on its first declaration is ignored; device code may move."
verdict: ok
---*/
struct Mv {
  int x;
  Mv() = default;
  __host__ Mv(Mv &&) = default;
};
__device__ int f(void) { Mv a; a.x = 3; Mv b(static_cast<Mv &&>(a)); return b.x; }
