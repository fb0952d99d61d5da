/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A __host__ __device__ function reading a namespace-scope anonymous union member is rejected."
verdict: error
---*/
static union { int ua; float ub; };
__host__ __device__ int f(void) {
  return ua; // expect-error
}
