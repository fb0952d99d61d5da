/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "A __global__ function cannot take the address of a static constexpr data member."
verdict: error
---*/
struct S1_t { static constexpr float qqq = 1.0f; };
__global__ void k(const float **out) {
  *out = &S1_t::qqq; // expect-error
}
