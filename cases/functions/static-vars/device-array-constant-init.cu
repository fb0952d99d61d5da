/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static array with a constant initializer list is allowed."
verdict: ok
---*/
__device__ int f(int i) {
  static int table[4] = {1, 2, 4, 8};
  return table[i & 3];
}
