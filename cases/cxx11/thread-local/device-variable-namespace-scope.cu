/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "A namespace-scope __device__ variable cannot be thread_local."
verdict: error
note: "A __device__ variable lives in device memory; the clause is read as covering its declaration."
---*/
__device__ thread_local int tl = 3; // expect-error
