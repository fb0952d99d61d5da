/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static array whose initializer list contains a non-constant element is rejected."
verdict: error
---*/
__device__ int f(int i) {
  static int table[2] = {i, 2}; // expect-error
  return table[0];
}
