/*---
section: I.4.3.2
clause: fix.ndr
description: An ndr case that compiles passes; its annotation allows an error, it does not require one.
verdict: ndr
---*/
__device__ __managed__ int a = 1; // expect-error
__device__ int b;
