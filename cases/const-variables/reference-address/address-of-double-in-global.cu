/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "A kernel storing the address of a const double host variable is rejected."
verdict: error
---*/
const double ddd = 1.0;
__global__ void kern(const double **out) {
  *out = &ddd; // expect-error
}
