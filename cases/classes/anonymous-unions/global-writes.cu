/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A __global__ function writing a member of a namespace-scope anonymous union is rejected."
verdict: error
---*/
static union { int ua; float ub; };
__global__ void kern(void) {
  ub = 1.0f; // expect-error
}
