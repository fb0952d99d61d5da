/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class with a non-static data member initializer (so its constructor is not empty) is rejected."
verdict: error
note: "Under I.4.3.1 a constructor is empty only if the class has no non-static data member initializers; standard C++ would constant-initialize this, the CUDA rule still forbids it."
---*/
struct N {
  int x = 5;
};
__device__ int f(void) {
  static N n; // expect-error
  return n.x;
}
