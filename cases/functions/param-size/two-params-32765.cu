/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A 32,764-byte struct followed by a char needs 32,765 bytes: over the CUDA 12.1+ limit."
verdict: error
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
---*/
struct Blob { char data[32764]; };
__global__ void kern(Blob b, char c) { } // expect-error
