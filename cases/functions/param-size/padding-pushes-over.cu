/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A 4093-byte struct followed by an int: alignment places the int at offset 4096, so the list needs 4100 bytes."
verdict: error
note: "The sizes alone sum to 4097; with the int aligned to 4 the parameter buffer needs 4100 bytes. Either way it is over 4096."
---*/
struct Blob { char data[4093]; };
__global__ void kern(Blob b, int n) { } // expect-error
