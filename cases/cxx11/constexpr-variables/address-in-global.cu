/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "A __global__ function cannot take the address of a host constexpr variable."
verdict: error
---*/
constexpr int xxx = 10;
__global__ void k(const int **out) {
  *out = &xxx; // expect-error
}
