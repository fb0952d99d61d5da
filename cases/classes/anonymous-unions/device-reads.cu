/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A __device__ function reading a member of a namespace-scope anonymous union is rejected."
verdict: error
---*/
static union { int ua; float ub; };
__device__ int f(void) {
  return ua; // expect-error
}
