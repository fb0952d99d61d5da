/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "With -Werror=deprecated-declarations, the reference to a function marked __attribute__((deprecated(\"use new_fn\"))) from device code is an error."
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
__attribute__((deprecated("use new_fn"))) __device__ int old_fn(void) { return 1; }
__device__ int use(void) {
  return old_fn(); // expect-error
}
