/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const volatile static data member cannot be used in device code."
verdict: error
---*/
struct S { static const volatile int v; };
const volatile int S::v = 3;
__device__ int get(void) {
  return S::v; // expect-error
}
