/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A kernel incrementing a non-const static data member is diagnosed."
verdict: diagnose
---*/
struct S { static int count; };
int S::count = 0;
__global__ void kern(void) {
  ++S::count; // expect-diag
}
