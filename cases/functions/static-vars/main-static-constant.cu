/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __constant__ variable in main is rejected."
verdict: error
---*/
int main() {
  static __constant__ int c; // expect-error
  return 0;
}
