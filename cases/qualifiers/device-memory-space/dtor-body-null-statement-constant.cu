/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.empty-body
description: "A __constant__ variable of a class whose destructor body holds only a null statement must be rejected: not an empty compound statement."
verdict: error
---*/
struct Table {
    int t[4];
    __host__ __device__ ~Table() { ; }
};

__constant__ Table table; // expect-error
