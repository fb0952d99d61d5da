/*---
section: I.4.9.3
clause: global.param-size-limit
description: "Two parameters totalling 4100 bytes exceed the 4 KB limit."
verdict: error
---*/
struct Blob { char data[4096]; };
__global__ void kern(Blob b, int n) { } // expect-error
