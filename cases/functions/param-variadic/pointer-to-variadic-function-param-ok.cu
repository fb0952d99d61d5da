/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function may take a pointer whose pointee is a variadic host function type; its own parameter list is fixed."
verdict: ok
---*/
typedef int (*printer_t)(const char *, ...);
__global__ void kern(printer_t p) { }
