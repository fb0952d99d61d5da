/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A parameter of 8192 ints (32,768 bytes) exceeds the CUDA 12.1+ limit."
verdict: error
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
struct Blob { int data[8192]; };
__global__ void kern(Blob b) { } // expect-error
