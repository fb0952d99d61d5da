/*---
section: I.4.3.2
clause: fix.ndr
description: An ndr case rejected at the line its annotation allows passes.
verdict: ndr
---*/
__device__ __managed__ const int a = 1; // expect-error
__device__ int b;
