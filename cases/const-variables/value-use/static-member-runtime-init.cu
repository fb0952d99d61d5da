/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const static data member with a run-time initializer cannot be used in device code."
verdict: error
---*/
int compute(void);
struct S { static const int s; };
const int S::s = compute();
__device__ int get(void) {
  return S::s; // expect-error
}
