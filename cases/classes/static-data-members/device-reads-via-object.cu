/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "Reading a non-const static data member through an object expression in device code is diagnosed."
verdict: diagnose
---*/
struct S { int v; static int count; };
int S::count = 0;
__device__ int f(S s) {
  return s.count; // expect-diag
}
