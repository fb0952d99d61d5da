/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A call of a deprecated __device__ member function in device code gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A call of a deprecated __device__ member function in device code is an error with -Werror=deprecated-declarations."}
---*/
struct S {
  [[deprecated]] __device__ int old_get(void) const { return 1; }
};
__device__ int use(S s) {
  return s.old_get(); // expect-warning[default] // expect-error[werror]
}
