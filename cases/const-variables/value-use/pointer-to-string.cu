/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const pointer to a string literal cannot be used in device code."
verdict: error
---*/
const char *const msg = "hello";
__device__ char get(void) {
  return msg[0]; // expect-error
}
