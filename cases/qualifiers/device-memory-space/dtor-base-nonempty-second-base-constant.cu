/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.bases
description: "A __constant__ variable whose class has two bases, the second with a non-empty destructor, must be rejected."
verdict: error
---*/
struct Quiet {
    int q;
    __host__ __device__ ~Quiet() {}
};
struct Loud {
    int l;
    __host__ __device__ ~Loud() { l = -1; }
};
struct Both : Quiet, Loud {
    __host__ __device__ ~Both() {}
};

__constant__ Both both; // expect-error
