/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A parameter of 8191 ints (32,764 bytes) is within the CUDA 12.1+ limit."
verdict: ok
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
struct Blob { int data[8191]; };
__global__ void kern(Blob b) { }
