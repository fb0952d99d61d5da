/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A __global__ function declared (not defined) with a 4097-byte parameter exceeds the limit."
verdict: error
note: "The function is only declared and launched; nothing is compiled for the device, so a toolchain that checks parameter space only when generating code for the kernel will miss it."
---*/
struct Blob { char data[4097]; };
__global__ void kern(Blob b); // expect-error
void launch(void) { kern<<<1, 1>>>(Blob()); }
