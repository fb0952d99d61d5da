/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A deprecated __global__ function that nothing references gets no deprecation diagnostic: -Werror=deprecated-declarations must not fail."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __global__ void old_kern(int *out) { *out = 1; }
