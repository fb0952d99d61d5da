/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "Host code may reference the members of a namespace-scope anonymous union."
verdict: ok
---*/
static union { int ua; float ub; };
int host_side(void) {
  ub = 2.0f;
  return ua;
}
__global__ void kern(int *out) { *out = 0; }
