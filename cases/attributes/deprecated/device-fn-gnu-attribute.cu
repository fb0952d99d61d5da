/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a function marked __attribute__((deprecated)) from a __device__ function body gets a deprecation warning."
verdict: ok
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "With -Werror=deprecated-declarations, the reference to a function marked __attribute__((deprecated)) from device code is an error."}
---*/
__attribute__((deprecated)) __device__ int old_fn(void) { return 1; }
__device__ int use(void) {
  return old_fn(); // expect-warning[default] // expect-error[werror]
}
