/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __shared__ variable in a host member function is rejected."
verdict: error
---*/
struct H {
  int get(void) {
    static __shared__ int s; // expect-error
    return 0;
  }
};
