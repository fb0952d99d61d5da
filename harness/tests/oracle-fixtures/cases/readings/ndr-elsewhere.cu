/*---
section: I.4.3.2
clause: fix.ndr
description: An ndr case rejected at a line no annotation allows fails (the code there is valid in the clause's terms).
verdict: ndr
---*/
__device__ __managed__ const int a = 1;
__device__ int b; // expect-error
