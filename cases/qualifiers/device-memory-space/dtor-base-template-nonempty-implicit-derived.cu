/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.bases
description: "A __device__ variable of a class with an implicit destructor whose class template base destructor is non-empty must be rejected."
verdict: error
---*/
template <typename T> struct Guard {
    T *p;
    __host__ __device__ ~Guard() { p = nullptr; }
};
struct Owner : Guard<int> {
    int n;
};

__device__ Owner owner; // expect-error
