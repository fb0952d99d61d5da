/*---
section: I.4.15
clause: attr.deprecated-flags
description: "-Wno-deprecated-declarations suppresses deprecation warnings: with -Werror all-warnings a device reference still compiles."
verdict: ok
std: c++14
flags: ["-Wno-deprecated-declarations", "-Werror", "all-warnings"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) { return old_fn(); }
