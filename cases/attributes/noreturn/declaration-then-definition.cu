/*---
section: I.4.16
clause: attr.noreturn-supported
description: "[[noreturn]] on the first declaration of a __device__ function defined later is accepted."
verdict: ok
---*/
[[noreturn]] __device__ void die(int code);
__device__ int checked(int v) { if (v < 0) die(v); return v; }
__device__ void die(int code) { __trap(); }
