/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A call of a deprecated static __device__ member function in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
struct S {
  [[deprecated]] static __device__ int make(void) { return 1; }
};
__device__ int use(void) {
  return S::make(); // expect-error
}
