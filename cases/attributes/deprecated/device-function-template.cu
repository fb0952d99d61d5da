/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A call of a deprecated __device__ function template in device code gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A call of a deprecated __device__ function template in device code is an error with -Werror=deprecated-declarations."}
---*/
template <typename T> [[deprecated]] __device__ T old_id(T v) { return v; }
__device__ int use(void) {
  return old_id(1); // expect-warning[default] // expect-error[werror]
}
