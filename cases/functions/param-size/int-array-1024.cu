/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A parameter holding 1024 ints (4096 bytes) is within the limit."
verdict: ok
---*/
struct Blob { int data[1024]; };
__global__ void kern(Blob b) { }
