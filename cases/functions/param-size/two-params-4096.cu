/*---
section: I.4.9.3
clause: global.param-size-limit
description: "Two parameters totalling exactly 4096 bytes (4092-byte struct, then an int at offset 4092) are within the limit."
verdict: ok
---*/
struct Blob { char data[4092]; };
__global__ void kern(Blob b, int n) { }
