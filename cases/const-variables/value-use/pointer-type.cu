/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const pointer variable is not of a built-in integral or floating type: cannot be used in device code."
verdict: error
---*/
int *const v = nullptr;
__device__ bool get(void) {
  return v == nullptr; // expect-error
}
