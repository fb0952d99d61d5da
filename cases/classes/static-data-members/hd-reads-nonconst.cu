/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A __host__ __device__ function reading a non-const static data member is diagnosed in its device compilation."
verdict: diagnose
---*/
struct S { static int count; };
int S::count = 0;
__host__ __device__ int f(void) {
  return S::count; // expect-diag
}
