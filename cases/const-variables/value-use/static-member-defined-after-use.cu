/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const static data member defined after the device use is not initialized at the point of use."
verdict: error
---*/
struct S { static const int s; };
__device__ int get(void) {
  return S::s; // expect-error
}
const int S::s = 5;
