/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A parameter holding 1025 ints (4100 bytes) exceeds the 4 KB limit."
verdict: error
---*/
struct Blob { int data[1025]; };
__global__ void kern(Blob b) { } // expect-error
