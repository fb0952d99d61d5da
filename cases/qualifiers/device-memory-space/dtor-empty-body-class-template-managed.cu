/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.empty-body
description: "A __managed__ variable of a class template specialization whose destructor body is empty (a comment only)."
verdict: ok
---*/
template <int N> struct Ring {
    int items[N];
    __host__ __device__ ~Ring() { /* nothing to release */ }
};

__managed__ Ring<16> ring;
