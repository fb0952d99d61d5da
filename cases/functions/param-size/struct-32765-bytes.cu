/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A 32,765-byte parameter exceeds the CUDA 12.1+ limit of 32,764 bytes."
verdict: error
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
struct Blob { char data[32765]; };
__global__ void kern(Blob b) { } // expect-error
