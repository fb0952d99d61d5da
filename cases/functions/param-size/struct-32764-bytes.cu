/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A 32,764-byte parameter is within the CUDA 12.1+ limit."
verdict: ok
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
struct Blob { char data[32764]; };
__global__ void kern(Blob b) { }
