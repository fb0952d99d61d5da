/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "Taking the address of a namespace-scope anonymous union member in device code is rejected."
verdict: error
---*/
static union { int ua; float ub; };
__device__ int *f(void) {
  return &ua; // expect-error
}
