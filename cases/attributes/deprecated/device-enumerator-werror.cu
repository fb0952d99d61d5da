/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated enumerator in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++17
flags: ["-Werror=deprecated-declarations"]
---*/
enum Mode { fast, slow [[deprecated]] };
__device__ int use(void) {
  return slow; // expect-error
}
