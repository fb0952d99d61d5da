/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A deprecated __device__ variable that nothing references gets no deprecation diagnostic: -Werror=deprecated-declarations must not fail."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
note: "Checks that the toolchain's own generated code (e.g. a host-side registration stub) does not reference the deprecated variable."
---*/
[[deprecated]] __device__ int old_var;
__global__ void kern(int *out) { *out = 1; }
