/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A __global__ function declared (not defined) with a 32,765-byte parameter and launched exceeds the CUDA 12.1+ limit."
verdict: error
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
note: "Nothing is compiled for the device here; the limit is a property of the declaration."
---*/
struct Blob { char data[32765]; };
__global__ void kern(Blob b); // expect-error
void launch(void) { kern<<<1, 1>>>(Blob()); }
