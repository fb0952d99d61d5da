/*---
section: I.4.15
clause: attr.deprecated-flags
description: "Without -Wno-deprecated-declarations, -Werror all-warnings makes the device deprecation warning an error."
verdict: error
std: c++14
flags: ["-Werror", "all-warnings"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) {
  return old_fn(); // expect-error
}
