/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A C++17 inline non-const static data member is still a host variable: reading it in device code is diagnosed."
verdict: diagnose
std: c++17
---*/
struct S { static inline int count = 3; };
__device__ int f(void) {
  return S::count; // expect-diag
}
