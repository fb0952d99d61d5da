/*---
section: I.4.15
clause: attr.deprecated-gcc-pragma
description: "A host reference to a deprecated host function inside a GCC diagnostic push/ignored/pop region is silenced for g++, so -Werror=deprecated-declarations does not fail"
verdict: ok
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] int old_host(int v) { return v + 1; }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
int host_use(int v) { return old_host(v); }
#pragma GCC diagnostic pop
__global__ void kern(int *p) { *p = 1; }
