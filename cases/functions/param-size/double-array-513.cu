/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A parameter holding 513 doubles (4104 bytes) exceeds the 4 KB limit."
verdict: error
---*/
struct Blob { double data[513]; };
__global__ void kern(Blob b) { } // expect-error
