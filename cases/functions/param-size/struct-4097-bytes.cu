/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A __global__ function with one 4097-byte parameter exceeds the 4 KB limit."
verdict: error
---*/
struct Blob { char data[4097]; };
__global__ void kern(Blob b) { } // expect-error
