/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference to a deprecated __device__ variable in device code gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A reference to a deprecated __device__ variable in device code is an error with -Werror=deprecated-declarations."}
---*/
[[deprecated]] __device__ int old_var;
__device__ int use(void) {
  return old_var; // expect-warning[default] // expect-error[werror]
}
