/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a function marked [[deprecated(\"use new_fn\")]] from a __device__ function body gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "With -Werror=deprecated-declarations, the reference to a function marked [[deprecated(\"use new_fn\")]] from device code is an error."}
---*/
[[deprecated("use new_fn")]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) {
  return old_fn(); // expect-warning[default] // expect-error[werror]
}
