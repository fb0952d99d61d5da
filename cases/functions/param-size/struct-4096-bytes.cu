/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A __global__ function with one 4096-byte parameter is within the 4 KB limit."
verdict: ok
---*/
struct Blob { char data[4096]; };
__global__ void kern(Blob b) { }
