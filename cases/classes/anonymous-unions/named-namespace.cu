/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A static anonymous union in a named namespace: referencing its member in a kernel is rejected."
verdict: error
---*/
namespace N {
static union { int ua; float ub; };
}
__global__ void kern(int *out) {
  *out = N::ua; // expect-error
}
