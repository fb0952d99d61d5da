/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A memory space specifier on a parameter of a function declaration (no definition) is rejected.
verdict: error
---*/
__device__ void consume(__constant__ int *p);  // expect-error
