/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "A namespace-scope thread_local host variable used only by host code is allowed."
verdict: ok
---*/
thread_local int tls = 5;
__global__ void k(int *out) { *out = 1; }
int h(int *p) { k<<<1,1>>>(p); return tls; }
