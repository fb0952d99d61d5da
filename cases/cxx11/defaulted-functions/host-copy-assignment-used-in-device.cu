/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ annotation on a copy assignment operator defaulted on its first declaration is ignored; device code may assign."
verdict: ok
---*/
struct A {
  int x;
  __host__ A &operator=(const A &) = default;
};
__device__ int f(A a) { A b; b = a; return b.x; }
