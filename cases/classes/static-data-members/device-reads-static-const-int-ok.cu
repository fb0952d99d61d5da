/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A const-qualified static data member of integral type initialized with a constant is usable by value in device code."
verdict: ok
---*/
struct S { static const int yyy = 20; };
__device__ int f(void) { return S::yyy; }
