/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class with trivial constructor and destructor is allowed."
verdict: ok
---*/
struct T { int a; float b; };
__device__ float f(void) {
  static T t;
  return t.b;
}
