/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "An anonymous union in an unnamed namespace is at namespace scope: referencing its member in device code is rejected."
verdict: error
---*/
namespace {
static union { int ua; float ub; };
}
__device__ int f(void) {
  return ua; // expect-error
}
