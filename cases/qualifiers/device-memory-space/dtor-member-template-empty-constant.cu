/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.members
description: "A __constant__ variable whose class holds a class template member and a 2-D array of a class, each with an empty destructor."
verdict: ok
---*/
template <typename T> struct Wrap {
    T w;
    __host__ __device__ ~Wrap() {}
};
struct Unit {
    int u;
    __host__ __device__ ~Unit() {}
};
struct Pack {
    Wrap<float> first;
    Unit grid[2][2];
    __host__ __device__ ~Pack() {}
};

__constant__ Pack pack;
