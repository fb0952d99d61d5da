/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "Taking the address of a non-const static data member in device code is diagnosed."
verdict: diagnose
---*/
struct S { static int count; };
int S::count = 0;
__device__ int *f(void) {
  return &S::count; // expect-diag
}
