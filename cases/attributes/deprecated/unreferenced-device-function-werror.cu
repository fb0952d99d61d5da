/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A deprecated __device__ function that nothing references gets no deprecation diagnostic: -Werror=deprecated-declarations must not fail."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __device__ int old_fn(void) { return 1; }
__global__ void kern(int *out) { *out = 1; }
