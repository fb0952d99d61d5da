/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.defined
description: "A __constant__ variable whose class constructor is declared but never defined in the translation unit must be rejected."
verdict: error
---*/
struct Config {
    int level;
    __host__ __device__ Config();
};

__constant__ Config cfg; // expect-error
