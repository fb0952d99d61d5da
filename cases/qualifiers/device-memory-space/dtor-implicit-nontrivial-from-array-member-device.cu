/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.trivial
description: "A __device__ variable of a class with no user destructor whose array member has a non-empty destructor: the implicit destructor is non-trivial and not empty, so it must be rejected."
verdict: error
---*/
struct Lock {
    int held;
    __host__ __device__ ~Lock() { held = 0; }
};
struct Locks {
    Lock each[4];
};

__device__ Locks locks; // expect-error
