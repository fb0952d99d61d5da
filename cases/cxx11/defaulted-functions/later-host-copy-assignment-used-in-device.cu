/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __host__ copy assignment operator defaulted after its first declaration cannot be called from device code."
verdict: error
---*/
struct A {
  int x;
  __host__ A &operator=(const A &);
};
A &A::operator=(const A &) = default;
__device__ void f(A &a, const A &b) {
  a = b; // expect-error
}
