/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "A __host__ __device__ function binding a reference to a const host variable is rejected in its device compilation."
verdict: error
---*/
const int xxx = 10;
__host__ __device__ int get(void) {
  const int &r = xxx; // expect-error
  return r;
}
