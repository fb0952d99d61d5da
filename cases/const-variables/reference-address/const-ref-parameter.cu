/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Passing a const host variable to a const int& parameter in device code binds a reference to it: rejected."
verdict: error
---*/
const int xxx = 10;
__device__ int id(const int &v) { return v; }
__device__ int get(void) {
  return id(xxx); // expect-error
}
