/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference through a deprecated namespace in device code is an error with -Werror=deprecated-declarations."
verdict: error
std: c++17
flags: ["-Werror=deprecated-declarations"]
---*/
namespace [[deprecated]] old_ns { __device__ int v; }
__device__ int use(void) {
  return old_ns::v; // expect-error
}
