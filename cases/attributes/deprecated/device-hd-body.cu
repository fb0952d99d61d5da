/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference from a __host__ __device__ function body in device code gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A reference from a __host__ __device__ function body in device code is an error with -Werror=deprecated-declarations."}
---*/
[[deprecated]] __host__ __device__ int old_fn(void) { return 1; }
__host__ __device__ int use(void) {
  return old_fn(); // expect-warning[default] // expect-error[werror]
}
