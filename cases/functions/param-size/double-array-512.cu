/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A parameter holding 512 doubles (4096 bytes) is within the limit."
verdict: ok
---*/
struct Blob { double data[512]; };
__global__ void kern(Blob b) { }
