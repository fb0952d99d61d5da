/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A derived function that hides a non-virtual base function (no overriding) may have different specifiers."
verdict: ok
---*/
struct Base {
  __device__ int get(void) { return 1; }
};
struct Derived : Base {
  int get(void) { return 2; }
};
