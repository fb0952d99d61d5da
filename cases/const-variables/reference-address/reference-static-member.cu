/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Binding a reference to a const static data member in device code is rejected."
verdict: error
---*/
struct S1_t { static const int yyy = 20; };
const int S1_t::yyy;
__device__ int get(void) {
  const int &r = S1_t::yyy; // expect-error
  return r;
}
