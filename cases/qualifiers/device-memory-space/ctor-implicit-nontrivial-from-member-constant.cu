/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.trivial
description: "A __constant__ variable of a class with no user constructor whose member has a non-empty constructor: the implicit constructor is non-trivial and not empty, so it must be rejected."
verdict: error
---*/
struct Seed {
    unsigned s;
    __host__ __device__ Seed() : s(42u) {}
};
struct Rng {
    Seed seed;
    unsigned state;
};

__constant__ Rng rng; // expect-error
