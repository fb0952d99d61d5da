/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Binding a const reference to the prvalue +xxx binds to a temporary, not to the host variable: allowed."
verdict: ok
---*/
const int xxx = 10;
__device__ int get(void) {
  const int &r = +xxx;
  return r;
}
