/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static initialized by an integral constant expression is allowed."
verdict: ok
---*/
__device__ int f(void) {
  static int v = 6 * 7;
  static const int w = sizeof(double) + 1;
  return v + w;
}
