/*---
section: I.4.15
clause: attr.deprecated-gcc-pragma
description: "#pragma GCC diagnostic ignored does not affect the CUDA frontend: with -Werror=deprecated-declarations a device reference is still an error."
verdict: error
std: c++14
revisions:
  werror: {flags: ["-Werror=deprecated-declarations"]}
  warning: {verdict: ok, note: "#pragma GCC diagnostic ignored does not affect the CUDA frontend: a device reference still gets the warning."}
---*/
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
[[deprecated]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) {
  return old_fn(); // expect-error[werror] // expect-warning[warning]
}
