/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Taking the address of a const static data member in device code is rejected."
verdict: error
---*/
struct S1_t { static const int yyy = 20; };
const int S1_t::yyy;
__device__ const int *get(void) {
  return &S1_t::yyy; // expect-error
}
